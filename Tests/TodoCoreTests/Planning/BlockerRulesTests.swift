import Testing

@testable import TodoCore

/// Blocking: a task is blocked while a task it waits on is open (a completed or deleted one no
/// longer counts); no task waits on itself, however far round; an unknown task is refused.
@Suite struct BlockerRulesTests {
    func blockedBy(_ list: inout TodoList, _ id: Int, _ blockers: [Int]) throws {
        _ = try list.edit(
            ids: [id], edits: TaskEdits([FieldEdit(.blockedBy, .add(.tasks(blockers)))]), now: referenceNow)
    }

    @Test func aTaskIsBlockedWhileATaskItWaitsOnIsOpen() throws {
        var list = makeList(count: 4)
        try blockedBy(&list, 1, [2, 3])
        var readiness = TaskReadiness(tasks: list.tasks, now: referenceNow)
        #expect(readiness.isBlocked(1) && !readiness.isReady(list.tasks[0]))
        #expect(readiness.openTasksBlocked(by: 2) == 1 && readiness.openTasksBlocked(by: 3) == 1)
        #expect(readiness.isReady(list.tasks[3]) && readiness.openTasksBlocked(by: 4) == 0)
        _ = try list.complete(ids: [2], now: referenceNow)
        readiness = TaskReadiness(tasks: list.tasks, now: referenceNow)
        #expect(readiness.isBlocked(1), "task 3 is still open")
        #expect(readiness.openTasksBlocked(by: 2) == 0, "a completed task blocks nothing")
        _ = try list.delete(ids: [3])
        readiness = TaskReadiness(tasks: list.tasks, now: referenceNow)
        #expect(!readiness.isBlocked(1), "a deleted task no longer counts")
        #expect(readiness.isReady(list.tasks[0]))
        #expect(list.tasks[0].blockedBy == [2, 3], "the ids stay: an undo of the delete blocks it again")
    }

    @Test func aCompletedTaskIsNotBlocked() throws {
        var list = makeList(count: 2)
        try blockedBy(&list, 1, [2])
        _ = try list.complete(ids: [1], now: referenceNow)
        #expect(!TaskReadiness(tasks: list.tasks, now: referenceNow).isBlocked(1))
    }

    @Test func countsEachOpenTaskThatWaitsOnATask() throws {
        var list = makeList(count: 5)
        for id in [1, 2, 3] { try blockedBy(&list, id, [5]) }
        _ = try list.complete(ids: [3], now: referenceNow)
        #expect(TaskReadiness(tasks: list.tasks, now: referenceNow).openTasksBlocked(by: 5) == 2)
    }

    @Test func aTaskCannotWaitOnItself() {
        var list = makeList(count: 2)
        #expect(throws: TaskError.blockCycle(id: 1, blocker: 1, path: [1])) { try blockedBy(&list, 1, [1]) }
    }

    @Test func aTwoTaskCircleIsRefused() throws {
        var list = makeList(count: 2)
        try blockedBy(&list, 1, [2])
        #expect(throws: TaskError.blockCycle(id: 2, blocker: 1, path: [1, 2])) {
            try blockedBy(&list, 2, [1])
        }
    }

    @Test func aLongerCircleIsRefusedAndNamed() throws {
        var list = makeList(count: 6)
        try blockedBy(&list, 1, [2])
        try blockedBy(&list, 2, [3, 6])
        try blockedBy(&list, 3, [4])
        #expect(throws: TaskError.blockCycle(id: 4, blocker: 1, path: [1, 2, 3, 4])) {
            try blockedBy(&list, 4, [1])
        }
        #expect(list.tasks[3].blockedBy.isEmpty, "nothing changed")
        try blockedBy(&list, 4, [6])
        #expect(list.tasks[3].blockedBy == [6], "waiting on a task that waits on nothing is no circle")
    }

    @Test func aCircleThroughSeveralEditedTasksIsRefused() {
        var list = makeList(count: 3)
        #expect(throws: TaskError.self) {
            try list.edit(
                ids: [1, 2], edits: TaskEdits([FieldEdit(.blockedBy, .add(.tasks([3])))]), now: referenceNow)
            try blockedBy(&list, 3, [1])
        }
    }

    @Test func anUnknownTaskIsRefused() {
        var list = makeList(count: 2)
        #expect(throws: TaskError.blockerNotFound(id: 9)) { try blockedBy(&list, 1, [9]) }
        var edits = TaskEdits.titled("new")
        edits.append(.blockedBy, .add(.tasks([7])))
        #expect(throws: TaskError.blockerNotFound(id: 7)) {
            try list.add(edits, now: referenceNow, uuid: "n")
        }
    }

    @Test func unblockTakesOneAwayAndAddingTwiceKeepsOne() throws {
        var list = makeList(count: 3)
        try blockedBy(&list, 1, [2, 3])
        try blockedBy(&list, 1, [2])
        #expect(list.tasks[0].blockedBy == [2, 3])
        _ = try list.edit(
            ids: [1], edits: TaskEdits([FieldEdit(.blockedBy, .remove(.tasks([2])))]), now: referenceNow)
        #expect(list.tasks[0].blockedBy == [3])
        #expect(TaskEdits([FieldEdit(.blockedBy, .add(.tasks([3, 4])))]).referencedIds == [3, 4])
    }

    @Test func anImportResolvesBlockersByUUIDAndBreaksCircles() {
        var list = TodoList(tasks: [])
        var first = ImportedTask(uuid: "a", title: "a")
        first.blockerUIDs = ["b"]
        var second = ImportedTask(uuid: "b", title: "b")
        second.blockerUIDs = ["a", "nowhere"]
        _ = list.restore([first, second], now: referenceNow)
        let blockers = list.tasks.map(\.blockedBy)
        #expect(blockers == [[], [1]], "the first met in the list loses the wait that closes the circle")
    }
}
