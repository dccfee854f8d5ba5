#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An open file, closed explicitly; thin typed wrappers over the calls the store needs.
struct FileDescriptor {
    let rawValue: Int32
    let path: String

    static func open(_ path: String, _ flags: Int32, mode: mode_t = 0o600) throws(SystemError)
        -> FileDescriptor
    {
        while true {
            let descriptor = path.withCString { systemOpen($0, flags | O_CLOEXEC, mode) }
            if descriptor >= 0 { return FileDescriptor(rawValue: descriptor, path: path) }
            if errno != EINTR { throw SystemError("open", path: path) }
        }
    }

    /// Reads from the current position to the end of the file.
    func readToEnd(sizeHint: Int = 0) throws(SystemError) -> [UInt8] {
        let (memory, count) = try readRemaining(sizeHint: sizeHint)
        defer { memory.deallocate() }
        return Array(UnsafeBufferPointer(rebasing: memory[0..<count]))
    }

    /// Reads from the current position to the end of the file into memory that is not zeroed
    /// first and is read into once: a store is read by every command, and zeroing or copying
    /// it costs as much again. The memory grows when the file is longer than `sizeHint`; the
    /// caller owns it.
    private func readRemaining(sizeHint: Int) throws(SystemError) -> (
        memory: UnsafeMutableBufferPointer<UInt8>, count: Int
    ) {
        var memory = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(sizeHint + 1, 4096))
        var count = 0
        while true {
            if count == memory.count {
                let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: memory.count * 2)
                _ = larger.initialize(fromContentsOf: memory)
                memory.deallocate()
                memory = larger
            }
            let result = systemRead(rawValue, memory.baseAddress.map { $0 + count }, memory.count - count)
            if result > 0 {
                count += result
            } else if result == 0 {
                return (memory, count)
            } else if errno != EINTR {
                let failure = SystemError("read", path: path)
                memory.deallocate()
                throw failure
            }
        }
    }

    func writeAll(_ bytes: [UInt8]) throws(SystemError) {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                systemWrite(rawValue, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            }
            if result > 0 {
                written += result
            } else if result < 0 && errno != EINTR {
                throw SystemError("write", path: path)
            } else if result == 0 {
                throw SystemError("write", path: path, code: EIO)
            }
        }
    }

    /// Flushes the file to the disk. On macOS `fsync` only hands the data to the drive, whose
    /// cache may lose it in a power cut; `F_FULLFSYNC` waits for the drive (as SQLite does), and
    /// where a file system refuses it, `fsync` is what there is.
    func sync() throws(SystemError) {
        #if canImport(Darwin)
            if fcntl(rawValue, F_FULLFSYNC) == 0 { return }
        #endif
        guard fsync(rawValue) == 0 else { throw SystemError("fsync", path: path) }
    }

    func setMode(_ mode: mode_t) throws(SystemError) {
        guard fchmod(rawValue, mode) == 0 else { throw SystemError("chmod", path: path) }
    }

    func status() throws(SystemError) -> stat {
        var info = stat()
        guard fstat(rawValue, &info) == 0 else { throw SystemError("stat", path: path) }
        return info
    }

    /// Closes the file; an error here (a delayed write error on some file systems) is reported.
    func close() throws(SystemError) {
        guard systemClose(rawValue) == 0 else { throw SystemError("close", path: path) }
    }

    func closeIgnoringErrors() {
        _ = systemClose(rawValue)
    }
}

// The C functions under names that do not clash with the methods above.
private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t) -> Int32 {
    open(path, flags, mode)
}
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
private func systemClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}

extension FileDescriptor {
    /// Files at least this large are mapped rather than read.
    static let mappingThreshold = 64 * 1024

    /// The whole file, which the tasks read from it then share without a copy: a large file
    /// mapped into memory, every page at once (copying 3 MB into fresh memory costs a
    /// millisecond more here than mapping the pages the kernel already holds); a small one read.
    ///
    /// A mapped file that another program cuts short while it is mapped raises SIGBUS on the
    /// next read of a lost page; `todo` never does that to its files (it replaces them by
    /// rename), and its `main` turns the signal into an error message and exit code 5.
    func readAll(size: Int) throws(SystemError) -> StoreBytes {
        if size >= Self.mappingThreshold,
            let mapping = mmap(nil, size, PROT_READ, MAP_PRIVATE | Self.populate, rawValue, 0),
            mapping != MAP_FAILED
        {
            return StoreBytes(mapping: UnsafeRawBufferPointer(start: mapping, count: size))
        }
        let (memory, count) = try readRemaining(sizeHint: size)
        return StoreBytes(adopting: memory, count: count)
    }

    #if os(Linux)
        private static let populate = MAP_POPULATE
    #else
        private static let populate: Int32 = 0
    #endif
}
