/// The filter words of `list`, and what a task must have to be listed: every word must hold.
///
/// - `+NAME`: has the tag; `-NAME`: has not (case ignored);
/// - `project:NAME`: belongs to the project or to one inside it (`home.garden` is in `home`);
/// - `priority:high|medium|low` (or `h`, `m`, `l`);
/// - `due:today|tomorrow|week|none`: a deadline on that local day or week (Monday to Sunday), or none;
/// - `is:blocked`, `is:ready` (open, not blocked, not waiting), `is:waiting`, `is:repeating`;
/// - `NAME:VALUE`, `NAME:none`, `NAME:any` for a field of one's own the schema declares (see
///   `FieldFilter`);
/// - any other word: text that the title, description, location or address contains, case ignored
///   (`NAME:VALUE` of a field that is not declared included: it may be text such as `re:invoice`).
public struct TaskFilter: Sendable {
    var tags: [LabelKey] = []
    var excludedTags: [LabelKey] = []
    var projects: [LabelKey] = []
    var priorities: [TaskPriority] = []
    var dues: [DueFilter] = []
    var texts: [TextNeedle] = []
    var fields: [FieldFilter] = []
    var conditions: [TaskCondition] = []
    /// The words as given.
    public let words: [String]

    /// Reads the filter words; days of `due:` are those of `now` in `zone`, and the user's own
    /// fields are those `schema` declares.
    public init(words: [String], now: Instant, zone: ZoneRules, schema: TaskSchema = .standard)
        throws(TaskFilterError)
    {
        self.words = words
        for word in words {
            try read(word, input: FieldInput(now: now, zone: zone), schema: schema)
        }
    }

    /// Whether a word filters by a field of one's own: only then is a summary's `fields` read.
    public var filtersUserFields: Bool { !fields.isEmpty }

    /// Whether a word asks whether tasks are blocked or ready: only then must the list be
    /// told which are (`TaskReadiness`).
    public var filtersBlocked: Bool { conditions.contains { $0 == .blocked || $0 == .ready } }

    /// Whether a word asks for waiting tasks (`is:waiting`), which `list` then shows.
    public var asksForWaiting: Bool { conditions.contains(.waiting) }

    /// The words `is:` takes (`blocked`, `ready`, `waiting`, `repeating`), for completion.
    public static var isWords: [String] { TaskCondition.allCases.map(\.rawValue) }

    /// The words `due:` takes (`today`, `tomorrow`, `week`, `none`), for completion.
    public static var dueWords: [String] { DueFilter.words }

    /// Whether there is nothing to filter by.
    public var isEmpty: Bool { words.isEmpty }

    private mutating func read(_ word: String, input: FieldInput, schema: TaskSchema) throws(TaskFilterError)
    {
        let (now, zone) = (input.now, input.zone)
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
        case "is":
            guard let condition = TaskCondition(rawValue: value.lowercased()) else {
                throw .invalidChoice(filter: "is:", value: value, choices: Self.isWords)
            }
            conditions.append(condition)
        case let name:
            guard let field = schema.userField(named: name) else {
                texts.append(TextNeedle(word))
                return
            }
            fields.append(try FieldFilter(field, value: value, input: input))
        }
    }
}
