extension RecurrenceRule {
    /// Reads RRULE text as other programs write it (`FREQ=WEEKLY;BYDAY=MO`, in any case, with or
    /// without `RRULE:`); nil when `todo` does not interpret it, or when it has an `UNTIL` or
    /// `COUNT` (read those with `Recurrence(importing:start:zone:)`).
    ///
    /// Interpreted: `FREQ` (daily to yearly), `INTERVAL`, `BYDAY` (ordinals such as `1MO` and
    /// `-1FR` in monthly and yearly rules), `BYMONTHDAY` (also negative), `BYMONTH`, `BYSETPOS`
    /// and `WKST`.
    public init?(rrule text: String) {
        let reading = RRuleReading(text)
        guard let rule = reading.rule, reading.until == nil, reading.count == nil else { return nil }
        self = rule
    }

    /// The rule as RRULE text without `DTSTART`, `UNTIL` and `COUNT`, its parts in a fixed order
    /// and `INTERVAL` and `WKST` only when they are not 1 and Monday:
    /// `FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1`.
    public var rrule: String {
        var text = "FREQ=" + Self.frequencyNames[frequency.rawValue]
        if interval != 1 { text += ";INTERVAL=" + String(interval) }
        if !months.isEmpty { text += ";BYMONTH=" + Self.list(months) }
        if !monthDays.isEmpty { text += ";BYMONTHDAY=" + Self.list(monthDays) }
        if !weekdays.isEmpty || !ordinalWeekdays.isEmpty {
            let plain = weekdays.weekdays.map(RecurrenceWeekdays.code)
            let ordinal = ordinalWeekdays.map { String($0.ordinal) + RecurrenceWeekdays.code($0.weekday) }
            text += ";BYDAY=" + (plain + ordinal).joined(by: ",")
        }
        if !setPositions.isEmpty { text += ";BYSETPOS=" + Self.list(setPositions) }
        if weekStart != 1 { text += ";WKST=" + RecurrenceWeekdays.code(weekStart) }
        return text
    }

    private static let frequencyNames = ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"]

    private static func list(_ numbers: [Int]) -> String {
        numbers.map(String.init).joined(by: ",")
    }
}
