/// The span a progress chart covers: the week (Monday to Sunday), the month or the year that
/// holds today.
public enum ProgressPeriod: String, CaseIterable, Sendable {
    case week
    case month
    case year

    /// The first and the last day of the period that holds `today`.
    public func days(around today: CivilDate) -> (from: CivilDate, to: CivilDate) {
        switch self {
        case .week:
            let monday = today.adding(days: Int64(1 - today.weekday))
            return (monday, monday.adding(days: 6))
        case .month:
            return (
                today.withDay(1),
                today.withDay(CivilDate.daysInMonth(year: today.year, month: today.month))
            )
        case .year:
            let first = CivilDate(year: today.year, month: 1, day: 1) ?? today
            let last = CivilDate(year: today.year, month: 12, day: 31) ?? today
            return (first, last)
        }
    }
}

extension CivilDate {
    /// The same month's day `day` (which must exist).
    func withDay(_ day: Int) -> CivilDate {
        CivilDate(year: year, month: month, day: day) ?? self
    }

    /// Days from `self` to `other` (negative when `other` is earlier).
    public func days(to other: CivilDate) -> Int {
        Int(other.daysSince1970 - daysSince1970)
    }
}
