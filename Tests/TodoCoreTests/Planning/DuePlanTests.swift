import Testing

@testable import TodoCore

/// The days of `agenda` and `calendar`: civil days in the zone, daylight saving days included,
/// and the later occurrences of repeating tasks within the span only.
@Suite struct DuePlanTests {
    let newYork: ZoneRules
    let berlin: ZoneRules

    init() throws {
        newYork = try ZoneFixtures.zone("America/New_York")
        berlin = try ZoneFixtures.zone("Europe/Berlin")
    }

    func task(_ id: Int, due: Instant?, completed: Instant? = nil, every recurrence: Recurrence? = nil)
        -> TodoTask
    {
        var task = TodoTask(
            id: id, uuid: "u\(id)", title: "t\(id)", deadline: due,
            createdAt: Instant(secondsSince1970: 0), completedAt: completed)
        task.recurrence = recurrence
        return task
    }

    func plan(
        _ tasks: [TodoTask], from first: CivilDate, count: Int, now: Instant, zone: ZoneRules,
        includesPast: Bool = false
    ) -> DuePlan<TodoTask> {
        let plan = DuePlan(
            tasks, from: first, count: count, now: now, zone: zone, includesPast: includesPast,
            recurrence: \.recurrence, zones: ZoneLookup(local: zone))
        // What `calendar` counts without keeping the entries agrees with the plan's entries.
        let counts = DuePlan<TodoTask>.counts(
            tasks, from: first, count: count, now: now, zone: zone, includesPast: includesPast,
            recurrence: \.recurrence, zones: ZoneLookup(local: zone))
        #expect(counts == plan.counts)
        return plan
    }

    func ids(_ plan: DuePlan<TodoTask>) -> [[Int]] {
        plan.days.map { $0.entries.map(\.task.id) }
    }

    /// 1 November 2026 in New York has 25 hours: 23:30 that evening is 04:30 UTC on the 2nd,
    /// and more than 24 hours after the day began.
    @Test func aDayOfTwentyFiveHoursHoldsItsLastHour() throws {
        let at = { (text: String) in try RecurrenceFixtures.at(text, self.newYork) }
        let tasks = [
            task(1, due: try at("2026-11-01 00:30")), task(2, due: try at("2026-11-01 23:30")),
            task(3, due: try at("2026-11-02 00:00")), task(4, due: try at("2026-10-31 23:59:59")),
            task(5, due: try at("2026-11-03 00:00")),
        ]
        let now = try at("2026-10-30 12:00")
        let plan = plan(tasks, from: try ZoneFixtures.date(2026, 10, 31), count: 3, now: now, zone: newYork)
        #expect(plan.days.map(\.date.iso8601) == ["2026-10-31", "2026-11-01", "2026-11-02"])
        #expect(ids(plan) == [[4], [1, 2], [3]])
    }

    /// 8 March 2026 in New York has 23 hours.
    @Test func aDayOfTwentyThreeHoursEndsAtItsMidnight() throws {
        let at = { (text: String) in try RecurrenceFixtures.at(text, self.newYork) }
        let tasks = [
            task(1, due: try at("2026-03-08 23:30")), task(2, due: try at("2026-03-09 00:30")),
            task(3, due: try at("2026-03-08 03:00")),
        ]
        let plan = plan(
            tasks, from: try ZoneFixtures.date(2026, 3, 8), count: 2, now: try at("2026-03-01 12:00"),
            zone: newYork)
        #expect(ids(plan) == [[3, 1], [2]])
    }

