/// A time of day as date text gives it: `17:00`, `17:00:30`, `5pm`, `9:30 am`, `12am`, `17h`,
/// `17h30`, `noon`, `midnight` (the end of the day, 23:59:59), each after an optional `at`.
struct ClockTime: Equatable {
    var hour: Int
    var minute: Int
    var second: Int

    static let noon = ClockTime(hour: 12, minute: 0, second: 0)
    static let midnight = ClockTime(hour: 23, minute: 59, second: 59)

    func on(_ date: CivilDate) -> LocalDateTime? {
        LocalDateTime(date: date, hour: hour, minute: minute, second: second)
    }

    /// Reads a time at the cursor. Nil, the cursor unmoved, when the tokens there are not a
    /// time: a number starts a time only when `:`, `am`, `pm` or `h` follows it.
    static func read(_ cursor: inout DateTokenCursor) throws(DateReadFailure) -> ClockTime? {
        var attempt = cursor
        let hasAt = attempt.take(.at)
        let time: ClockTime?
        if attempt.take(.noon) {
            time = .noon
        } else if attempt.take(.midnight) {
            time = .midnight
        } else {
            time = try readDigits(&attempt)
        }
        guard let time else {
            if hasAt { throw .unreadable }
            return nil
        }
        cursor = attempt
        return time
    }

    /// `17:00[:30]`, `5[:30] pm`, `17h[30]`.
    private static func readDigits(_ cursor: inout DateTokenCursor) throws(DateReadFailure) -> ClockTime? {
        guard case .number(let hour, let hourDigits) = cursor.peek() else { return nil }
        let next = cursor.peek(1)
        guard next == .colon || next == .word(.am) || next == .word(.pm) || next == .word(.h) else {
            return nil
        }
        guard hourDigits <= 2 else { throw .unreadable }
        cursor.advance()
        var time = ClockTime(hour: hour, minute: 0, second: 0)
        if cursor.take(.h) {
            time.minute = cursor.takeNumber(digitCount: 2...2) ?? 0
            guard hour <= 23, time.minute <= 59 else { throw .noSuchDayOrTime }
            return time
        }
        if cursor.take(.colon) {
            guard let minute = cursor.takeNumber(digitCount: 2...2) else { throw .unreadable }
            time.minute = minute
            if cursor.take(.colon) {
                guard let second = cursor.takeNumber(digitCount: 2...2) else { throw .unreadable }
                time.second = second
            }
        }
        guard time.minute <= 59, time.second <= 59 else { throw .noSuchDayOrTime }
        if cursor.take(.am) {
            guard (1...12).contains(hour) else { throw .noSuchDayOrTime }
            time.hour = hour % 12
        } else if cursor.take(.pm) {
            guard (1...12).contains(hour) else { throw .noSuchDayOrTime }
            time.hour = hour % 12 + 12
        } else {
            guard hour <= 23 else { throw .noSuchDayOrTime }
        }
        return time
    }
}
