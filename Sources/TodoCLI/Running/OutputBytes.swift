/// Bytes on their way out, appended in small pieces without an Array's bookkeeping for each:
/// a row of `list` is a dozen pieces of a few bytes, and 10,000 rows are written. It owns its
/// memory, so it cannot be copied; it grows as needed, so no append can overrun it.
struct OutputBytes: ~Copyable {
    private var storage: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0

    init(capacity: Int) {
        storage = .allocate(capacity: max(capacity, 64))
    }

    deinit {
        storage.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// Calls `body` with the bytes gathered so far.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(rebasing: storage[0..<count]))
    }

    /// Forgets the bytes, keeping the memory.
    mutating func removeAll() {
        count = 0
    }

    mutating func append(_ byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        reserve(bytes.count)
        if bytes.count <= 16 {
            // A few bytes are copied faster one by one than by a call to memcpy.
            for (offset, byte) in bytes.enumerated() { storage[count + offset] = byte }
        } else {
            _ = UnsafeMutableBufferPointer(rebasing: storage[count...]).initialize(fromContentsOf: bytes)
        }
        count += bytes.count
    }

    mutating func append(static text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    mutating func appendSpaces(_ spaces: Int) {
        guard spaces > 0 else { return }
        reserve(spaces)
        UnsafeMutableBufferPointer(rebasing: storage[count..<(count + spaces)]).update(repeating: 0x20)
        count += spaces
    }

    /// A non-negative whole number in decimal digits (a negative one is written as 0).
    mutating func append(decimal number: Int) {
        var rest = UInt(max(0, number))
        let digits = number.decimalDigits
        reserve(digits)
        var index = count + digits
        repeat {
            index -= 1
            storage[index] = UInt8(48 + rest % 10)
            rest /= 10
        } while rest > 0 && index > count
        count += digits
    }

    /// Makes room for `more` bytes after the ones there, at least doubling the memory.
    private mutating func reserve(_ more: Int) {
        guard count + more > storage.count else { return }
        let larger = UnsafeMutableBufferPointer<UInt8>.allocate(
            capacity: max(storage.count * 2, count + more))
        _ = larger.initialize(fromContentsOf: storage[0..<count])
        storage.deallocate()
        storage = larger
    }
}

extension Int {
    /// How many decimal digits the number has (1 for 0 and for negative numbers).
    var decimalDigits: Int {
        var digits = 1
        var rest = self / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        return digits
    }
}
