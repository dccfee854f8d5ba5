/// A fast, low-level JSON writer that appends UTF-8 to `bytes`.
///
/// The caller writes the structure and the commas itself:
///
/// ```swift
/// var writer = JSONWriter()
/// writer.raw("{")
/// writer.key("title")
/// writer.string(task.title)
/// writer.raw(",")
/// writer.key("id")
/// writer.int(task.id)
/// writer.raw("}")
/// ```
///
/// Strings are escaped so that the output is valid JSON that is also safe to show on a terminal;
/// see `string(_:)`.
public struct JSONWriter: Sendable {
    /// The document written so far.
    public var bytes: [UInt8]

    /// A writer with room for `capacity` bytes before it has to grow.
    public init(capacity: Int = 0) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Appends `text` as it is, such as `{`, `,`, `]` or `\n`; it is not checked.
    public mutating func raw(_ text: StaticString) {
        if text.utf8CodeUnitCount == 1 && text.hasPointerRepresentation {
            bytes.append(text.utf8Start.pointee)
        } else {
            text.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }
    }

    /// Appends `"name":`, the name as it is: use a name that needs no escaping. For any other key,
    /// write it with `string(_:)` and then `raw(":")`.
    public mutating func key(_ name: StaticString) {
        name.withUTF8Buffer { name in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: name.count + 3) { key in
                key[0] = UInt8(ascii: "\"")
                for index in 0..<name.count { key[index + 1] = name[index] }
                key[name.count + 1] = UInt8(ascii: "\"")
                key[name.count + 2] = UInt8(ascii: ":")
                bytes.append(contentsOf: UnsafeBufferPointer(key))
            }
        }
    }

    /// Appends `value` in decimal.
    public mutating func int(_ value: Int) {
        int(Int64(value))
    }

    /// Appends `value` in decimal.
    public mutating func int(_ value: Int64) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        guard magnitude >= 10 else {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude))
            return
        }
        var reversed: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var digitCount = 0
        withUnsafeMutableBytes(of: &reversed) { digits in
            while magnitude > 0 {
                digits[digitCount] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                digitCount += 1
            }
            for index in stride(from: digitCount - 1, through: 0, by: -1) { bytes.append(digits[index]) }
        }
    }

    /// Appends `true` or `false`.
    public mutating func bool(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }

    /// Appends `null`.
    public mutating func null() {
        raw("null")
    }

    /// Appends `value` as a string, or `null` for `nil`.
    public mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    /// Appends `value` as an integer, or `null` for `nil`.
    public mutating func optionalInt(_ value: Int?) {
        if let value { int(value) } else { null() }
    }
}
