import Testing

@testable import TodoCore

@Suite struct TodoListAddTests {
    @Test func addsWithTrimmedTitleAndNextId() throws {
        var list = makeList(count: 2)
        let task = try list.add(TaskEdits(title: "  Buy milk \n"), now: referenceNow, uuid: "u")
        #expect(task.id == 3)
        #expect(task.title == "Buy milk")
        #expect(task.createdAt == referenceNow)
        #expect(task.completedAt == nil)
        #expect(list.tasks.last == task)
    }

    @Test(arguments: ["", "   ", "\n\t "])
    func refusesEmptyTitle(title: String) {
        var list = makeList(count: 1)
        #expect(throws: TaskError.emptyTitle) {
            try list.add(TaskEdits(title: title), now: referenceNow, uuid: "u")
        }
        #expect(list.tasks.count == 1)
    }

    @Test func refusesDeadlineEqualToNowButTakesOneSecondLater() throws {
        var list = TodoList(tasks: [])
        #expect(throws: TaskError.deadlineNotInFuture(deadline: referenceNow, now: referenceNow)) {
            try list.add(TaskEdits(title: "a", deadline: referenceNow), now: referenceNow, uuid: "u")
        }
        #expect(throws: TaskError.self) {
            try list.add(TaskEdits(title: "a", deadline: referenceNow - day), now: referenceNow, uuid: "u")
        }
        let task = try list.add(
            TaskEdits(title: "a", deadline: referenceNow + 1), now: referenceNow, uuid: "u")
        #expect(task.state(at: referenceNow) == .pending)
    }

    @Test(arguments: ["task 1", "TASK 1", "  Task 1  "])
    func refusesDuplicateOfOpenTask(title: String) {
        var list = makeList(count: 2)
        #expect(throws: TaskError.duplicateTitle(title: "task 1", existingId: 1)) {
            try list.add(TaskEdits(title: title), now: referenceNow, uuid: "u")
        }
    }

    @Test func allowsTitleOfCompletedTask() throws {
        var list = TodoList(tasks: [makeTask(1, "Call Bob", completedAt: referenceNow - hour)])
        #expect(try list.add(TaskEdits(title: "call bob"), now: referenceNow, uuid: "u").id == 2)
    }

    @Test func neverReusesTheIdOfADeletedTask() throws {
        var list = makeList(count: 3)
        _ = try list.delete(ids: [3])
        #expect(try list.add(TaskEdits(title: "new"), now: referenceNow, uuid: "u").id == 4)
        var history = TodoList(tasks: [], usedIds: IdRangeSet(ranges: [1...9]))
        #expect(try history.add(TaskEdits(title: "new"), now: referenceNow, uuid: "u").id == 10)
    }

    @Test func normalizesLocationAndDescription() throws {
        var list = TodoList(tasks: [])
        let draft = TaskEdits(
            title: "t", details: "  ", location: Location(name: " ", address: " 1 Main St "))
        let task = try list.add(draft, now: referenceNow, uuid: "u")
        #expect(task.details == nil)
        #expect(task.location == Location(name: "1 Main St", address: "1 Main St"))
        #expect(throws: TaskError.emptyLocationName) {
            try list.add(TaskEdits(title: "u", location: Location(name: " ")), now: referenceNow, uuid: "v")
        }
    }
}

@Suite struct TodoListChangeTests {
    @Test func completesAllOrNothing() throws {
        var list = makeList(count: 3)
        #expect(throws: TaskError.notFound(ids: [9])) {
            try list.complete(ids: [1, 9, 2], now: referenceNow)
        }
        #expect(list.tasks.allSatisfy { !$0.isCompleted })
        let done = try list.complete(ids: [1, 2, 1], now: referenceNow)
        #expect(done.map(\.id) == [1, 2])
        #expect(list.tasks.map(\.completedAt) == [referenceNow, referenceNow, nil])
    }

    @Test func completingTwiceKeepsTheFirstTime() throws {
        var list = makeList(count: 1)
        _ = try list.complete(ids: [1], now: referenceNow)
        _ = try list.complete(ids: [1], now: referenceNow + hour)
        #expect(list.tasks[0].completedAt == referenceNow)
    }

    @Test func uncompleteClearsCompletionAndIsHarmlessOnOpenTasks() throws {
        var list = TodoList(tasks: [makeTask(1, completedAt: referenceNow - 2 * day), makeTask(2)])
        let result = try list.uncomplete(ids: [1, 2], now: referenceNow)
        #expect(result.map(\.completedAt) == [nil, nil])
    }

    @Test func deleteReturnsTasksAsTheyWere() throws {
        var list = makeList(count: 3)
        let removed = try list.delete(ids: [2])
        #expect(removed == [makeTask(2)])
        #expect(list.tasks.map(\.id) == [1, 3])
        #expect(throws: TaskError.notFound(ids: [2])) { try list.delete(ids: [2]) }
    }
}

