import Testing

@testable import TodoCore

/// What a change did, task by task: the tasks it added, changed and removed, and not those
/// whose reminder alone was marked delivered.
@Suite struct TaskChangeTests {
    @Test func aListChangedByItsOwnCallsTellsWhatItTouched() throws {
        let original = makeList(count: 3)
        var list = original
        _ = try list.complete(ids: [2], now: referenceNow)
        _ = try list.delete(ids: [3])
        let added = try list.add(TaskEdits(title: "New"), now: referenceNow, uuid: "new")
        let changes = TaskChange.changes(from: original, to: list)
        #expect(changes.map { $0.before?.id } == [2, 3, nil])
        #expect(changes.map { $0.after?.id } == [2, nil, added.id])
        #expect(changes[0].before?.completedAt == nil && changes[0].after?.completedAt == referenceNow)
    }

    @Test func manyTouchedTasksAreComparedAllTheSame() throws {
        let original = makeList(count: 20)
        var list = original
        _ = try list.complete(ids: Array(1...12), now: referenceNow)
        let changes = TaskChange.changes(from: original, to: list)
        #expect(changes.map { $0.after?.id } == Array(1...12))
        #expect(changes.allSatisfy { $0.after?.completedAt == referenceNow })
    }

    @Test func twoReadingsArePairedById() {
        var reminded = makeTask(2)
        reminded.remindedAt = referenceNow
        let before = [makeTask(1), makeTask(2), makeTask(3), makeTask(4)]
        let after = [makeTask(1, "renamed"), reminded, makeTask(4), makeTask(5)]
        let changes = TaskChange.changes(from: before, to: after)
        #expect(changes.map { $0.before?.id } == [1, 3, nil])
        #expect(changes.map { $0.after?.id } == [1, nil, 5])
        #expect(TaskChange.changes(from: before, to: before).isEmpty)
    }
}
