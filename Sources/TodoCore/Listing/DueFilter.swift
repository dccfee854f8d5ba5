/// A `due:` filter: tasks whose deadline falls on today, tomorrow or this week (Monday to
/// Sunday), in local days; or tasks without a deadline.
enum DueFilter: Sendable {
    /// A deadline from the first instant up to, not including, the second.
    case between(Instant, Instant)
    case none

    /// The words `due:` takes.
    static let words = ["today", "tomorrow", "week", "none"]

    /// The filter `word` names, with days as they fall at `now` in `zone`; nil for another word.
    init?(word: String, now: Instant, zone: ZoneRules) {
        let today = zone.localDateTime(at: now).date
        let start = { (date: CivilDate) in Self.start(of: date, zone: zone) }
        switch word.lowercased() {
        case "today": self = .between(start(today), start(today.adding(days: 1)))
        case "tomorrow": self = .between(start(today.adding(days: 1)), start(today.adding(days: 2)))
        case "week":
            let monday = today.adding(days: Int64(1 - today.weekday))
            self = .between(start(monday), start(monday.adding(days: 7)))
        case "none": self = .none
        default: return nil
        }
    }

    /// Instants on `day`, a local day of `zone`.
    init(day: CivilDate, zone: ZoneRules) {
        self = .between(Self.start(of: day, zone: zone), Self.start(of: day.adding(days: 1), zone: zone))
    }

    func matches(_ deadline: Instant?) -> Bool {
        switch self {
        case .between(let first, let end):
            guard let deadline else { return false }
            return first <= deadline && deadline < end
        case .none:
            return deadline == nil
        }
    }

    /// The first instant of `date` in `zone` (later than midnight where a clock change skips it).
    private static func start(of date: CivilDate, zone: ZoneRules) -> Instant {
        guard let midnight = LocalDateTime(date: date, hour: 0, minute: 0) else { return .earliest }
        return zone.instant(for: midnight)
    }
}
