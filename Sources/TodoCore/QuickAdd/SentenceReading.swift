/// What `SentenceReader` read from a task typed as one sentence: the title left, and each field
/// read as the edit `add` makes of it, with the words it was read from.
public struct SentenceReading: Sendable {
    /// One field read from the words.
    public struct Part: Sendable {
        /// The edit of the task, as the field's option would give it.
        public let edit: FieldEdit
        /// The words it was read from, as typed: `by friday 5pm`, `@home`, `pri:h`.
        public let words: String

        /// A field read from `words`.
        public init(_ edit: FieldEdit, words: String) {
            self.edit = edit
            self.words = words
        }
    }

    /// The words that are no field, in order: the words as given, joined by spaces, when nothing
    /// was read; else the other words joined by single spaces.
    public let title: String
    /// The fields read, in the order of the words.
    public let parts: [Part]
    /// The repetition `every RULE` asks for, or nil.
    public let repetition: SentenceRepetition?

    /// A reading of the title and the parts read.
    public init(title: String, parts: [Part] = [], repetition: SentenceRepetition? = nil) {
        self.title = title
        self.parts = parts
        self.repetition = repetition
    }

    /// Whether no field was read: the words are the title.
    public var isEmpty: Bool { parts.isEmpty && repetition == nil }

    /// The edits of a new task: its title, then each field read (not the repetition, which `add`
    /// makes into the edits of `--every`).
    public var edits: [FieldEdit] {
        [FieldEdit(.title, .set(.text(title)))] + parts.map(\.edit)
    }

    /// The part that sets the field named `name`, if one was read.
    public func part(_ name: String) -> Part? {
        parts.first { $0.edit.field.name == name }
    }
}

/// `every RULE` or `every! RULE` read from a sentence: what `--every RULE` (and
/// `--from-completion`) would be given.
public struct SentenceRepetition: Hashable, Sendable {
    /// The rule, as `RecurrenceRuleParser` reads it.
    public let rule: RecurrenceRule
    /// The words after `every`, as typed: the value `--every` would be given.
    public let text: String
    /// Whether it was `every!`: the next deadline counts from the completion.
    public let fromCompletion: Bool
    /// The words it was read from, `every` included.
    public let words: String

    /// A repetition read from `words`.
    public init(rule: RecurrenceRule, text: String, fromCompletion: Bool, words: String) {
        self.rule = rule
        self.text = text
        self.fromCompletion = fromCompletion
        self.words = words
    }
}