@Suite struct TodoListEditTests {
    @Test func changesOnlyTheNamedFields() throws {
        var list = TodoList(tasks: [
            TodoTask(
                id: 1, uuid: "u", title: "a", details: "d", deadline: referenceNow + day,
                location: Location(name: "Home", address: "1 Main St"), createdAt: referenceNow)
        ])
        var changes = TaskEdits()
        changes.set(.title, .text(" b "))
        let edited = try list.edit(ids: [1], edits: changes, now: referenceNow)
        #expect(edited[0].title == "b")
        #expect(edited[0].details == "d")
        #expect(edited[0].deadline == referenceNow + day)
        #expect(edited[0].location == Location(name: "Home", address: "1 Main St"))
    }

    @Test func setsAndClearsFields() throws {
        var list = makeList(count: 1)
        var changes = TaskEdits()
        changes.set(.description, .text("notes"))
        changes.set(.deadline, .date(referenceNow + hour))
        changes.set(.address, .text("2 High St"))
        var task = try list.edit(ids: [1], edits: changes, now: referenceNow)[0]
        #expect(task.details == "notes")
        #expect(task.deadline == referenceNow + hour)
        #expect(task.location == Location(name: "2 High St", address: "2 High St"))
        changes = TaskEdits()
        changes.set(.location, .place(Location(name: "Office")))
        task = try list.edit(ids: [1], edits: changes, now: referenceNow)[0]
        #expect(task.location == Location(name: "Office", address: "2 High St"))
        changes = TaskEdits()
        changes.clear(.description)
        changes.clear(.deadline)
        changes.clear(.location)
        task = try list.edit(ids: [1], edits: changes, now: referenceNow)[0]
        #expect(task.details == nil && task.deadline == nil && task.location == nil)
    }

    @Test func refusesDeadlineNotInFutureEvenForOverdueTask() {
        var list = TodoList(tasks: [makeTask(1, deadline: referenceNow - day)])
        var changes = TaskEdits()
        changes.set(.deadline, .date(referenceNow))
        #expect(throws: TaskError.deadlineNotInFuture(deadline: referenceNow, now: referenceNow)) {
            try list.edit(ids: [1], edits: changes, now: referenceNow)
        }
    }

    @Test func refusesTitleThatDuplicatesAnotherOpenTask() throws {
        var list = makeList(count: 3)
        var changes = TaskEdits()
        changes.set(.title, .text("TASK 2"))
        #expect(throws: TaskError.duplicateTitle(title: "task 2", existingId: 2)) {
            try list.edit(ids: [1], edits: changes, now: referenceNow)
        }
        changes.set(.title, .text("Task 1"))
        #expect(try list.edit(ids: [1], edits: changes, now: referenceNow)[0].title == "Task 1")
    }

    @Test func refusesOneNewTitleForSeveralOpenTasks() {
        var list = makeList(count: 3)
        var changes = TaskEdits()
        changes.set(.title, .text("same"))
        #expect(throws: TaskError.self) { try list.edit(ids: [1, 2], edits: changes, now: referenceNow) }
        #expect(list.tasks.map(\.title) == ["task 1", "task 2", "task 3"])
    }

    @Test func completedTaskMayTakeAnOpenTitle() throws {
        var list = TodoList(tasks: [makeTask(1), makeTask(2, completedAt: referenceNow - hour)])
        var changes = TaskEdits()
        changes.set(.title, .text("task 1"))
        #expect(try list.edit(ids: [2], edits: changes, now: referenceNow)[0].title == "task 1")
        changes.completion = .uncomplete
        #expect(throws: TaskError.self) { try list.edit(ids: [2], edits: changes, now: referenceNow) }
    }

    @Test func failedEditChangesNoTask() {
        var list = makeList(count: 2)
        var changes = TaskEdits()
        changes.set(.title, .text("  "))
        #expect(throws: TaskError.emptyTitle) {
            try list.edit(ids: [1, 2], edits: changes, now: referenceNow)
        }
        #expect(list.tasks == makeList(count: 2).tasks)
    }
}
