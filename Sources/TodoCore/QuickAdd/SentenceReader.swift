/// Reads a task typed as one sentence, as `add` does with its words:
/// `Call mom tomorrow 6pm @home +family` is the task `Call mom`, due tomorrow at 18:00, at the
/// place `home`, tagged `family`.
///
/// - At the end, in any order: a date phrase as `--due` reads it (`DateParser`), optionally after
///   `by`, `due`, `on` or `at`; and `every RULE` as `--every` reads it (`RecurrenceRuleParser`),
///   `every! RULE` counting from the completion. See `SentenceEnding` for which phrase is taken.
/// - Anywhere: `+tag` (`TitleTags`), `@WORD` (the location's name), `project:NAME` or `pro:NAME`,
///   `priority:LEVEL` or `pri:LEVEL`, and `NAME:VALUE` for a field of one's own, each value read
///   as the field's option reads it (`FieldInput`). A word whose value does not read stays in the
///   title, and so does every such word for a field but the last.
/// - What is left, in order, is the title.
///
/// A field an option gives (`given`) is read from no word. Pure: the words, `now`, the zone and
/// the store's fields in; the title and the fields read out.
public struct SentenceReader: Sendable {
    /// The moment dates count from: a date phrase must be later.
    public let now: Instant
    /// The zone dates are read in.
    public let zone: ZoneRules
    /// The store's fields: `NAME:VALUE` is read for the fields of one's own it declares.
    public let schema: TaskSchema
    /// The names of the fields options give (`deadline` for `--due`): no word is read for them.
    public let given: Set<String>
    /// Whether `every RULE` is read: false when the command cannot set a repetition, or an option
    /// gives it. A date phrase right after `every` is then left in the title too.
    public let readsRepetition: Bool

    /// A reader at `now` in `zone` for a store of `schema`.
    public init(
        now: Instant, zone: ZoneRules, schema: TaskSchema = .standard, given: Set<String> = [],
        readsRepetition: Bool = false
    ) {
        self.now = now
        self.zone = zone
        self.schema = schema
        self.given = given
        self.readsRepetition = readsRepetition
    }

    /// The title and the fields `arguments` (the words as given, each may hold spaces) say.
    public func read(_ arguments: [String]) -> SentenceReading {
        let words = arguments.flatMap { $0.split(whereSeparator: \.isWhitespace) }
        let labels = labelParts(words)
        let taken = Set(labels.map(\.index))
        let rest = words.indices.filter { !taken.contains($0) }.map { words[$0] }
        let ending = SentenceEnding(
            words: rest, now: now, zone: zone, readsDate: !given.contains(TaskField.deadline.name),
            readsRule: readsRepetition
        ).read()
        guard !labels.isEmpty || ending != nil else {
            return SentenceReading(title: arguments.spaced())
        }
        var parts = labels.map(\.part)
        let titleEnd = ending?.start ?? rest.count
        if let (range, instant) = ending?.date {
            parts.append(
                SentenceReading.Part(
                    FieldEdit(.deadline, .set(.date(instant))), words: rest[range].spaced()))
        }
        return SentenceReading(
            title: rest[..<titleEnd].spaced(), parts: parts,
            repetition: ending?.rule?.repetition)
    }

    /// The words read anywhere, in order: every `+tag`, and for each other field the last word
    /// that sets it.
    private func labelParts(_ words: [Substring]) -> [(index: Int, part: SentenceReading.Part)] {
        var tags: [(index: Int, part: SentenceReading.Part)] = []
        var lastByField: [String: (index: Int, part: SentenceReading.Part)] = [:]
        for (index, word) in words.enumerated() {
            if let tag = TitleTags.tag(in: word) {
                tags.append(
                    (index, SentenceReading.Part(FieldEdit(.tags, .add(.names([tag]))), words: String(word))))
            } else if let edit = edit(of: word) {
                lastByField[edit.field.name] = (index, SentenceReading.Part(edit, words: String(word)))
            }
        }
        return (tags + lastByField.values).sorted { $0.index < $1.index }
    }

    /// The edit a word `@WORD` or `KEY:VALUE` makes, or nil for a word of the title.
    private func edit(of word: Substring) -> FieldEdit? {
        if word.first == "@" {
            let name = word.dropFirst()
            guard let first = name.first, first != "@", !given.contains(TaskField.location.name) else {
                return nil
            }
            return FieldEdit(.location, .set(.place(Location(name: String(name)))))
        }
        guard let colon = word.firstIndex(of: ":"), colon != word.startIndex else { return nil }
        let value = word[word.index(after: colon)...]
        guard !value.isEmpty, let field = field(keyed: word[..<colon].lowercased()),
            !given.contains(field.name),
            let read = try? FieldInput(now: now, zone: zone).value(String(value), as: field.kind)
        else { return nil }
        return FieldEdit(field, .set(read))
    }

    /// The field `KEY:` names: the project, the priority, or a field of one's own.
    private func field(keyed key: String) -> TaskField? {
        switch key {
        case "project", "pro": return .project
        case "priority", "pri": return .priority
        default: return schema.userField(named: key)
        }
    }
}
