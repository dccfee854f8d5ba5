/// The day named in date text: a date, or one of the words that are also a time.
enum DayPart: Equatable {
    case date(CivilDate)
    case tonight
    case endOfDay
    case endOfWeek

    /// Reads `today`, `tomorrow`, `tonight`, `eod`, `eow`, `[next] friday`, `5 mar [2027]` or
    /// `mar 5[,] [2027]` at the cursor; nil, the cursor unmoved, when none starts there.
    static func read(
        _ cursor: inout DateTokenCursor, _ context: DateParsingContext
    ) throws(DateReadFailure) -> DayPart? {
        let today = context.today
        switch cursor.peek() {
        case .word(.today):
            cursor.advance()
            return .date(today)
        case .word(.tomorrow):
            cursor.advance()
            return .date(try context.date(today, adding: 1))
        case .word(.tonight):
            cursor.advance()
            return .tonight
        case .word(.endOfDay):
            cursor.advance()
            return .endOfDay
        case .word(.endOfWeek):
            cursor.advance()
            return .endOfWeek
        case .word(.next):
            guard case .word(.weekday(let weekday)) = cursor.peek(1) else { throw .unreadable }
            cursor.advance(by: 2)
            return .date(try nextWeekday(weekday, context))
        case .word(.weekday(let weekday)):
            cursor.advance()
            return .date(try nextWeekday(weekday, context))
        case .word(.month(let month)):
            cursor.advance()
            return .date(try CalendarDateReader.readMonthFirst(month: month, &cursor, context))
        case .number(let day, let digits):
            guard digits <= 2, case .word(.month(let month)) = cursor.peek(1) else { return nil }
            cursor.advance(by: 2)
            return .date(
                try CalendarDateReader.resolve(day: day, month: month, year: cursor.takeYear(), context))
        default:
            return nil
        }
    }

    /// The first day after today with this weekday (1 is Monday): on a Monday, `monday` is a
    /// week away.
    private static func nextWeekday(
        _ weekday: Int, _ context: DateParsingContext
    ) throws(DateReadFailure) -> CivilDate {
        let days = (weekday - context.today.weekday + 6) % 7 + 1
        return try context.date(context.today, adding: Int64(days))
    }
}
