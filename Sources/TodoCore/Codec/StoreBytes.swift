#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes of one file read by the store, shared by the tasks read from it: their text is
/// decoded from these bytes when first asked for, and an unchanged task is written back by
/// copying its bytes. Immutable once made, hence safe to share.
@usableFromInline final class StoreBytes: @unchecked Sendable {
    @usableFromInline let buffer: UnsafeBufferPointer<UInt8>
    private let isMapped: Bool
    /// How many bytes of address space the mapping holds, from the buffer's start.
    private let mappedLength: Int

    /// Takes ownership of memory allocated with `UnsafeMutableBufferPointer.allocate`.
    init(adopting memory: UnsafeMutableBufferPointer<UInt8>, count: Int) {
        buffer = UnsafeBufferPointer(rebasing: memory[0..<count])
        isMapped = false
        mappedLength = 0
    }

    /// Takes ownership of a file mapping made with `mmap`.
    init(mapping: UnsafeRawBufferPointer) {
        buffer = mapping.bindMemory(to: UInt8.self)
        isMapped = true
        mappedLength = mapping.count
    }

    /// Takes ownership of a mapping made with `mmap`, of which the first `count` bytes are the
    /// contents.
    init(mapping: UnsafeMutableRawBufferPointer, count: Int) {
        buffer = UnsafeBufferPointer(rebasing: mapping.bindMemory(to: UInt8.self)[0..<count])
        isMapped = true
        mappedLength = mapping.count
    }

    convenience init(copying bytes: [UInt8]) {
        let memory = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        _ = memory.initialize(from: bytes)
        self.init(adopting: memory, count: bytes.count)
    }

    deinit {
        if isMapped {
            munmap(UnsafeMutableRawPointer(mutating: buffer.baseAddress), mappedLength)
        } else {
            buffer.deallocate()
        }
    }

    var count: Int { buffer.count }

    @inlinable subscript(range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: buffer[range])
    }
}
