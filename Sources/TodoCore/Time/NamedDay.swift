/// A day named by words: `yesterday`, `today`, `tonight`, `tomorrow`, `day after tomorrow`,
/// `friday`, `next friday`, `this friday`, `fri`.
enum NamedDay: Equatable {
    /// A day this many days from today: -1 yesterday, 0 today, 1 tomorrow, 2 the day after.
    case fromToday(Int)
    case tonight
    /// A weekday, 1 for Monday: its first occurrence after today, or with `this`, from today on.
    case weekday(Int, includingToday: Bool)

    /// Reads a named day at the cursor; nil, the cursor unmoved, when none starts there.
    static func read(_ cursor: inout DateTokenCursor) throws(DateReadFailure) -> NamedDay? {
        switch cursor.peek() {
        case .word(.yesterday): cursor.advance(); return .fromToday(-1)
        case .word(.today): cursor.advance(); return .fromToday(0)
        case .word(.tomorrow): cursor.advance(); return .fromToday(1)
        case .word(.tonight): cursor.advance(); return .tonight
        case .word(.the), .word(.unit(.day)): return try readDayAfterTomorrow(&cursor)
        case .word(.weekday(let weekday)):
            cursor.advance()
            return .weekday(weekday, includingToday: false)
        case .word(.next), .word(.this):
            guard case .word(.weekday(let weekday)) = cursor.peek(1) else { throw .unreadable }
            let includingToday = cursor.peek() == .word(.this)
            cursor.advance(by: 2)
            return .weekday(weekday, includingToday: includingToday)
        default:
            return nil
        }
    }

    /// `[the] day after tomorrow`; nil, the cursor unmoved, for a `the` that starts something
    /// else (`the 5th`).
    private static func readDayAfterTomorrow(_ cursor: inout DateTokenCursor) throws(DateReadFailure)
        -> NamedDay?
    {
        var attempt = cursor
        let hasThe = attempt.take(.the)
        guard attempt.take(.unit(.day)) else { return nil }
        guard attempt.take(.after), attempt.take(.tomorrow) else {
            if hasThe { return nil }
            throw .unreadable
        }
        cursor = attempt
        return .fromToday(2)
    }

    /// The day part this names at `context.today`.
    func resolve(_ context: DateParsingContext) throws(DateReadFailure) -> DayPart {
        let today = context.today
        switch self {
        case .fromToday(let days):
            return .date(try context.date(today, adding: Int64(days)))
        case .tonight:
            return .tonight
        case .weekday(let weekday, let includingToday):
            let first = includingToday ? 0 : 1
            let days = (weekday - today.weekday - first + 7) % 7 + first
            return .date(try context.date(today, adding: Int64(days)))
        }
    }
}
