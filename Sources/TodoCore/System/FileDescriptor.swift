#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An open file, pipe or terminal: thin typed wrappers over the system calls `todo` makes on a
/// file descriptor, which retry a call a signal interrupted (`EINTR`) and throw a `SystemError`
/// that names the file. Nothing closes it but `close()`.
///
/// Signal handlers do not use it: they may call only async-signal-safe functions, and write
/// with the C library's `write` directly.
public struct FileDescriptor: Sendable {
    /// The descriptor's number.
    public let rawValue: Int32
    /// What it is open on, for messages: a path, or words such as `standard input`.
    public let path: String

    /// A descriptor opened some other way (a standard stream, an inotify instance).
    public init(rawValue: Int32, path: String) {
        self.rawValue = rawValue
        self.path = path
    }

    /// The process's standard input.
    public static var standardInput: FileDescriptor {
        FileDescriptor(rawValue: STDIN_FILENO, path: "standard input")
    }
    /// The process's standard output.
    public static var standardOutput: FileDescriptor {
        FileDescriptor(rawValue: STDOUT_FILENO, path: "standard output")
    }
    /// The process's standard error.
    public static var standardError: FileDescriptor {
        FileDescriptor(rawValue: STDERR_FILENO, path: "standard error")
    }

    /// Opens `path` with `flags` (`O_RDONLY`, `O_WRONLY | O_CREAT | O_EXCL`, …), closed on exec;
    /// `mode` is the permissions of a file it creates.
    public static func open(_ path: String, _ flags: Int32, mode: mode_t = 0o600) throws(SystemError)
        -> FileDescriptor
    {
        while true {
            let descriptor = path.withCString { systemOpen($0, flags | O_CLOEXEC, mode) }
            if descriptor >= 0 { return FileDescriptor(rawValue: descriptor, path: path) }
            if errno != EINTR { throw SystemError("open", path: path) }
        }
    }

    /// A new pipe, both ends closed on exec.
    public static func pipe() throws(SystemError) -> (readEnd: FileDescriptor, writeEnd: FileDescriptor) {
        var ends: (Int32, Int32) = (-1, -1)
        let made = withUnsafeMutablePointer(to: &ends) {
            $0.withMemoryRebound(to: Int32.self, capacity: 2) { systemPipe($0) }
        }
        guard made == 0 else { throw SystemError("pipe", path: "a pipe") }
        return (
            readEnd: FileDescriptor(rawValue: ends.0, path: "a pipe"),
            writeEnd: FileDescriptor(rawValue: ends.1, path: "a pipe")
        )
    }

    /// Makes reads and writes that would wait fail at once instead, with `isWouldBlock`.
    public func setNonBlocking() throws(SystemError) {
        let flags = fcntl(rawValue, F_GETFL)
        guard flags >= 0, fcntl(rawValue, F_SETFL, flags | O_NONBLOCK) == 0 else {
            throw SystemError("fcntl", path: path)
        }
    }

    /// Reads what there is, up to the buffer's size: the count read, 0 at the end of the file.
    public func read(into buffer: UnsafeMutableRawBufferPointer) throws(SystemError) -> Int {
        while true {
            let count = systemRead(rawValue, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            if errno != EINTR { throw SystemError("read", path: path) }
        }
    }

    /// Reads what there is into `bytes` from `offset` on, up to its end: the count read, 0 at
    /// the end of the file.
    public func read(into bytes: inout [UInt8], at offset: Int = 0) throws(SystemError) -> Int {
        let result = bytes.withUnsafeMutableBytes { buffer in
            Result { () throws(SystemError) in
                try read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[offset...]))
            }
        }
        return try result.get()
    }

    /// Writes what the file takes at once of `bytes`: the count written.
    public func write(_ bytes: UnsafeRawBufferPointer) throws(SystemError) -> Int {
        while true {
            let count = systemWrite(rawValue, bytes.baseAddress, bytes.count)
            if count >= 0 { return count }
            if errno != EINTR { throw SystemError("write", path: path) }
        }
    }

    /// Writes what the file takes at once of `bytes` from `offset` on: the count written.
    public func write(_ bytes: [UInt8], from offset: Int = 0) throws(SystemError) -> Int {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(SystemError) in try write(UnsafeRawBufferPointer(rebasing: buffer[offset...]))
            }
        }
        return try result.get()
    }

    /// Writes all of `bytes`, in as many calls as it takes.
    public func writeAll(_ bytes: UnsafeRawBufferPointer) throws(SystemError) {
        var written = 0
        while written < bytes.count {
            let count = try write(UnsafeRawBufferPointer(rebasing: bytes[written...]))
            guard count > 0 else { throw SystemError("write", path: path, code: EIO) }
            written += count
        }
    }

    /// Writes all of `bytes`, in as many calls as it takes.
    public func writeAll(_ bytes: [UInt8]) throws(SystemError) {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(SystemError) in try writeAll(buffer) }
        }
        try result.get()
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

    /// Cuts the file to `length` bytes.
    func truncate(to length: Int) throws(SystemError) {
        while ftruncate(rawValue, off_t(length)) != 0 {
            if errno != EINTR { throw SystemError("truncate", path: path) }
        }
    }

    func setMode(_ mode: mode_t) throws(SystemError) {
        guard fchmod(rawValue, mode) == 0 else { throw SystemError("chmod", path: path) }
    }

    /// What `fstat` tells of the file: its type and permissions (`st_mode`), size, times.
    public func status() throws(SystemError) -> stat {
        var info = stat()
        guard fstat(rawValue, &info) == 0 else { throw SystemError("stat", path: path) }
        return info
    }

    /// Closes the file; an error here (a delayed write error on some file systems) is reported.
    public func close() throws(SystemError) {
        guard systemClose(rawValue) == 0 else { throw SystemError("close", path: path) }
    }

    /// Closes the file when nothing was written to it, or what was is not needed.
    public func closeIgnoringErrors() {
        _ = systemClose(rawValue)
    }
}

// The C functions under names that do not clash with the methods above.
private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t) -> Int32 {
    open(path, flags, mode)
}
/// A pipe whose ends are closed on exec.
private func systemPipe(_ ends: UnsafeMutablePointer<Int32>) -> Int32 {
    guard pipe(ends) == 0 else { return -1 }
    _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
    return 0
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
