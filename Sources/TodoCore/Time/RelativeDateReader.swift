/// Reads `+30m`, `+2h`, `+3d`, `+1w` (after the `+`) and `in 2 hours` (after the `in`).
///
/// Minutes and hours are exact durations. Days and weeks are calendar days that keep the
/// wall-clock time of now, so `+1d` across a daylight saving change is still the same clock
/// time (23 or 25 hours later).
enum RelativeDateReader {
    static func read(
        _ cursor: inout DateTokenCursor, _ context: DateParsingContext
    ) throws(DateReadFailure) -> Instant {
        guard let count = cursor.takeNumber(digitCount: 1...Int.max),
            case .word(.unit(let unit)) = cursor.peek()
        else { throw .unreadable }
        cursor.advance()
        guard cursor.isAtEnd else { throw .unreadable }
        let amount = Int64(count)
        switch unit {
        case .minute:
            return try context.checked(context.now + amount * 60)
        case .hour:
            return try context.checked(context.now + amount * 3600)
        case .day, .week:
            let days = unit == .week ? amount * 7 : amount
            let date = try context.date(context.today, adding: days)
            return try context.instant(context.local.withDate(date))
        }
    }
}
