#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileDescriptor {
    /// Files at least this large are mapped rather than read.
    static let mappingThreshold = 64 * 1024

    /// Reads from the current position to the end of the file; `sizeHint` is how many bytes
    /// are expected (its size, for a file).
    public func readToEnd(sizeHint: Int = 0) throws(SystemError) -> [UInt8] {
        let (memory, count) = try readRemaining(sizeHint: sizeHint)
        defer { memory.deallocate() }
        return Array(UnsafeBufferPointer(rebasing: memory[0..<count]))
    }

    /// The whole file, which the tasks read from it then share without a copy: a large file
    /// mapped into memory, every page at once (copying 3 MB into fresh memory costs a
    /// millisecond more here than mapping the pages the kernel already holds); a small one read.
    ///
    /// A mapped file that another program cuts short while it is mapped raises SIGBUS on the
    /// next read of a lost page; `todo` never does that to its files (it replaces them by
    /// rename), and its `main` turns the signal into an error message and exit code 5.
    func readAll(size: Int, mapping: Bool = true) throws(SystemError) -> StoreBytes {
        if mapping, size >= Self.mappingThreshold,
            let mapping = mmap(nil, size, PROT_READ, MAP_PRIVATE | Self.populate, rawValue, 0),
            mapping != MAP_FAILED
        {
            return StoreBytes(mapping: UnsafeRawBufferPointer(start: mapping, count: size))
        }
        let (memory, count) = try readRemaining(sizeHint: size)
        return StoreBytes(adopting: memory, count: count)
    }

    /// The whole file mapped without reading it: the pages are read when first touched. For a
    /// large file of which a few pages are read; nil for a small one, or when mapping fails.
    func mapWithoutReading(size: Int) -> StoreBytes? {
        guard size >= Self.mappingThreshold,
            let mapping = mmap(nil, size, PROT_READ, MAP_PRIVATE, rawValue, 0), mapping != MAP_FAILED
        else { return nil }
        return StoreBytes(mapping: UnsafeRawBufferPointer(start: mapping, count: size))
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
            let result: Int
            do throws(SystemError) {
                result = try read(
                    into: UnsafeMutableRawBufferPointer(
                        UnsafeMutableBufferPointer(rebasing: memory[count...])))
            } catch {
                memory.deallocate()
                throw error
            }
            guard result > 0 else { return (memory, count) }
            count += result
        }
    }

    #if os(Linux)
        private static let populate = MAP_POPULATE
    #else
        private static let populate: Int32 = 0
    #endif
}
