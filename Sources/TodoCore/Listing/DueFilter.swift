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
        let start = zone.startOfDay
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
        self = .between(zone.startOfDay(day), zone.startOfDay(day.adding(days: 1)))
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
}
