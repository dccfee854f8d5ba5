/// A JSON value held in memory: for tests and rare paths, not for the store's hot path.
///
/// Numbers keep their literal text, so nothing is rounded; objects keep their members in the
/// order of the document, duplicate keys included. `==` compares numbers by their text (`1.0` is
/// not `1`), strings as `String` does, and members in order.
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A number as written in the document, such as `-12`, `0.5` or `1e400`. A value made in code
    /// must hold a valid JSON number literal, or the writer will write invalid JSON.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Reads a whole document.
    public init(parsing bytes: [UInt8], maxDepth: Int = JSONReader.defaultMaxDepth) throws(JSONError) {
        self = try bytes.withUnsafeBufferPointer { (buffer) throws(JSONError) in
            var reader = JSONReader(buffer, maxDepth: maxDepth)
            let value = try reader.readValue()
            try reader.finish()
            return value
        }
    }

    /// A number value holding `value`.
    public static func number(_ value: Int) -> JSONValue { .number(String(value)) }

    /// The kind of the value.
    public var kind: JSONKind {
        switch self {
        case .null: .null
        case .bool: .bool
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    /// The value of the first member named `key` of an object; `nil` if there is none or this is
    /// not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// Equal values of the same kind; objects are equal when their members are, in the same order.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let left), .bool(let right)): left == right
        case (.number(let left), .number(let right)): left == right
        case (.string(let left), .string(let right)): left == right
        case (.array(let left), .array(let right)): left == right
        case (.object(let left), .object(let right)):
            left.count == right.count && zip(left, right).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }
}
