import Testing

@testable import TodoCore

/// The list's rules of repeating tasks (`TodoList+Recurrence`), with a fixed `now`: setting a
/// repetition, completing a repeating task (the series moves on, the occurrence is recorded),
/// skip, edit, undo, daylight saving, month ends, the end of a series, from completion.
@Suite struct RecurringTaskRulesTests {
    let berlin: ZoneRules
    let zones: ZoneLookup

    init() throws {
        berlin = try ZoneFixtures.zone("Europe/Berlin")
        zones = ZoneLookup(local: berlin)
    }

    /// Sunday 1 March 2026, 10:30 in Berlin.
    static let now = referenceNow

    func at(_ local: String, _ zone: ZoneRules? = nil) throws -> Instant {
        try RecurrenceFixtures.at(local, zone ?? berlin)
    }

    func local(_ instant: Instant?) -> String {
        instant.map { RecurrenceFixtures.local($0, berlin) } ?? "none"
    }

    /// The edits of `add TITLE --every TEXT [--due DUE]`, as the options make them.
    func edits(_ title: String, every text: String, due: String? = nil, parts: [(String, FieldValue?)] = [])
        throws -> TaskEdits
    {
        var edits = TaskEdits.titled(title)
        if let due { edits.set(.deadline, .date(try at(due))) }
        edits.set(.recurrence, try FieldInput(now: Self.now, zone: berlin).value(text, as: .recurrence))
        for (part, value) in parts { edits.append(.recurrence, .modify(part: part, value)) }
        return edits
    }

    func list(with edits: TaskEdits) throws -> (list: TodoList, task: TodoTask) {
        var list = TodoList(tasks: [])
        let task = try list.add(edits, now: Self.now, uuid: "series-1", zones: zones)
        return (list, task)
    }

