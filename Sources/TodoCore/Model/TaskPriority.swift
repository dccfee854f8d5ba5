/// How much a task matters next to the others; most tasks have none.
public enum TaskPriority: String, CaseIterable, Hashable, Sendable {
    case high
    case medium
    case low

    /// The names, as a command line offers them (each may be shortened to its first letter).
    public static let names = allCases.map(\.rawValue)

    /// The priority a word names, ignoring case: `high` or `h`, `medium` or `m`, `low` or `l`.
    public init?(word: String) {
        switch word.lowercased() {
        case "high", "h": self = .high
        case "medium", "m": self = .medium
        case "low", "l": self = .low
        default: return nil
        }
    }
}
