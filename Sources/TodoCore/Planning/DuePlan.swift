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
        var days = (0..<max(count, 0)).map { DueDay<Item>(date: first.adding(days: Int64($0))) }
        Self.forEachDue(
            tasks, from: first, count: count, now: now, zone: zone, includesPast: includesPast,
            recurrence: recurrence, zones: zones
        ) { day, task, deadline, projected in
            days[day].entries.append(DueEntry(task: task, deadline: deadline, isProjected: projected))
        }
        for index in days.indices where days[index].entries.count > 1 {
            days[index].entries.sort { ($0.deadline, $0.task.id) < ($1.deadline, $1.task.id) }
        }
        self.days = days
    }

    /// How many tasks are due on each day of the same span, as `DuePlan(…).counts` says, without
    /// keeping or sorting the entries: what `calendar` shows of a month.
    @inlinable public static func counts(
        _ tasks: some Sequence<Item>, from first: CivilDate, count: Int, now: Instant, zone: ZoneRules,
        includesPast: Bool, recurrence: (Item) -> Recurrence?, zones: ZoneLookup
    ) -> [Int] {
        var counts = Array(repeating: 0, count: max(count, 0))
        forEachDue(
            tasks, from: first, count: count, now: now, zone: zone, includesPast: includesPast,
            recurrence: recurrence, zones: zones
        ) { day, _, _, _ in counts[day] += 1 }
        return counts
    }

    /// Calls `body` with the day (from 0), the task, the deadline and whether it is a projected
    /// occurrence, for each place a task takes in the span, in no particular order.
    @inlinable static func forEachDue(
        _ tasks: some Sequence<Item>, from first: CivilDate, count: Int, now: Instant, zone: ZoneRules,
        includesPast: Bool, recurrence: (Item) -> Recurrence?, zones: ZoneLookup,
        _ body: (Int, Item, Instant, Bool) -> Void
    ) {
        guard count > 0 else { return }
        let last = first.adding(days: Int64(count - 1))
        let start = zone.startOfDay(first)
        let end = zone.startOfDay(last.adding(days: 1)) - 1
        let firstNumber = first.daysSince1970
        var rulesByZone: [String: ZoneRules] = [:]
        func place(_ task: Item, _ deadline: Instant, projected: Bool) {
            let offset = zone.localDateTime(at: deadline).date.daysSince1970 - firstNumber
            guard offset >= 0, offset < count else { return }
            body(Int(offset), task, deadline, projected)
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
    }

    /// The number of entries due on each day, in order.
    public var counts: [Int] { days.map(\.entries.count) }
}
