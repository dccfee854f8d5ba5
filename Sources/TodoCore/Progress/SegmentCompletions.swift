#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the completion records of archive segments, one segment after another, through one
/// buffer: only the head of each file is read (a record of 1,000 completions is 11 KB of a
/// 360 KB segment), never mapped whole.
struct SegmentCompletions: ~Copyable {
    /// How much of a file is read at first: a record of 1,000 completions (a full segment) is
    /// 11 KB; a longer one is read with the whole file.
    static let headSize = 16 * 1024
    private let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: SegmentCompletions.headSize)
    private var values: [Int64] = []

    deinit {
        buffer.deallocate()
    }

    /// Calls `body` with each completion instant of the segment at `file`: from its record, or,
    /// when it has none (or one longer than the head), from its tasks.
    mutating func forEachCompletion(in file: FilePath, _ body: (Int64) -> Void) throws(StoreError) {
        let count = try readHead(file)
        let head = UnsafeBufferPointer(rebasing: buffer[0..<count])
        if CompletionRecord.readCanonical(head, into: &values) { return values.forEach(body) }
        if count < Self.headSize, CompletionRecord.readRecord(head, body) { return }
        guard let (bytes, _) = try StoreSnapshot.readFile(file) else { throw Self.missing(file) }
        do {
            try CompletionRecord.forEachCompletion(in: bytes, body)
        } catch {
            throw error.storeError(path: file.string)
        }
    }

    /// Whether the segment at `file` starts with a record that ends within its head. False when
    /// it has none, when its record is longer than the head, or when the file cannot be read: the
    /// caller then reads the file whole to tell.
    func headHasRecord(_ file: FilePath) -> Bool {
        guard let count = try? readHead(file) else { return false }
        return CompletionRecord.hasRecord(UnsafeBufferPointer(rebasing: buffer[0..<count]))
    }

    /// Reads the first `headSize` bytes of the file (fewer if it is shorter) into the buffer.
    private func readHead(_ file: FilePath) throws(StoreError) -> Int {
        let descriptor: FileDescriptor
        do {
            descriptor = try FileDescriptor.open(file.string, O_RDONLY | O_NONBLOCK)
        } catch {
            if error.isNotFound { throw Self.missing(file) }
            throw .unreadable(path: file.string, reason: error.reason)
        }
        defer { descriptor.closeIgnoringErrors() }
        var count = 0
        while count < buffer.count {
            let result: Int
            do {
                result = try descriptor.read(
                    into: UnsafeMutableRawBufferPointer(
                        UnsafeMutableBufferPointer(rebasing: buffer[count...])))
            } catch {
                throw .unreadable(path: file.string, reason: error.reason)
            }
            guard result > 0 else { break }
            count += result
        }
        return count
    }

    private static func missing(_ file: FilePath) -> StoreError {
        .unreadable(path: file.string, reason: "the archive segment is missing")
    }
}

extension CompletionRecord {
    /// Reads a record laid out exactly as the store writes it, `{"version":3,"completed":[1,2],`,
    /// byte by byte: the opening, a version this todo reads, then only numbers of 1 to 18 digits
    /// between commas, and `],`. False, with `body` not called, for anything else.
    static func readCanonical(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Int64) -> Void) -> Bool {
        var values: [Int64] = []
        guard readCanonical(bytes, into: &values) else { return false }
        values.forEach(body)
        return true
    }

    static func readCanonical(_ bytes: UnsafeBufferPointer<UInt8>, into values: inout [Int64]) -> Bool {
        values.removeAll(keepingCapacity: true)
        let opening: StaticString = #"{"version":"#
        let member: StaticString = #","completed":["#
        func matches(_ text: StaticString, at offset: Int) -> Bool {
            guard offset + text.utf8CodeUnitCount <= bytes.count else { return false }
            return (0..<text.utf8CodeUnitCount).allSatisfy { bytes[offset + $0] == text.utf8Start[$0] }
        }
        guard matches(opening, at: 0) else { return false }
        var index = opening.utf8CodeUnitCount
        var version = 0
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39, version < 1000 {
            version = version * 10 + Int(bytes[index] - 0x30)
            index += 1
        }
        guard version >= 1, version <= StoreDocument.currentVersion, matches(member, at: index) else {
            return false
        }
        index += member.utf8CodeUnitCount
        var value: Int64 = 0
        var digits = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte &- 0x30 < 10 {
                value = value &* 10 &+ Int64(byte &- 0x30)
                digits += 1
                guard digits <= 18 else { return false }
            } else if byte == UInt8(ascii: ",") && digits > 0 {
                values.append(value)
                (value, digits) = (0, 0)
            } else if byte == UInt8(ascii: "]") && (digits > 0 || values.isEmpty) {
                if digits > 0 { values.append(value) }
                return index < bytes.count && bytes[index] == UInt8(ascii: ",")
            } else {
                return false
            }
        }
        return false
    }
}
