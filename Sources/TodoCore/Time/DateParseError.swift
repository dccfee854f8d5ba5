/// Date text that `DateParser` cannot read, and why.
public struct DateParseError: Error, Equatable, Sendable {
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
    public let reason: Reason

    /// One line for after `todo: `, such as
    /// `cannot read 'nxt week' as a date; try 2026-03-05, 2026-03-05 17:30, +3d, tomorrow,
    /// friday 17:00 or 5pm`.
    public var message: String {
        let quoted = "'" + TimeText.escaped(text) + "'"
        switch reason {
        case .unreadable:
            return "cannot read \(quoted) as a date; \(Self.suggestion)"
        case .noSuchDayOrTime:
            return "\(quoted) names a day or time that does not exist"
        case .outOfRange:
            return "\(quoted) is outside the years 1 to 9999"
        case .tooLong:
            return "the date text is too long (more than \(DateParser.maximumLength) characters); "
                + Self.suggestion
        }
    }

    private static let suggestion = "try 2026-03-05, 2026-03-05 17:30, +3d, tomorrow, friday 17:00 or 5pm"
}
