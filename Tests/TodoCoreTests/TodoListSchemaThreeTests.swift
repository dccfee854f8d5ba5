import Testing

@testable import TodoCore

/// The rules for the fields schema 3 added: tags, project, priority, the reminder and the time
/// of the last change.
@Suite struct TodoListSchemaThreeTests {
    @Test func addTakesEveryNewFieldAndNormalizesTheTags() throws {
        var list = makeList(count: 1)
        let draft = TaskEdits(
            title: "Plant bulbs", deadline: referenceNow + day, tags: ["garden", "Errand", "GARDEN", "b"],
            project: " home.garden ", priority: .high, remindBefore: 3600)
        let task = try list.add(draft, now: referenceNow, uuid: "u")
        #expect(task.tags == ["b", "Errand", "garden"])
        #expect(task.project == "home.garden")
        #expect(task.priority == .high)
        #expect(task.remindBefore == 3600)
        #expect(task.remindAt == referenceNow + day - 3600)
        #expect(task.modifiedAt == referenceNow)
        #expect(task.remindedAt == nil)
    }

    @Test func aTaskIsRemindedTenMinutesBeforeItsDeadlineUnlessToldOtherwise() throws {
        var list = TodoList(tasks: [])
        let plain = try list.add(
            TaskEdits(title: "a", deadline: referenceNow + day), now: referenceNow, uuid: "a")
        #expect(plain.remindAt == referenceNow + day - 600)
        let silent = try list.add(
            TaskEdits(title: "b", deadline: referenceNow + day, remindBefore: nil), now: referenceNow,
            uuid: "b")
        #expect(silent.remindAt == nil)
        let undated = try list.add(TaskEdits(title: "c"), now: referenceNow, uuid: "c")
        #expect(undated.remindAt == nil && undated.remindBefore == 600)
    }

    @Test func anEditThatChangesNothingKeepsTheModificationTime() throws {
        var list = TodoList(tasks: [makeTask(1, completedAt: referenceNow - hour)])
        let before = list.tasks[0].modifiedAt
        let completed = try list.complete(ids: [1], now: referenceNow)
        #expect(completed[0].modifiedAt == before)
        var changes = TaskEdits()
        changes.set(.title, .text("task 1"))
        #expect(try list.edit(ids: [1], edits: changes, now: referenceNow)[0].modifiedAt == before)
    }

    @Test func anyChangeSetsTheModificationTime() throws {
        var list = makeList(count: 1)
        var changes = TaskEdits()
        changes.set(.priority, .text("low"))
        let edited = try list.edit(ids: [1], edits: changes, now: referenceNow + 5)
        #expect(edited[0].priority == .low)
        #expect(edited[0].modifiedAt == referenceNow + 5)
        #expect(try list.uncomplete(ids: [1], now: referenceNow + 9)[0].modifiedAt == referenceNow + 5)
        #expect(try list.complete(ids: [1], now: referenceNow + 9)[0].modifiedAt == referenceNow + 9)
    }

    @Test func changingTheDeadlineOrTheReminderMakesTheReminderDueAgain() throws {
        var task = makeTask(1, deadline: referenceNow + day)
        task.remindedAt = referenceNow
        var list = TodoList(tasks: [task])
        var retitle = TaskEdits()
        retitle.set(.title, .text("renamed"))
        #expect(try list.edit(ids: [1], edits: retitle, now: referenceNow)[0].remindedAt == referenceNow)
        var later = TaskEdits()
        later.set(.deadline, .date(referenceNow + 2 * day))
        #expect(try list.edit(ids: [1], edits: later, now: referenceNow)[0].remindedAt == nil)

        task.remindedAt = referenceNow
        list = TodoList(tasks: [task])
        var sooner = TaskEdits()
        sooner.set(.remindBefore, .seconds(3600))
        let edited = try list.edit(ids: [1], edits: sooner, now: referenceNow)[0]
        #expect(edited.remindedAt == nil)
        #expect(edited.remindAt == referenceNow + day - 3600)
    }

    @Test func tagsAreAddedAndRemovedIgnoringCase() throws {
        var task = makeTask(1)
        task.tags = ["errand", "home"]
        var list = TodoList(tasks: [task])
        var changes = TaskEdits()
        changes.append(.tags, .add(.names(["Urgent", "ERRAND"])))
        changes.append(.tags, .remove(.names(["HOME"])))
        #expect(try list.edit(ids: [1], edits: changes, now: referenceNow)[0].tags == ["errand", "Urgent"])
        changes = TaskEdits()
        changes.set(.project, .text("work"))
        changes.clear(.remindBefore)
        let edited = try list.edit(ids: [1], edits: changes, now: referenceNow)[0]
        #expect(edited.project == "work" && edited.remindBefore == nil)
        changes = TaskEdits()
        changes.clear(.project)
        #expect(try list.edit(ids: [1], edits: changes, now: referenceNow)[0].project == nil)
    }

    @Test func importKeepsEveryNewFieldAndDerivesTheReminderFromRemindAt() throws {
        let file = """
            [{"title":"a","deadline":"2026-03-05T17:30:00Z","remindAt":"2026-03-05T16:30:00Z","tags":["x","X","b"],"project":"p","priority":"medium","modifiedAt":"2026-03-01T08:00:00Z","remindedAt":null},
            {"title":"b","deadline":"2026-03-05T17:30:00Z","remindAt":null},
            {"title":"c","deadline":"2026-03-05T17:30:00Z"},
            {"title":"d","deadline":"2026-03-05T17:30:00Z","remindBefore":0,"remindAt":"2026-03-05T16:30:00Z"}]
            """
        let records = try ImportFile.decode(Array(file.utf8))
        var list = TodoList(tasks: [])
        _ = list.restore(records, now: referenceNow)
        let tasks = list.tasks
        #expect(tasks.map(\.remindBefore) == [3600, nil, 600, 0])
        #expect(tasks[0].tags == ["b", "x"])
        #expect(tasks[0].project == "p" && tasks[0].priority == .medium)
        #expect(tasks[0].modifiedAt.iso8601 == "2026-03-01T08:00:00Z")
        #expect(tasks[1].modifiedAt == referenceNow, "a record without createdAt is created now")
    }

    @Test func reimportingAnExportChangesNothingAndARecordWithoutModifiedAtUpdatesIt() throws {
        var task = makeTask(1, deadline: referenceNow + day)
        task.tags = ["a"]
        task.priority = .low
        task.remindedAt = referenceNow - 5
        var list = TodoList(tasks: [task])
        var writer = JSONWriter()
        writer.raw("[")
        TaskCodec.write(task, facts: TaskFacts(state: .pending), into: &writer)
        writer.raw("]")
        let summary = list.restore(try ImportFile.decode(writer.bytes), now: referenceNow)
        #expect(summary == ImportSummary(added: 0, updated: 0, unchanged: 1))
        let changed = try ImportFile.decode(Array(#"[{"uuid":"uuid-1","title":"renamed"}]"#.utf8))
        #expect(list.restore(changed, now: referenceNow + 3).updated == 1)
        #expect(list.tasks[0].modifiedAt == referenceNow + 3)
        #expect(list.tasks[0].tags.isEmpty)
    }
}
