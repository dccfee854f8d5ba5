/// A short ASCII text (a date, a clock time) held inline in 24 bytes, its length in the last:
/// building one allocates nothing, and `list` writes its bytes straight to the output. `list`
/// shows two for each of 10,000 tasks, where making Strings would cost several times more.
public struct ShortText: Sendable, Equatable, CustomStringConvertible {
    /// The most bytes a text holds; more are left off.
    public static let capacity = 23

    @usableFromInline var storage: (UInt64, UInt64, UInt64) = (0, 0, 0)

    /// The length in bytes.
    @inlinable public var count: Int { withUnsafeBytes(of: storage) { Int($0[Self.capacity]) } }

    /// An empty text.
    public init() {}

    init(_ build: (inout ShortText) -> Void) {
        build(&self)
    }

    /// Whether the text has no bytes.
    public var isEmpty: Bool { count == 0 }

    /// The text as a String.
    public var string: String {
        withUTF8 { String(decoding: $0, as: UTF8.self) }
    }

    /// The text as a String.
    public var description: String { string }

    /// Calls `body` with the text's bytes. Inlinable: `list` calls it for every row.
    @inlinable public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
        -> Result
    {
        try withUnsafeBytes(of: storage) { raw in
            try body(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[0..<count]))
        }
    }

    /// Whether the two hold the same bytes.
    public static func == (lhs: ShortText, rhs: ShortText) -> Bool {
        lhs.withUTF8 { left in rhs.withUTF8 { right in left.elementsEqual(right) } }
    }

    mutating func append(byte: UInt8) {
        withUnsafeMutableBytes(of: &storage) { bytes in
            let count = Int(bytes[Self.capacity])
            guard count < Self.capacity else { return }
            bytes[count] = byte
            bytes[Self.capacity] = UInt8(count + 1)
        }
    }

    /// Appends as much of `text` as fits.
    mutating func append(_ text: StaticString) {
        withUnsafeMutableBytes(of: &storage) { bytes in
            var count = Int(bytes[Self.capacity])
            // Byte by byte: the texts are a few bytes long, shorter than a call to memcpy.
            for byte in UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
            where count < Self.capacity {
                bytes[count] = byte
                count += 1
            }
            bytes[Self.capacity] = UInt8(count)
        }
    }

    /// Appends a number from 0 to 99 as two digits (`07`), as a clock shows it.
    mutating func appendTwoDigits(_ number: Int) {
        let value = UInt(min(max(number, 0), 99))
        append(byte: UInt8(48 + value / 10))
        append(byte: UInt8(48 + value % 10))
    }

    /// A whole number in decimal, at least `digits` digits long (zeros in front). Digits that
    /// do not fit are left off from the end.
    mutating func append(_ number: Int, digits: Int = 1) {
        if number < 0 { append(byte: UInt8(ascii: "-")) }
        var length = 1
        var rest = number.magnitude / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        for _ in length..<max(length, digits) { append(byte: UInt8(ascii: "0")) }
        withUnsafeMutableBytes(of: &storage) { bytes in
            let start = Int(bytes[Self.capacity])
            var value = number.magnitude
            var written = length
            while written > Self.capacity - start {
                value /= 10
                written -= 1
            }
            // Written from the last digit back: each digit is one division by the constant 10.
            var index = start + written
            while index > start {
                index -= 1
                bytes[index] = UInt8(48 + value % 10)
                value /= 10
            }
            bytes[Self.capacity] = UInt8(start + written)
        }
    }
}
