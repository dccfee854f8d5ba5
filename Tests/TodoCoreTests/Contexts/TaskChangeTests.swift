import TestSupport
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

    @Test func theStoreTellsWhatAChangeAndAnUndoDid() throws {
        let folder = TemporaryFolder()
        let store = TodoStore(path: folder.file("todos.json"))
        let (_, added) = try store.updateTellingChanges(now: referenceNow, scope: .all(archived: .none)) {
            list in
            try list.add(TaskEdits(title: "Buy milk"), now: referenceNow, uuid: "a")
            try list.add(TaskEdits(title: "Pay rent"), now: referenceNow, uuid: "b")
        }
        #expect(
            added.map { $0.before?.id } == [nil, nil]
                && added.map { $0.after?.title } == ["Buy milk", "Pay rent"])
        let (_, completed) = try store.updateTellingChanges(now: referenceNow + minute, scope: .only([2])) {
            list in
            try list.complete(ids: [2], now: referenceNow + minute)
        }
        #expect(completed.count == 1)
        #expect(
            completed.first?.before?.completedAt == nil
                && completed.first?.after?.completedAt == referenceNow + minute)
        let (_, unchanged) = try store.updateTellingChanges(now: referenceNow + minute, scope: .only([2])) {
            list in
            try list.complete(ids: [2], now: referenceNow + 2 * minute)
        }
        #expect(unchanged.isEmpty)
        let (_, reopened) = try store.undoTellingChanges(1, now: referenceNow + hour)
        #expect(reopened.map { $0.after?.id } == [2])
        #expect(reopened.first?.before?.completedAt != nil && reopened.first?.after?.completedAt == nil)
        let (_, removed) = try store.undoTellingChanges(1, now: referenceNow + hour)
        #expect(
            removed.map { $0.before?.title } == ["Buy milk", "Pay rent"]
                && removed.allSatisfy { $0.after == nil })
        #expect(try store.read().tasks.isEmpty)
    }
}
