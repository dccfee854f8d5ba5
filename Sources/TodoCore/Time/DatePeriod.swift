/// The end of a day, week, month or year: `eod`, `eow`, `eom`, `eoy`, `end of the month`,
/// `this week`, `next month`, `next year`. Weeks run Monday to Sunday.
struct DatePeriod: Equatable {
    typealias Unit = DateWord.Unit

    var unit: Unit
    /// 0 for this period, 1 for the next.
    var ahead: Int

    /// Reads a period at the cursor; nil, the cursor unmoved, when none starts there (`this` and
    /// `next` before a weekday are days, not periods).
    static func read(_ cursor: inout DateTokenCursor) throws(DateReadFailure) -> DatePeriod? {
        switch cursor.peek() {
        case .word(.endOf(let unit)):
            cursor.advance()
            return DatePeriod(unit: unit, ahead: 0)
        case .word(.end):
            cursor.advance()
            guard cursor.take(.of) else { throw .unreadable }
            _ = cursor.take(.the)
            guard let unit = cursor.takeUnit(), unit != .minute, unit != .hour else { throw .unreadable }
            return DatePeriod(unit: unit, ahead: 0)
        case .word(.this), .word(.next):
            guard case .word(.unit(let unit)) = cursor.peek(1), [.week, .month, .year].contains(unit) else {
                return nil
            }
            let ahead = cursor.peek() == .word(.next) ? 1 : 0
            cursor.advance(by: 2)
            return DatePeriod(unit: unit, ahead: ahead)
        default:
            return nil
        }
    }

    /// The last day of the period, the one `today` falls in or the next.
    func lastDay(_ context: DateParsingContext) throws(DateReadFailure) -> CivilDate {
        let today = context.today
        switch unit {
        case .minute, .hour, .day:
            return try context.date(today, adding: Int64(ahead))
        case .week:
            return try context.date(today, adding: Int64(7 - today.weekday + 7 * ahead))
        case .month:
            return try context.date(today, addingMonths: Int64(ahead)).lastDayOfMonth
        case .year:
            guard let last = CivilDate(year: today.year + ahead, month: 12, day: 31) else {
                throw .outOfRange
            }
            return last
        }
    }
}
