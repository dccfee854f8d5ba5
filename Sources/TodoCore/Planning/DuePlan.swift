/// The open tasks due on each civil day of a span of days in a zone, the later occurrences of
/// repeating tasks included: what `agenda` lists after its overdue tasks and `calendar` counts.
///
/// A day is a calendar day in `zone`, from its first second to its last, however long daylight
/// saving makes it. A task is placed on the local day of its deadline; a repeating task also on
/// the day of each occurrence of its series after that deadline and after `now` (missed
/// occurrences are never projected: completing the task moves past them), up to the last day.
///
/// Inlinable, so that `agenda` and `calendar` get it made for the summaries they read: 10,000 of
/// them go through it.
public struct DuePlan<Item: PlannableTask> {
    /// Every day of the span, in order, empty ones included.
    public var days: [DueDay<Item>]

    /// The plan of `tasks` over `first` and the `count - 1` days after it. `recurrence` gives a
    /// task's repetition (nil for one that does not repeat), and `zones` the zone a
    /// repetition keeps its clock time in. `includesPast` places tasks whose deadline has passed
    /// too (`calendar`); without it (`agenda`) they are left to the overdue section.
    @inlinable public init(
        _ tasks: some Sequence<Item>, from first: CivilDate, count: Int, now: Instant, zone: ZoneRules,
        includesPast: Bool, recurrence: (Item) -> Recurrence?, zones: ZoneLookup
    ) {
        let count = max(count, 0)
        days = (0..<count).map { DueDay(date: first.adding(days: Int64($0))) }
        guard count > 0 else { return }
        let last = first.adding(days: Int64(count - 1))
        let start = zone.startOfDay(first)
        let end = zone.startOfDay(last.adding(days: 1)) - 1
        let firstNumber = first.daysSince1970
        var rulesByZone: [String: ZoneRules] = [:]
        func place(_ task: Item, _ deadline: Instant, projected: Bool) {
            let offset = zone.localDateTime(at: deadline).date.daysSince1970 - firstNumber
            guard offset >= 0, offset < count else { return }
            days[Int(offset)].entries.append(DueEntry(task: task, deadline: deadline, isProjected: projected))
        }
        for task in tasks where PlannedTasks.shows(task, at: now) {
            guard let deadline = task.deadline else { continue }
            if deadline >= start, deadline <= end, includesPast || deadline > now {
                place(task, deadline, projected: false)
            }
            guard let repetition = recurrence(task), deadline <= end else { continue }
            let rules = rulesByZone[repetition.zone] ?? zones.rules(for: repetition.zone)
            rulesByZone[repetition.zone] = rules
            for occurrence in repetition.occurrences(
                after: deadline, from: max(now, start - 1), through: end, zone: rules)
            {
                place(task, occurrence, projected: true)
            }
        }
        for index in days.indices where days[index].entries.count > 1 {
            days[index].entries.sort { ($0.deadline, $0.task.id) < ($1.deadline, $1.task.id) }
        }
    }

    /// The number of entries due on each day, in order.
    public var counts: [Int] { days.map(\.entries.count) }
}
