/// What the day part of date text names, before a time joins it: one of the day rules
/// (`DateCount`, `DatePeriod`, `NamedDay`, `DayOfMonth`), resolved at now.
enum DayPart: Equatable {
    /// A day: alone, its end (23:59:59); with a time, that time on it.
    case date(CivilDate)
    /// A day counted from today (`in 2 days`): alone, now's clock time on it; with a time after
    /// `at`, that time on it.
    case counted(CivilDate)
    /// `tonight`: alone, 21:00 today, or the end of today from 21:00; with a time, that time today.
    case tonight
    /// An instant no time may join: `in 2 hours`, `eom`, `next week`.
    case exact(Instant)

    /// Reads a day part at the cursor with the first rule that matches; nil, the cursor unmoved,
    /// when none does. `on` may stand before a named day or a day of the month.
    static func read(
        _ cursor: inout DateTokenCursor, _ context: DateParsingContext
    ) throws(DateReadFailure) -> DayPart? {
        if let count = try DateCount.read(&cursor) { return try count.resolve(context) }
        if let period = try DatePeriod.read(&cursor) {
            return .exact(try context.endOfDay(period.lastDay(context)))
        }
        let hasOn = cursor.take(.on)
        if let day = try NamedDay.read(&cursor) { return try day.resolve(context) }
        if let day = try DayOfMonth.read(&cursor) { return .date(try day.resolve(context)) }
        if hasOn { throw .unreadable }
        return nil
    }

    /// Whether a time may follow this day part at the cursor: not after an exact instant, and
    /// after a count only with `at` (`in 2 days at 5pm`), so that `+3d2h` is not read as 02:00.
    func takesTime(at cursor: DateTokenCursor) -> Bool {
        switch self {
        case .date, .tonight: true
        case .counted: cursor.peek() == .word(.at)
        case .exact: false
        }
    }

    /// Whether a time may come before this day part: `5pm friday`, not `5pm in 2 days`.
    var takesLeadingTime: Bool {
        switch self {
        case .date, .tonight: true
        case .counted, .exact: false
        }
    }
}
