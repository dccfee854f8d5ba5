/// The value of a `number` field: a decimal such as `2`, `-1.5` or `0.25`, kept as the shortest
/// text that reads back as the same number, so that it compares, sorts and round-trips exactly.
public struct FieldNumber: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number.
    public let value: Double

    /// The number `value`; nil for infinity or not-a-number, which JSON cannot hold.
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        self.value = value == 0 ? 0 : value
    }

    /// Reads `2`, `-1.5`, `+3`, `.5`, `1e3`; nil for anything else (`2 km`, `1,5`, `nan`).
    public init?(text: String) {
        let trimmed = text.trimmed
        guard let first = trimmed.utf8.first, first != UInt8(ascii: "+") || trimmed.utf8.count > 1,
            trimmed.utf8.allSatisfy({ Self.isNumberByte($0) }), let value = Double(trimmed)
        else { return nil }
        self.init(value)
    }

    /// `2` rather than `2.0`; otherwise Swift's shortest round-tripping form.
    public var description: String {
        if value.rounded() == value, abs(value) < 9_007_199_254_740_992 { return String(Int64(value)) }
        return String(value)
    }

    /// Smaller numbers first.
    public static func < (lhs: FieldNumber, rhs: FieldNumber) -> Bool { lhs.value < rhs.value }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"),
            UInt8(ascii: "e"), UInt8(ascii: "E"):
            return true
        default:
            return false
        }
    }
}
