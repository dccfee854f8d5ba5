/// The filter words of `list`, and what a task must have to be listed: every word must hold.
///
/// - `+NAME`: has the tag; `-NAME`: has not (case ignored);
/// - `project:NAME`: belongs to the project or to one inside it (`home.garden` is in `home`);
/// - `priority:high|medium|low` (or `h`, `m`, `l`);
/// - `due:today|tomorrow|week|none`: a deadline on that local day or week (Monday to Sunday), or none;
/// - any other word: text that the title, description, location or address contains, case ignored.
public struct TaskFilter: Sendable {
    var tags: [LabelKey] = []
    var excludedTags: [LabelKey] = []
    var projects: [LabelKey] = []
    var priorities: [TaskPriority] = []
    var dues: [DueFilter] = []
    var texts: [TextNeedle] = []
    /// The words as given.
    public let words: [String]

    /// Reads the filter words; days of `due:` are those of `now` in `zone`.
    public init(words: [String], now: Instant, zone: ZoneRules) throws(TaskFilterError) {
        self.words = words
        for word in words {
            try read(word, now: now, zone: zone)
        }
    }

    /// The words `due:` takes (`today`, `tomorrow`, `week`, `none`), for completion.
    public static var dueWords: [String] { DueFilter.words }

    /// Whether there is nothing to filter by.
    public var isEmpty: Bool { words.isEmpty }

    private mutating func read(_ word: String, now: Instant, zone: ZoneRules) throws(TaskFilterError) {
        if let sign = word.first, sign == "+" || sign == "-", LabelName.isValid(word.dropFirst()) {
            let key = LabelKey(String(word.dropFirst()))
            if sign == "+" { tags.append(key) } else { excludedTags.append(key) }
            return
        }
        guard let colon = word.firstIndex(of: ":") else {
            texts.append(TextNeedle(word))
            return
        }
        let value = String(word[word.index(after: colon)...])
        switch word[..<colon].lowercased() {
        case "project":
            do {
                projects.append(LabelKey(try LabelName.validated(value, as: .project)))
            } catch {
                throw .invalidName(error)
            }
        case "priority":
            guard let priority = TaskPriority(word: value) else {
                throw .invalidChoice(filter: "priority:", value: value, choices: TaskPriority.names)
            }
            priorities.append(priority)
        case "due":
            guard let due = DueFilter(word: value, now: now, zone: zone) else {
                throw .invalidChoice(filter: "due:", value: value, choices: DueFilter.words)
            }
            dues.append(due)
        default:
            texts.append(TextNeedle(word))
        }
    }
}
