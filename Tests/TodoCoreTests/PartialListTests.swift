import Foundation
import TestSupport
import Testing

@testable import TodoCore

/// A change that names a few tasks reads those alone, through the index, and the rules still
/// see every task: a title an open task has, in the main file or in the log, is refused.
@Suite struct PartialListTests {
    let folder = TemporaryFolder()
    var store: TodoStore { TodoStore(path: folder.file("todos.json")) }
    let today = CivilDate(daysSince1970: 20_513)

    /// Tasks 1 to 40 in the main file (task 2 completed, task 3 "Buy milk"), then task 41
    /// "Call mum" in the log.
    func makeStore() throws {
        try store.update(now: referenceNow) { list in
            for number in 1...40 {
                let title = number == 3 ? "Buy milk" : "task \(number)"
                _ = try list.add(TaskEdits(title: title), now: referenceNow, uuid: "u\(number)")
            }
            _ = try list.complete(ids: [2], now: referenceNow)
        }
        try add("Call mum")
    }

    /// Adds a task; with a good index, the change reads no task.
    @discardableResult
    func add(_ title: String, indexIsGood: Bool = true) throws -> TodoTask {
        try store.update(now: referenceNow, scope: .only([])) { list in
            #expect(list.tasks.isEmpty || !indexIsGood, "add reads no task")
            return try list.add(TaskEdits(title: title), now: referenceNow, uuid: title)
        }
    }

