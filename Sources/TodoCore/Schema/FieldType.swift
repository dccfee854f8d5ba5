/// What a field of one's own holds (`todo field add NAME --type TYPE`).
public enum FieldType: String, CaseIterable, Hashable, Sendable {
    /// Any text.
    case text
    /// A decimal number: `2`, `-1.5`.
    case number
    /// An instant, read as `--due` reads dates (and it may lie in the past).
    case date
    /// One of a fixed list of words (`--values low,high`).
    case choice
}
