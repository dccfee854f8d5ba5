/// A time of day as date text gives it: `17:00`, `17:00:30`, `5pm`, `9:30 am`, `12am`.
struct ClockTime: Equatable {
    var hour: Int
    var minute: Int
    var second: Int

    func on(_ date: CivilDate) -> LocalDateTime? {
        LocalDateTime(date: date, hour: hour, minute: minute, second: second)
    }

    /// Reads a time at the cursor, after an optional `at`. Returns nil, the cursor unmoved,
    /// when the tokens there are not a time: a number starts a time only when `:`, `am` or
    /// `pm` follows it.
    static func read(_ cursor: inout DateTokenCursor) throws(DateReadFailure) -> ClockTime? {
        let hasAt = cursor.peek() == .word(.at)
        let start = hasAt ? 1 : 0
        guard case .number(let hour, let hourDigits) = cursor.peek(start) else {
            if hasAt { throw .unreadable }
            return nil
        }
        let next = cursor.peek(start + 1)
        guard next == .colon || next == .word(.am) || next == .word(.pm) else {
            if hasAt { throw .unreadable }
            return nil
        }
        guard hourDigits <= 2 else { throw .unreadable }
        cursor.advance(by: start + 1)
        var time = ClockTime(hour: hour, minute: 0, second: 0)
        if cursor.take(.colon) {
            guard let minute = cursor.takeNumber(digitCount: 2...2) else { throw .unreadable }
            time.minute = minute
            if cursor.take(.colon) {
                guard let second = cursor.takeNumber(digitCount: 2...2) else { throw .unreadable }
                time.second = second
            }
        }
        guard time.minute <= 59, time.second <= 59 else { throw .noSuchDayOrTime }
        if cursor.take(.word(.am)) {
            guard (1...12).contains(hour) else { throw .noSuchDayOrTime }
            time.hour = hour % 12
        } else if cursor.take(.word(.pm)) {
            guard (1...12).contains(hour) else { throw .noSuchDayOrTime }
            time.hour = hour % 12 + 12
        } else {
            guard hour <= 23 else { throw .noSuchDayOrTime }
        }
        return time
    }
}
