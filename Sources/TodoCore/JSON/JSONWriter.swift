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
    /// For each object or array open (`beginObject`, `beginArray`), one bit, the innermost
    /// lowest: set once it holds a member, so that the next one is preceded by a comma.
    private var hasMembers: UInt64 = 0

    /// A writer with room for `capacity` bytes before it has to grow.
    public init(capacity: Int = 0) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Opens an object whose members `member(_:)` then writes, with the commas between them.
    public mutating func beginObject() {
        raw("{")
        hasMembers <<= 1
    }

    /// Starts a member of the innermost open object: a comma if one came before, then `"name":`.
    /// The caller writes the value.
    public mutating func member(_ name: StaticString) {
        separate()
        key(name)
    }

    /// Starts a member whose name is any text (escaped as a string).
    public mutating func member(named name: String) {
        separate()
        string(name)
        raw(":")
    }

    /// Starts a member whose key is made already: `"name":`, quotes and colon included, a name
    /// that needs no escaping (see `JSONWriter.keyBytes`).
    public mutating func member(key: [UInt8]) {
        separate()
        bytes.append(contentsOf: key)
    }

    /// `"name":` as bytes, for `member(key:)`: made once for a name written many times.
    public static func keyBytes(_ name: String) -> [UInt8] {
        var writer = JSONWriter()
        writer.string(name)
        writer.raw(":")
        return writer.bytes
    }

    /// Closes the innermost open object.
    public mutating func endObject() {
        hasMembers >>= 1
        raw("}")
    }

    /// Opens an array whose elements each start with `element()`.
    public mutating func beginArray() {
        raw("[")
        hasMembers <<= 1
    }

    /// Starts an element of the innermost open array: a comma if one came before.
    public mutating func element() {
        separate()
    }

    /// Closes the innermost open array.
    public mutating func endArray() {
        hasMembers >>= 1
        raw("]")
    }

    private mutating func separate() {
        if hasMembers & 1 != 0 { raw(",") }
        hasMembers |= 1
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

    /// Appends a number literal as it is: text that must be a valid JSON number (`-1.5`).
    public mutating func rawNumber(_ literal: String) {
        bytes.append(contentsOf: literal.utf8)
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
