import TodoCore

/// What `/` narrows the lists to: the filter words of `todo list`, read as `list` reads them
/// (`+TAG`, `-TAG`, `project:NAME`, `priority:`, `due:`, `NAME:VALUE` of a field of one's own,
/// and text that the title, description, location or address contains, ignoring case), every
/// word holding.
struct TextFilter {
    /// The words as typed.
    let text: String
    /// Nil for no words.
    private let filter: TaskFilter?

    /// No filter: every task shows.
    init() {
        text = ""
        filter = nil
    }

    /// The filter `text` spells at `now` in `zone`, with the fields the store declares; a word
    /// `list` would refuse is refused the same.
    init(_ text: String, now: Instant, zone: ZoneRules, fields: [FieldDeclaration]) throws(TaskFilterError) {
        self.text = text
        let words = text.split(separator: " ").map(String.init)
        filter =
            words.isEmpty
            ? nil
            : try TaskFilter(words: words, now: now, zone: zone, schema: TaskSchema(declarations: fields))
    }

    var isEmpty: Bool { filter == nil }

    func matches(_ task: TaskSummary, in summaries: TaskSummaries, readiness: TaskReadiness) -> Bool {
        filter?.matches(task, in: summaries, readiness: readiness) ?? true
    }
}