    @Test func aRepetitionWithoutADeadlineStartsOnItsFirstDayFromToday() throws {
        let (_, weekly) = try list(with: edits("Bins", every: "monday"))
        #expect(local(weekly.deadline) == "2026-03-02 23:59:59")
        #expect(
            weekly.recurrence?.zone == "Europe/Berlin" && weekly.recurrence?.rrule == "FREQ=WEEKLY;BYDAY=MO")
        // Sunday: a rule of Sundays starts today, at its end.
        let (_, sunday) = try list(with: edits("Walk", every: "sunday"))
        #expect(local(sunday.deadline) == "2026-03-01 23:59:59")
        let (_, given) = try list(with: edits("Rent", every: "month", due: "2026-03-31 18:00"))
        #expect(local(given.deadline) == "2026-03-31 18:00")
        #expect(given.recurrence?.text == "every month on the 31st", "anchored at its deadline's day")
    }

    @Test func completingMovesTheSeriesOnAndRecordsTheOccurrence() throws {
        let made = try list(with: edits("Bins", every: "monday", due: "2026-03-02 07:00"))
        var list = made.list
        let series = made.task
        let completedAt = try at("2026-03-02 08:00")
        let moved = try list.complete(ids: [series.id], now: completedAt, zones: zones)[0]
        #expect(moved.id == series.id && moved.uuid == series.uuid && !moved.isCompleted)
        #expect(local(moved.deadline) == "2026-03-09 07:00")
        #expect(moved.remindedAt == nil && moved.modifiedAt == completedAt)
        let record = try #require(list.occurrenceRecord(of: series, dueAt: try at("2026-03-02 07:00")))
        #expect(record.id == 2 && record.uuid != series.uuid)
        #expect(record.title == "Bins" && record.completedAt == completedAt)
        #expect(local(record.deadline) == "2026-03-02 07:00")
        #expect(record.recurrence == nil && record.occurrenceOf == series.uuid)
        #expect(record.createdAt == series.createdAt)
        #expect(list.tasks.count == 2 && list.touchedIds == [1, 2])
        // The record's uuid depends on the series and the occurrence only.
        #expect(
            record.uuid == TodoList.occurrenceUUID(series: "series-1", deadline: try at("2026-03-02 07:00")))
    }

    @Test func missedOccurrencesAreSkippedNeverPiledUp() throws {
        let made = try list(with: edits("Bins", every: "monday", due: "2026-03-02 07:00"))
        var list = made.list
        let series = made.task
        let late = try at("2026-03-25 12:00")
        let moved = try list.complete(ids: [series.id], now: late, zones: zones)[0]
        #expect(local(moved.deadline) == "2026-03-30 07:00")
        #expect(list.tasks.filter { $0.occurrenceOf == series.uuid }.count == 1)
    }

    @Test func aSecondCompletionOfTheSameOccurrenceMakesNoSecondRecord() throws {
        let (list, series) = try list(with: edits("Bins", every: "monday", due: "2026-03-02 07:00"))
        var here = list
        var there = list
        _ = try here.complete(ids: [series.id], now: try at("2026-03-02 08:00"), zones: zones)
        _ = try there.complete(ids: [series.id], now: try at("2026-03-02 09:00"), zones: zones)
        let ours = here.tasks.first { $0.occurrenceOf != nil }
        let theirs = there.tasks.first { $0.occurrenceOf != nil }
        #expect(ours?.uuid == theirs?.uuid, "two machines make the same record")
        // A list that holds the record already (a sync brought it) adds none.
        var synced = here
        let record = try #require(ours)
        synced = TodoList(tasks: [series, record], usedIds: here.usedIds)
        _ = try synced.complete(ids: [series.id], now: try at("2026-03-02 09:00"), zones: zones)
        #expect(synced.tasks.filter { $0.occurrenceOf == series.uuid }.count == 1)
    }

    @Test func skipMovesOnWithoutARecordAndRefusesWhatDoesNotRepeat() throws {
        let made = try list(with: edits("Bins", every: "monday", due: "2026-03-02 07:00"))
        var list = made.list
        let series = made.task
        let skipped = try list.skip(ids: [series.id], now: Self.now, zones: zones)[0]
        #expect(local(skipped.deadline) == "2026-03-09 07:00" && !skipped.isCompleted)
        #expect(list.tasks.count == 1)
        let plain = try list.add(TaskEdits(title: "Plain"), now: Self.now, uuid: "p", zones: zones)
        #expect(throws: TaskError.cannotRepeat(id: plain.id, reason: .notRepeating)) {
            try list.skip(ids: [series.id, plain.id], now: Self.now, zones: zones)
        }
        #expect(list.task(id: series.id)?.deadline == skipped.deadline, "all or none")
        let verbatim = TodoTask(
            id: 9, uuid: "v", title: "Verbatim", deadline: try at("2026-03-02 09:00"), createdAt: Self.now,
            recurrence: Recurrence(rrule: "FREQ=DAILY;BYHOUR=9,17", zone: "Europe/Berlin"))
        var other = TodoList(tasks: [verbatim])
        #expect(throws: TaskError.cannotRepeat(id: 9, reason: .notInterpreted)) {
            try other.skip(ids: [9], now: Self.now, zones: zones)
        }
        // A verbatim rule does not move on: completing it completes it.
        let completed = try other.complete(ids: [9], now: Self.now, zones: zones)[0]
        #expect(completed.isCompleted && other.tasks.count == 1)
    }

    @Test func theEndOfTheSeriesCompletesTheLastOccurrenceForGood() throws {
        let until = FieldValue.date(try at("2026-03-10 00:00"))
        let made = try list(
            with: edits("Bins", every: "monday", due: "2026-03-02 07:00", parts: [("until", until)]))
        var list = made.list
        let series = made.task
        #expect(series.recurrence?.until == until.date)
        let first = try list.complete(ids: [1], now: try at("2026-03-02 08:00"), zones: zones)[0]
        #expect(local(first.deadline) == "2026-03-09 07:00" && !first.isCompleted)
        #expect(throws: TaskError.cannotRepeat(id: 1, reason: .lastOccurrence)) {
            try list.skip(ids: [1], now: Self.now, zones: zones)
        }
        let last = try list.complete(ids: [1], now: try at("2026-03-09 08:00"), zones: zones)[0]
        #expect(last.isCompleted && local(last.deadline) == "2026-03-09 07:00")
        #expect(list.tasks.count == 2, "the last occurrence is the task itself: no record")
    }

    @Test func anEndBeforeTheDeadlineIsRefused() throws {
        let until = FieldValue.date(try at("2026-03-01 20:00"))
        #expect(throws: TaskError.self) {
            try list(with: edits("Bins", every: "monday", parts: [("until", until)]))
        }
        #expect(
            throws: TaskError.untilBeforeDeadline(
                until: try at("2026-03-01 20:00"), deadline: try at("2026-03-05 09:00"))
        ) {
            try list(with: edits("Bins", every: "day", due: "2026-03-05 09:00", parts: [("until", until)]))
        }
    }

    @Test func fromCompletionCountsFromTheDayItIsCompleted() throws {
        let made = try list(
            with: edits("Water", every: "3 days", due: "2026-03-02 08:00", parts: [("from-completion", nil)]))
        var list = made.list
        let series = made.task
        #expect(series.recurrence?.fromCompletion == true)
        let moved = try list.complete(ids: [1], now: try at("2026-03-06 19:00"), zones: zones)[0]
        #expect(local(moved.deadline) == "2026-03-09 08:00", "three days after the completion, at 08:00")
    }

    @Test func editDueKeepsTheRuleAndClearingTheDeadlineIsRefused() throws {
        var list = try list(with: edits("Bins", every: "monday", due: "2026-03-02 07:00")).list
        var due = TaskEdits()
        due.set(.deadline, .date(try at("2026-03-04 07:00")))
        let edited = try list.edit(ids: [1], edits: due, now: Self.now, zones: zones)[0]
        #expect(edited.recurrence?.rrule == "FREQ=WEEKLY;BYDAY=MO")
        let moved = try list.complete(ids: [1], now: try at("2026-03-04 08:00"), zones: zones)[0]
        #expect(local(moved.deadline) == "2026-03-09 07:00", "the rule's first after the new deadline")
        var clear = TaskEdits()
        clear.clear(.deadline)
        #expect(throws: TaskError.cannotRepeat(id: 1, reason: .needsDeadline)) {
            try list.edit(ids: [1], edits: clear, now: Self.now, zones: zones)
        }
        var end = TaskEdits()
        end.clear(.recurrence)
        let ended = try list.edit(ids: [1], edits: end, now: Self.now, zones: zones)[0]
        #expect(ended.recurrence == nil && ended.deadline == moved.deadline)
    }

    @Test func aPartOfARepetitionOnATaskThatDoesNotRepeatIsRefused() throws {
        var list = TodoList(tasks: [makeTask(1, "Plain")])
        var edits = TaskEdits()
        edits.append(.recurrence, .modify(part: "from-completion", nil))
        #expect(throws: TaskError.cannotRepeat(id: 1, reason: .notRepeating)) {
            try list.edit(ids: [1], edits: edits, now: Self.now, zones: zones)
        }
    }

    @Test func monthEndsFallBackAndReturn() throws {
        var list = (try list(with: edits("Rent", every: "month", due: "2026-03-31 18:00"))).list
        var deadlines: [String] = []
        for _ in 0..<4 {
            let deadline = try #require(list.task(id: 1)?.deadline)
            deadlines.append(local(try list.complete(ids: [1], now: deadline + 60, zones: zones)[0].deadline))
        }
        #expect(
            deadlines == ["2026-04-30 18:00", "2026-05-31 18:00", "2026-06-30 18:00", "2026-07-31 18:00"])
    }

    /// The clock time is kept in the zone the rule was set in, across daylight saving changes,
    /// whatever the zone of the command that completes it.
    @Test func theClockTimeIsKeptInTheRulesZone() throws {
        var list = (try list(with: edits("Call", every: "day", due: "2026-03-28 09:00"))).list
        let newYork = ZoneLookup(local: try ZoneFixtures.zone("America/New_York"))
        let moved = try list.complete(ids: [1], now: try at("2026-03-28 10:00"), zones: newYork)[0]
        #expect(local(moved.deadline) == "2026-03-29 09:00", "Berlin springs forward on 29 March")
        let start = try at("2026-03-28 09:00")
        #expect(moved.deadline.map { $0.secondsSince1970 - start.secondsSince1970 } == Int64(23 * 3600))
    }

    @Test func undoRemovesTheRecordAndMovesTheDeadlineBack() throws {
        let (list, series) = try list(with: edits("Bins", every: "monday", due: "2026-03-02 07:00"))
        var changed = list
        _ = try changed.complete(ids: [1], now: try at("2026-03-02 08:00"), zones: zones)
        let entry = JournalEntry(
            sequence: 1, date: Self.now, command: "complete 1",
            tasks: [
                TouchedTask(id: 1, title: "Bins", action: .changed),
                TouchedTask(id: 2, title: "Bins", action: .added),
            ],
            before: [series])
        changed.revert(entry)
        #expect(changed.tasks == [series])
    }
}
