import Testing

@testable import TodoCore

@Suite struct SnoozeTests {
    let berlin: ZoneRules
    let newYork: ZoneRules

    init() throws {
        berlin = try ZoneFixtures.zone("Europe/Berlin")
        newYork = try ZoneFixtures.zone("America/New_York")
    }

    func moved(_ move: SnoozeMove, _ deadline: String, now: String, _ zone: ZoneRules) throws -> String? {
        let result = move.moved(
            try RecurrenceFixtures.at(deadline, zone), now: try RecurrenceFixtures.at(now, zone), zone: zone)
        return result.map { RecurrenceFixtures.local($0, zone) }
    }

    @Test(arguments: [
        ("2026-11-23 07:00", "2026-11-26 10:00", "2026-11-27 07:00"),  // today's 07:00 has passed
        ("2026-11-23 18:00", "2026-11-26 10:00", "2026-11-26 18:00"),  // today's 18:00 has not
        ("2026-11-26 09:59", "2026-11-26 10:00", "2026-11-27 09:59"),
        ("2026-11-26 10:00", "2026-11-26 10:00", "2026-11-27 10:00"),  // due now is overdue
        ("2026-11-27 09:00", "2026-11-26 10:00", "2026-11-28 09:00"),  // not yet due: a day on
        ("2026-10-24 09:00", "2026-10-25 08:00", "2026-10-25 09:00"),  // the 25-hour day
        ("2026-03-28 02:30", "2026-03-29 12:00", "2026-03-30 02:30"),  // past the skipped hour
    ])
    func theDefaultMovesToTheFirstSuchTimeInTheFuture(deadline: String, now: String, expected: String) throws
    {
        #expect(try moved(.toNextDay, deadline, now: now, berlin) == expected)
    }

    @Test func aDayOnAcrossTheSpringChangeIsTwentyThreeHours() throws {
        let deadline = try RecurrenceFixtures.at("2026-03-07 09:00", newYork)
        let result = try #require(
            SnoozeMove.toNextDay.moved(deadline, now: deadline + 3600, zone: newYork))
        #expect(RecurrenceFixtures.local(result, newYork) == "2026-03-08 09:00")
        #expect(result.seconds(since: deadline) == 23 * 3600)
        let later = try #require(
            SnoozeMove.by(seconds: 2 * 86_400).moved(deadline, now: deadline, zone: newYork))
        #expect(RecurrenceFixtures.local(later, newYork) == "2026-03-09 09:00")
    }

    @Test(arguments: [
        (3 * 3600, "2026-11-26 12:00"), (2 * 86_400, "2026-11-28 09:00"),
        (86_400 + 12 * 3600, "2026-11-27 21:00"),
        (7 * 86_400, "2026-12-03 09:00"),
    ])
    func byAddsADuration(seconds: Int, expected: String) throws {
        #expect(
            try moved(.by(seconds: seconds), "2026-11-26 09:00", now: "2026-11-26 08:00", berlin) == expected)
    }

    @Test func byLeavingTheDeadlinePassedIsNoMove() throws {
        #expect(try moved(.by(seconds: 3600), "2026-11-20 09:00", now: "2026-11-26 08:00", berlin) == nil)
        #expect(try moved(.by(seconds: 3600), "2026-11-26 07:00", now: "2026-11-26 08:00", berlin) == nil)
        #expect(
            try moved(.by(seconds: 3600), "2026-11-26 07:00:01", now: "2026-11-26 08:00", berlin)
                == "2026-11-26 08:00:01")
    }

    func list() throws -> TodoList {
        let created = try RecurrenceFixtures.at("2026-11-01 09:00", berlin)
        var tasks = [
            TodoTask(
                id: 1, uuid: "a", title: "Rent",
                deadline: try RecurrenceFixtures.at("2026-11-24 17:00", berlin),
                createdAt: created),
            TodoTask(id: 2, uuid: "b", title: "Someday", createdAt: created),
            TodoTask(
                id: 3, uuid: "c", title: "Done",
                deadline: try RecurrenceFixtures.at("2026-11-24 17:00", berlin),
                createdAt: created, completedAt: created),
        ]
        let series = try RecurrenceFixtures.recurrence("monday", due: "2026-11-23 07:00", zone: berlin)
        var repeating = TodoTask(
            id: 4, uuid: "d", title: "Plan week", deadline: series.deadline, createdAt: created)
        repeating.recurrence = series.recurrence
        tasks.append(repeating)
        return TodoList(tasks: tasks)
    }

    @Test func allOrNothing() throws {
        let now = try RecurrenceFixtures.at("2026-11-26 10:00", berlin)
        let zones = ZoneLookup(local: berlin)
        for (ids, error) in [([1, 3], SnoozeError.completed(id: 3)), ([1, 2], .noDeadline(id: 2))] {
            var tasks = try list()
            let before = tasks.tasks
            #expect(throws: error) {
                try tasks.snooze(ids: ids, move: .toNextDay, now: now, zone: berlin, zones: zones)
            }
            #expect(tasks.tasks == before && tasks.touchedIds.isEmpty)
        }
        var tasks = try list()
        #expect(throws: TaskError.notFound(ids: [9])) {
            try tasks.snooze(ids: [1, 9], move: .toNextDay, now: now, zone: berlin, zones: zones)
        }
        #expect(
            throws: SnoozeError.stillPast(
                id: 1, deadline: try RecurrenceFixtures.at("2026-11-24 17:00", berlin))
        ) {
            try tasks.snooze(ids: [1], move: .by(seconds: 3600), now: now, zone: berlin, zones: zones)
        }
        #expect(throws: SnoozeError.notInFuture(deadline: now)) {
            try tasks.snooze(ids: [1], move: .to(now), now: now, zone: berlin, zones: zones)
        }
    }

    @Test func toGivesADeadlineAndARepeatingTaskKeepsItsRule() throws {
        let now = try RecurrenceFixtures.at("2026-11-26 10:00", berlin)
        let zones = ZoneLookup(local: berlin)
        var tasks = try list()
        let friday = try RecurrenceFixtures.at("2026-11-27 09:00", berlin)
        let set = try tasks.snooze(ids: [2], move: .to(friday), now: now, zone: berlin, zones: zones)
        #expect(set.map(\.deadline) == [friday])
        let moved = try tasks.snooze(ids: [4, 1], move: .toNextDay, now: now, zone: berlin, zones: zones)
        #expect(moved.map(\.id) == [4, 1])
        #expect(
            moved.map { RecurrenceFixtures.local($0.deadline ?? now, berlin) } == [
                "2026-11-27 07:00", "2026-11-26 17:00",
            ])
        let series = try #require(tasks.task(id: 4)?.recurrence)
        #expect(series.rrule == "FREQ=WEEKLY;BYDAY=MO")
        var next = series.occurrences(after: try #require(moved[0].deadline), zone: berlin)
        #expect(next.next().map { RecurrenceFixtures.local($0, berlin) } == "2026-11-30 07:00")
        #expect(tasks.task(id: 1)?.modifiedAt == now)
    }
}
