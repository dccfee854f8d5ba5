/// A note on a task: a line of what happened (a phone number, what the plumber said), stamped
/// with when it was written. A task keeps its notes oldest first; `todo note` adds one.
public struct TaskNote: Hashable, Sendable {
    /// When it was written.
    public var at: Instant
    /// What it says; never empty in a stored task.
    public var text: String

    /// A note written `at` that says `text`.
    public init(at: Instant, text: String) {
        self.at = at
        self.text = text
    }

    /// `notes` oldest first; notes written at the same instant keep their order.
    public static func ordered(_ notes: [TaskNote]) -> [TaskNote] {
        guard zip(notes, notes.dropFirst()).contains(where: { $0.at > $1.at }) else { return notes }
        return notes.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(
            \.element)
    }
}
