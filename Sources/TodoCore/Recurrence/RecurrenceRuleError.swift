/// Repetition text that `RecurrenceRuleParser` cannot read, and why: a usage error.
public struct RecurrenceRuleError: Error, Equatable, Sendable {
    /// Why the text could not be read.
    public enum Reason: Equatable, Sendable {
        /// The text is none of the accepted forms.
        case unreadable
        /// The form is right but names a day that does not exist: the 32nd, 30 February.
        case noSuchDay
        /// A count of days, weeks, months or years outside 1 to `RecurrenceRule.maximumInterval`.
        case countOutOfRange
        /// The text is longer than `RecurrenceRuleParser.maximumLength`.
        case tooLong
    }

    /// The text as it was given.
    public let text: String
    /// Why it could not be read.
    public let reason: Reason

    /// One line for after `todo: `, such as `cannot read 'fortnightly' as a repetition; try day,
    /// weekday, monday, mon,thu, 2 weeks or month on the 15th, or see 'todo help every'`.
    public var message: String { message(suggesting: nil) }

    /// The message, naming `suggestion` as the form perhaps meant when there is one:
    /// `cannot read 'montly' as a repetition (did you mean 'monthly'?); see 'todo help every'`.
    public func message(suggesting suggestion: String?) -> String {
        let quoted = "'" + TimeText.escaped(text) + "'"
        switch reason {
        case .unreadable:
            guard let suggestion else { return "cannot read \(quoted) as a repetition; " + Self.forms }
            return "cannot read \(quoted) as a repetition (did you mean '\(TimeText.escaped(suggestion))'?); "
                + "see 'todo help every'"
        case .noSuchDay:
            return "\(quoted) names a day that does not exist; " + Self.forms
        case .countOutOfRange:
            return "\(quoted) repeats every 0 or too many periods: the count must be from 1 to "
                + "\(RecurrenceRule.maximumInterval)"
        case .tooLong:
            return "the repetition text is too long (more than \(RecurrenceRuleParser.maximumLength) "
                + "characters); " + Self.forms
        }
    }

    /// `try day, weekday, …, or see 'todo help every'`, from the forms `todo help every` lists.
    private static var forms: String {
        let tried = RecurrenceForm.all.filter(\.isSuggested).map(\.example)
        return "try " + tried.dropLast().joined(by: ", ") + " or " + (tried.last ?? "")
            + ", or see 'todo help every'"
    }
}
