import TestSupport
import Testing

@testable import TodoCore

/// Waits and blockers through the store: the summaries `list` reads say what the whole tasks
/// say, and a change that reads a few tasks reads the tasks they wait on, at any depth.
@Suite struct PlanningStoreTests {
    let folder = TemporaryFolder()
    var store: TodoStore { TodoStore(path: folder.file("todos.json")) }

    /// Tasks 1…6: 1 waits on 2, 2 on 3, 4 waits until tomorrow, 5 is completed, 6 waits on 5.
    func fill() throws {
        try store.update(now: referenceNow) { list in
            for number in 1...6 {
                try list.add(.titled("task \(number)"), now: referenceNow, uuid: "u\(number)")
            }
            let edits: [(Int, FieldEdit)] = [
                (1, FieldEdit(.blockedBy, .add(.tasks([2])))), (2, FieldEdit(.blockedBy, .add(.tasks([3])))),
                (4, FieldEdit(.wait, .set(.date(referenceNow + day)))),
                (6, FieldEdit(.blockedBy, .add(.tasks([5])))),
            ]
            for (id, edit) in edits {
                _ = try list.edit(ids: [id], edits: TaskEdits([edit]), now: referenceNow)
            }
            _ = try list.complete(ids: [5], now: referenceNow)
        }
    }

    @Test(arguments: [false, true])
    func summariesAgreeWithWholeTasks(compacted: Bool) throws {
        try fill()
        if compacted { try store.compact(now: referenceNow) }
        let summaries = try store.readSummaries()
        let tasks = try store.read().tasks
        let fromSummaries = TaskReadiness(summaries: summaries, now: referenceNow)
        let fromTasks = TaskReadiness(tasks: tasks, now: referenceNow)
        for (summary, task) in zip(summaries.tasks, tasks) {
            #expect(summary.id == task.id)
            #expect(
                summaries.blockers(of: summary) == task.blockedBy
                    || !summary.hasBlockers && task.blockedBy.isEmpty)
            #expect(summary.wait == task.wait)
            #expect(fromSummaries.isBlocked(task.id) == fromTasks.isBlocked(task.id))
            #expect(fromSummaries.isWaiting(summary) == fromTasks.isWaiting(task))
        }
        #expect(tasks.filter { fromTasks.isBlocked($0.id) }.map(\.id) == [1, 2])
        #expect(tasks.filter { fromTasks.isReady($0) }.map(\.id) == [3, 6])
    }

    @Test func aChangeOfAFewTasksReadsTheTasksTheyWaitOnAtAnyDepth() throws {
        try fill()
        try store.compact(now: referenceNow)
        let list = try store.read(only: [1])
        #expect(Set(list.tasks.map(\.id)).isSuperset(of: [1, 2, 3]))
        #expect(TaskReadiness(tasks: list.tasks, now: referenceNow).isBlocked(1))
        // So a circle through tasks the change did not name is still refused.
        #expect(throws: TaskError.blockCycle(id: 3, blocker: 1, path: [1, 2, 3])) {
            try store.update(now: referenceNow, scope: .only([3, 1])) { list in
                _ = try list.edit(
                    ids: [3], edits: TaskEdits([FieldEdit(.blockedBy, .add(.tasks([1])))]), now: referenceNow)
            }
        }
    }

    @Test func aFilterAsksWhatATaskIs() throws {
        try fill()
        let summaries = try store.readSummaries()
        let readiness = TaskReadiness(summaries: summaries, now: referenceNow)
        func ids(_ word: String) throws -> [Int] {
            let filter = try TaskFilter(words: [word], now: referenceNow, zone: .utc)
            return summaries.tasks.filter { filter.matches($0, in: summaries, readiness: readiness) }.map(
                \.id)
        }
        #expect(try ids("is:blocked") == [1, 2])
        #expect(try ids("is:ready") == [3, 6])
        #expect(try ids("is:waiting") == [4])
        #expect(try ids("is:repeating") == [])
        #expect(throws: TaskFilterError.self) {
            try TaskFilter(words: ["is:bored"], now: referenceNow, zone: .utc)
        }
    }
}
