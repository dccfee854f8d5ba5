/// `agenda`: the open tasks whose deadline has passed, earliest first, then each day from today
/// with the tasks due that day (see `DuePlan`).
public struct Agenda<Item: PlannableTask> {
    /// Open tasks whose deadline is not in the future, earliest deadline first.
    public let overdue: [Item]
    /// Today and the days after it, each with its tasks, empty days included.
    public let days: [DueDay<Item>]

    /// The agenda of `tasks` for `dayCount` days from today (in `zone` at `now`); see
    /// `DuePlan.init` for `recurrence` and `zones`.
    @inlinable public init(
        _ tasks: [Item], dayCount: Int, now: Instant, zone: ZoneRules, recurrence: (Item) -> Recurrence?,
        zones: ZoneLookup
    ) {
        var overdue: [(seconds: Int64, id: Int, index: Int)] = []
        for (index, task) in tasks.enumerated() where PlannedTasks.shows(task, at: now) {
            if let deadline = task.deadline, deadline <= now {
                overdue.append((deadline.secondsSince1970, task.id, index))
            }
        }
        overdue.sort { ($0.seconds, $0.id) < ($1.seconds, $1.id) }
        self.overdue = overdue.map { tasks[$0.index] }
        days =
            DuePlan(
                tasks, from: zone.localDateTime(at: now).date, count: dayCount, now: now, zone: zone,
                includesPast: false, recurrence: recurrence, zones: zones
            ).days
    }
}