    @Test func aRepeatingTaskIsProjectedWithinTheSpanOnly() throws {
        let at = { (text: String) in try RecurrenceFixtures.at(text, self.berlin) }
        let daily = try RecurrenceFixtures.recurrence("day", due: "2026-11-26 18:00", zone: berlin)
        let friday = try RecurrenceFixtures.recurrence("friday", due: "2026-12-11 09:00", zone: berlin)
        let far = try RecurrenceFixtures.recurrence("day", due: "2026-12-20 08:00", zone: berlin)
        let tasks = [
            task(1, due: daily.deadline, every: daily.recurrence),
            task(2, due: friday.deadline, every: friday.recurrence),
            task(3, due: far.deadline, every: far.recurrence),
        ]
        let plan = plan(
            tasks, from: try ZoneFixtures.date(2026, 11, 26), count: 3, now: try at("2026-11-26 10:00"),
            zone: berlin)
        #expect(ids(plan) == [[1], [1], [1]])
        #expect(plan.days.map { $0.entries.map(\.isProjected) } == [[false], [true], [true]])
        #expect(
            plan.days.flatMap(\.entries).map { RecurrenceFixtures.local($0.deadline, berlin) } == [
                "2026-11-26 18:00", "2026-11-27 18:00", "2026-11-28 18:00",
            ])
    }

    /// An overdue series is projected from now on: its missed occurrences are not.
    @Test func missedOccurrencesAreNotProjected() throws {
        let at = { (text: String) in try RecurrenceFixtures.at(text, self.berlin) }
        let stretch = try RecurrenceFixtures.recurrence("day", due: "2026-11-23 07:00", zone: berlin)
        let evening = try RecurrenceFixtures.recurrence("day", due: "2026-11-23 19:00", zone: berlin)
        let tasks = [
            task(1, due: stretch.deadline, every: stretch.recurrence),
            task(2, due: evening.deadline, every: evening.recurrence),
        ]
        let agenda = Agenda(
            tasks, dayCount: 2, now: try at("2026-11-26 10:00"), zone: berlin, recurrence: \.recurrence,
            zones: ZoneLookup(local: berlin))
        #expect(agenda.overdue.map(\.id) == [1, 2])
        #expect(agenda.days.map { $0.entries.map(\.task.id) } == [[2], [1, 2]])
        #expect(agenda.days.allSatisfy { $0.entries.allSatisfy(\.isProjected) })
    }

    @Test func theEndOfASeriesEndsItsProjection() throws {
        let at = { (text: String) in try RecurrenceFixtures.at(text, self.berlin) }
        let series = try RecurrenceFixtures.recurrence(
            "day", due: "2026-11-26 18:00", zone: berlin, until: "2026-11-27 20:00")
        let plan = plan(
            [task(1, due: series.deadline, every: series.recurrence)],
            from: try ZoneFixtures.date(2026, 11, 26),
            count: 5, now: try at("2026-11-26 10:00"), zone: berlin)
        #expect(plan.counts == [1, 1, 0, 0, 0])
    }

    @Test func theAgendaPutsPassedDeadlinesFirstAndLeavesCompletedTasksOut() throws {
        let at = { (text: String) in try RecurrenceFixtures.at(text, self.berlin) }
        let now = try at("2026-11-26 10:00")
        let tasks = [
            task(1, due: try at("2026-11-26 08:00")), task(2, due: try at("2026-11-20 08:00")),
            task(3, due: try at("2026-11-26 12:00")),
            task(4, due: try at("2026-11-26 11:00"), completed: now),
            task(5, due: nil), task(6, due: try at("2026-11-21 08:00"), completed: now),
        ]
        let agenda = Agenda(
            tasks, dayCount: 1, now: now, zone: berlin, recurrence: \.recurrence,
            zones: ZoneLookup(local: berlin))
        #expect(agenda.overdue.map(\.id) == [2, 1])
        #expect(agenda.days.map { $0.entries.map(\.task.id) } == [[3]])
    }

    /// The calendar counts a day's passed deadlines too (the agenda lists them as overdue).
    @Test func theCalendarCountsTheWholeMonth() throws {
        let at = { (text: String) in try RecurrenceFixtures.at(text, self.berlin) }
        let weekly = try RecurrenceFixtures.recurrence("monday", due: "2026-11-30 09:00", zone: berlin)
        let tasks = [
            task(1, due: try at("2026-11-02 08:00")), task(2, due: weekly.deadline, every: weekly.recurrence),
            task(3, due: try at("2026-10-31 23:59")),
        ]
        let month = CalendarMonth(containing: try ZoneFixtures.date(2026, 12, 1))
        let plan = plan(
            tasks, from: month.first, count: month.dayCount, now: try at("2026-12-10 10:00"), zone: berlin,
            includesPast: true)
        var expected = Array(repeating: 0, count: 31)
        for day in [14, 21, 28] { expected[day - 1] = 1 }
        #expect(plan.counts == expected, "a missed Monday before the 10th is not projected")
        let november = CalendarMonth(containing: try ZoneFixtures.date(2026, 11, 1))
        let past = self.plan(
            tasks, from: november.first, count: november.dayCount, now: try at("2026-11-10 10:00"),
            zone: berlin, includesPast: true)
        #expect(past.counts[1] == 1 && past.counts[29] == 1 && past.counts.reduce(0, +) == 2)
    }
}
