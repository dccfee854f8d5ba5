/// The kind of a JSON value, known from its first byte.
public enum JSONKind: Equatable, Sendable, CustomStringConvertible {
    case object, array, string, number, bool, null

    /// The kind with an article, for messages: `an object`, `a string`, `null`.
    public var description: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
