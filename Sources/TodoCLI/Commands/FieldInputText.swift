import TodoCore

/// The errors of a typed field value, as a command line reports them.
enum FieldInputText {
    /// The usage error for a value given to `option` that cannot be read: a date that is no
    /// date (suggesting the closest form), a word not among the choices, a bad name, number or
    /// duration.
    static func usageError(_ failure: FieldInput.Failure, option: String, context: CommandContext) -> Error {
        usageError(failure, option: option, now: context.now, zone: context.zone)
    }

    /// The usage error for a value given to `option`, dates read at `now` in `zone`.
    static func usageError(_ failure: FieldInput.Failure, option: String, now: Instant, zone: ZoneRules)
        -> Error
    {
        switch failure {
        case .date(let error):
            let suggestion =
                error.reason == .unreadable
                ? DateSuggestion.closest(to: error.text, now: now, zone: zone) : nil
            return UsageError.invalidDate(error.message(suggesting: suggestion))
        case .choice(let value, let choices):
            return UsageError.invalidChoice(option: option, value: value, choices: choices)
        case .name(let error):
            return error
        case .number(let value):
            return UsageError.invalidValue(
                option: option, value: value, expected: "a number such as 2 or -1.5")
        case .seconds(let value):
            return UsageError.invalidReminder(value)
        case .task(let value):
            return UsageError.invalidId(value)
        case .recurrence(let error):
            let suggestion = error.reason == .unreadable ? RecurrenceSuggestion.closest(to: error.text) : nil
            return UsageError.invalidRepetition(error.message(suggesting: suggestion))
        }
    }
}
