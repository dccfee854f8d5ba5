import TodoCore

/// `every RULE` read from `add`'s words, made into the edits of the task by `add`'s own
/// `--every` and `--from-completion` options: the words and the options cannot set a repetition
/// two ways. The options are found among `add`'s declarations, not named twice.
enum RepetitionWords {
    /// The options of the field that `--every` sets, if `add` has it.
    private static var every: FieldOptionSpecs? {
        FieldOptionSpecs.builtIn.first { $0.set.spec.name == "every" }
    }

    /// `--from-completion`, if `add` has it.
    private static var fromCompletion: OptionSpec? {
        FieldOptionSpecs.options(of: .add).first { $0.name == "from-completion" }
    }

    /// The field a repetition is, when `add` reads `every RULE`: it has both options.
    static var field: TaskField? {
        fromCompletion == nil ? nil : every?.field
    }

    /// Whether `add` reads `every RULE` when the options do not give the repetition (`given`
    /// names the fields they give).
    static func isRead(given: Set<String>) -> Bool {
        field.map { !given.contains($0.name) } ?? false
    }

    /// The edits `--every RULE` (with `--from-completion` for `every!`) make.
    static func edits(_ repetition: SentenceRepetition, context: CommandContext) throws -> [FieldEdit] {
        guard let every, let fromCompletion else { return [] }
        var arguments = ParsedArguments()
        arguments.record(every.set.spec, value: repetition.text)
        if repetition.fromCompletion { arguments.record(fromCompletion, value: nil) }
        return try FieldOptionSpecs.edits(arguments, context: context)
    }
}