    func expectDuplicate(_ title: String, of id: Int, indexIsGood: Bool = true) {
        #expect(throws: TaskError.duplicateTitle(title: title, existingId: id)) {
            try add(title, indexIsGood: indexIsGood)
        }
    }

    @Test func aTitleAnOpenTaskHasIsRefusedWhereverTheTaskIs() throws {
        try makeStore()
        let logBefore = folder.bytes("todos.json.log")
        #expect(throws: TaskError.self) { try add("  buy MILK ") }
        expectDuplicate("Buy milk", of: 3)
        expectDuplicate("Call mum", of: 41)
        #expect(folder.bytes("todos.json.log") == logBefore, "a refused change writes nothing")
        #expect(try add("task 2").id == 42, "a completed task's title is free")
        #expect(throws: TaskError.duplicateTitle(title: "Buy milk", existingId: 3)) {
            try store.update(now: referenceNow, scope: .only([5])) { list in
                #expect(list.tasks.map(\.id) == [5])
                return try list.edit(ids: [5], edits: TaskEdits(title: "Buy milk"), now: referenceNow)
            }
        }
    }

    @Test func aTaskRemovedOrCompletedSinceTheIndexFreesItsTitle() throws {
        try makeStore()
        _ = try store.update(now: referenceNow, scope: .only([3])) { list in try list.delete(ids: [3]) }
        _ = try store.update(now: referenceNow, scope: .only([41])) { list in
            try list.complete(ids: [41], now: referenceNow)
        }
        _ = try store.update(now: referenceNow, scope: .only([4])) { list in
            try list.edit(ids: [4], edits: TaskEdits(title: "Renamed"), now: referenceNow)
        }
        #expect(try add("Buy milk").id == 42)
        #expect(try add("Call mum").id == 43)
        #expect(try add("task 4").id == 44, "the index's title of task 4 is no longer its title")
        expectDuplicate("Renamed", of: 4)
        expectDuplicate("Buy milk", of: 42)
    }

    @Test func theListHoldsTheTasksNamedAndTodaysGoal() throws {
        try makeStore()
        try store.update(now: referenceNow) { list in
            _ = try list.setGoal(
                "Errands", tasks: [.id(7), .id(8)], on: today, now: referenceNow, replacing: false
            ) {
                "g"
            }
        }
        let completed = try store.update(now: referenceNow, scope: .only([7])) { list in
            #expect(list.tasks.map(\.id) == [7, 8])
            #expect(list.usedIds.nextFreshId == 42 && list.goal(on: today)?.title == "Errands")
            return try list.complete(ids: [7], now: referenceNow)
        }
        #expect(completed.map(\.id) == [7])
        #expect(try store.readGoals().goal(on: today)?.tasks.map(\.isCompleted) == [true, false])
        #expect(try store.read(only: [9]).tasks.map(\.id) == [9])
        #expect(throws: TaskError.notFound(ids: [99])) {
            try store.update(now: referenceNow, scope: .only([99])) { list in try list.delete(ids: [99]) }
        }
    }

    /// An index that does not match the main file is not used: the change reads the whole
    /// store, gets the same answer, and rebuilds the index by writing the store whole.
    @Test(arguments: ["missing", "garbage", "misplaced", "stale"])
    func anIndexThatDoesNotMatchIsNotUsedAndIsRebuilt(damage: String) throws {
        try makeStore()
        let index = folder.file("todos.json.index")
        var bytes = folder.bytes("todos.json.index") ?? []
        switch damage {
        case "missing": try FileManager.default.removeItem(atPath: index)
        case "garbage": bytes = Array("not an index".utf8)
        case "misplaced":
            // Every task's offset moved on by a byte: the index still names the file.
            for entry in 0..<40 {
                let at = (5 + 3 * entry + 1) * 8
                bytes[at] &+= 1
            }
        default:
            bytes[8] &+= 1
        }
        if damage != "missing" { FileManager.default.createFile(atPath: index, contents: Data(bytes)) }
        let before = try store.read().tasks
        expectDuplicate("Buy milk", of: 3, indexIsGood: false)
        let done = try store.update(now: referenceNow, scope: .only([5])) { list in
            try list.complete(ids: [5], now: referenceNow)
        }
        #expect(done.map(\.id) == [5])
        #expect(try store.read().tasks.count == before.count)
        let files = try StoreFiles(resolving: store.path)
        let snapshot = try StoreSnapshot(files: files, archived: .none)
        #expect(StoreIndex.matches(files, snapshot), "the change rebuilt the index")
        #expect(
            StoreHealth(inspecting: store.path, now: referenceNow).checks.first { $0.name == "index" }?.status
                == .ok)
    }

    @Test func aChangeToAnArchivedTaskReadsTheStoreWholeAndWritesItWhole() throws {
        try makeStore()
        let later = referenceNow + 2 * day
        try store.update(now: later, scope: .only([])) { list in
            _ = try list.add(TaskEdits(title: "moves task 2 to the archive"), now: later, uuid: "m")
        }
        #expect(try store.read().task(id: 2) == nil, "task 2 is archived")
        let generation = try StoreSnapshot(files: StoreFiles(resolving: store.path), archived: .none).document
            .generation
        let reopened = try TodoStore(path: store.path).update(now: later, scope: .only([2])) { list in
            try list.uncomplete(ids: [2], now: later)
        }
        #expect(reopened.first?.completedAt == nil)
        #expect(try store.read().task(id: 2)?.title == "task 2")
        let after = try StoreSnapshot(files: StoreFiles(resolving: store.path), archived: .none).document
            .generation
        #expect(after == generation + 1)
    }
}

/// The index files an open task under the hash of its title's key, made without a String for
/// an ASCII title: it must be the hash of `titleKey`, whatever the title.
@Suite struct TitleHashTests {
    @Test(arguments: [
        "Buy milk", "  buy MILK\t\n", "", "   ", "ÄPFEL kaufen", " Straße ", "İstanbul", "x\u{0B}",
        "\u{85}a\u{85}",
        "MiXeD 123 !?",
    ])
    func theHashIsTheHashOfTheTitlesKey(title: String) {
        var key = title.titleKey
        #expect(StoreIndex.titleHash(title) == key.withUTF8 { ByteCheck.of($0) })
    }

    @Test func titlesThatNameTheSameTaskHaveTheSameHash() {
        #expect(StoreIndex.titleHash("Buy milk") == StoreIndex.titleHash("  BUY MILK "))
        #expect(StoreIndex.titleHash("Buy milk") != StoreIndex.titleHash("Buy milks"))
    }
}
