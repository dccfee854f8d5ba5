/// Date text that `DateParser` cannot read, and why.
public struct DateParseError: Error, Equatable, Sendable {
    /// Why the text could not be read.
    public enum Reason: Equatable, Sendable {
        /// The text is none of the accepted forms.
        case unreadable
        /// The form is right but names no real day or time: February 30, 25:00, 13pm.
        case noSuchDayOrTime
        /// The day falls outside the years 1 to 9999.
        case outOfRange
        /// The text is longer than `DateParser.maximumLength`.
        case tooLong
    }

    /// The text as it was given.
    public let text: String
    /// Why it could not be read.
    public let reason: Reason

    /// One line for after `todo: `, such as `cannot read 'someday' as a date; try tomorrow,
    /// friday 17:00, in 2 days, the 5th or 2026-03-05, or see 'todo help dates'`.
    public var message: String { message(suggesting: nil) }

    /// The message, naming `suggestion` as the form perhaps meant when there is one:
    /// `cannot read 'tomorow' as a date (did you mean 'tomorrow'?); see 'todo help dates'`.
    public func message(suggesting suggestion: String?) -> String {
        let quoted = "'" + TimeText.escaped(text) + "'"
        switch reason {
        case .unreadable:
            guard let suggestion else { return "cannot read \(quoted) as a date; \(Self.forms)" }
            return "cannot read \(quoted) as a date (did you mean '\(TimeText.escaped(suggestion))'?); "
                + "see 'todo help dates'"
        case .noSuchDayOrTime:
            return "\(quoted) names a day or time that does not exist"
        case .outOfRange:
            return "\(quoted) is outside the years 1 to 9999"
        case .tooLong:
            return "the date text is too long (more than \(DateParser.maximumLength) characters); "
                + Self.forms
        }
    }

    private static let forms =
        "try tomorrow, friday 17:00, in 2 days, the 5th or 2026-03-05, or see 'todo help dates'"
}
