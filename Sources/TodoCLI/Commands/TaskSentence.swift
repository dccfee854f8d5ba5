import TodoCore

/// The words of `add` read as a sentence (`SentenceReader`) for the fields no option gives, or
/// with `--no-parse` the title as typed; and the edits of the new task they and the options make.
/// The ui's add form reads its title the same way.
struct TaskSentence {
    let words: [String]
    /// Whether the words are read: false with `--no-parse`.
    let isRead: Bool
    /// The fields the options give, by name: no word is read for them.
    let given: Set<String>

    /// What the words say in a store of `schema`, at `now` in `zone`.
    func reading(schema: TaskSchema, now: Instant, zone: ZoneRules) -> SentenceReading {
        guard isRead else { return SentenceReading(title: words.spaced()) }
        return SentenceReader(
            now: now, zone: zone, schema: schema, given: given,
            readsRepetition: RepetitionWords.isRead(given: given)
        ).read(words)
    }

    /// The edits of the new task: the title and fields read, those of `options`, then the
    /// repetition's, which `--every` makes after the deadline.
    static func edits(_ reading: SentenceReading, options: [FieldEdit], context: CommandContext) throws
        -> TaskEdits
    {
        var edits = TaskEdits(reading.edits + options)
        if let repetition = reading.repetition {
            edits.fields += try RepetitionWords.edits(repetition, context: context)
        }
        return edits
    }
}
