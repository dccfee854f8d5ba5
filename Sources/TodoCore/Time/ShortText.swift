/// A short ASCII text (a date, a clock time) held inline in 24 bytes, its length in the last:
/// building one allocates nothing, and `list` writes its bytes straight to the output. `list`
/// shows two for each of 10,000 tasks, where making Strings would cost several times more.
public struct ShortText: Sendable, Equatable, CustomStringConvertible {
    public static let capacity = 23

    private var storage: (UInt64, UInt64, UInt64) = (0, 0, 0)

    public var count: Int { withUnsafeBytes(of: storage) { Int($0[Self.capacity]) } }

    public init() {}

    init(_ build: (inout ShortText) -> Void) {
        build(&self)
    }

    public var isEmpty: Bool { count == 0 }

    /// The text as a String.
    public var string: String {
        withUTF8 { String(decoding: $0, as: UTF8.self) }
    }

    public var description: String { string }

    /// Calls `body` with the text's bytes.
    public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withUnsafeBytes(of: storage) { raw in
            try body(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[0..<count]))
        }
    }

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

    mutating func append(_ text: StaticString) {
        let bytes = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        for byte in bytes { append(byte: byte) }
    }

    /// A whole number in decimal, at least `digits` digits long (zeros in front).
    mutating func append(_ number: Int, digits: Int = 1) {
        if number < 0 { append(byte: UInt8(ascii: "-")) }
        var value = number.magnitude
        var length = 1
        var scale: UInt = 1
        while value / scale >= 10 {
            scale *= 10
            length += 1
        }
        for _ in length..<max(length, digits) { append(byte: UInt8(ascii: "0")) }
        while scale > 0 {
            append(byte: UInt8(48 + value / scale))
            value %= scale
            scale /= 10
        }
    }
}
