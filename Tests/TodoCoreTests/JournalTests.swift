import Foundation
import TestSupport
import Testing

@testable import TodoCore

/// The change log through the store: what each change records, and what `undo` gives back.
@Suite struct JournalTests {
    let folder = TemporaryFolder()
    var store: TodoStore { TodoStore(path: folder.file("todos.json"), command: "test") }

    func add(_ title: String, at now: Instant = referenceNow) throws {
        try store.update(now: now) { list in
            try list.add(TaskEdits(title: title), now: now, uuid: "u-" + title)
        }
    }

    func tasks() throws -> [TodoTask] {
        try store.read(archived: .all).tasks.sorted { $0.id < $1.id }
    }

    @Test func undoingAnAddRemovesTheTaskAndKeepsItsIdUsed() throws {
        try add("a")
        try add("b")
        let reverted = try store.undo(1, now: referenceNow)
        #expect(reverted.map(\.tasks) == [[TouchedTask(id: 2, title: "b", action: .added)]])
        #expect(try tasks().map(\.id) == [1])
        try add("c")
        #expect(try tasks().map(\.id) == [1, 3])
    }

    @Test func undoingADeleteBringsBackTheTaskWithItsIdUuidAndFields() throws {
        try store.update(now: referenceNow) { list in
            try list.add(
                TaskEdits(
                    title: "Dentist", details: "bring the card", deadline: referenceNow + day,
                    location: Location(name: "Dr Smith", address: "1 Main St")),
                now: referenceNow, uuid: "the-uuid")
        }
        try add("other")
        let before = try tasks()
        _ = try store.update(now: referenceNow + hour) { list in try list.delete(ids: [1]) }
        #expect(try tasks().map(\.id) == [2])
        try store.undo(1, now: referenceNow + 2 * hour)
        #expect(try tasks() == before)
        #expect(try tasks().first?.uuid == "the-uuid")
    }

    @Test func undoingACompletionOfATaskSinceArchivedBringsItBackToTheList() throws {
        try add("a")
        try add("b")
        _ = try store.update(now: referenceNow) { list in try list.complete(ids: [1], now: referenceNow) }
        let later = referenceNow + 2 * day
        try add("c", at: later)
        #expect(folder.names(in: "todos.json.archive").count == 1)
        #expect(try store.read().tasks.map(\.id) == [2, 3])
        try store.undo(2, now: later)
        #expect(try store.read().tasks.map(\.id) == [1, 2])
        #expect(try store.read().task(id: 1)?.isCompleted == false)
        #expect(try store.read(archived: .all).tasks.count == 2)
    }

    @Test func undoOfMoreThanThereIsChangesNothing() throws {
        try add("a")
        try add("b")
        let bytes = folder.bytes("todos.json")
        #expect(throws: JournalError.notEnoughChanges(requested: 3, available: 2)) {
            try store.undo(3, now: referenceNow)
        }
        #expect(folder.bytes("todos.json") == bytes)
    }

    @Test func anUndoIsLoggedButNotItselfUndone() throws {
        try add("a")
        try add("b")
        try store.undo(1, now: referenceNow)
        try store.undo(1, now: referenceNow)
        #expect(try tasks().isEmpty)
        #expect(throws: JournalError.notEnoughChanges(requested: 1, available: 0)) {
            try store.undo(1, now: referenceNow)
        }
        let log = try store.log()
        #expect(log.map(\.isUndo) == [true, true, false, false])
        #expect(log.map(\.isUndone) == [false, false, true, true])
        #expect(log[0].reverted == [RevertedChange(sequence: 1, command: "test")])
        #expect(log[1].tasks == [TouchedTask(id: 2, title: "b", action: .removed)])
    }

    @Test func anUndoWhoseChangesCancelOutIsStillRecorded() throws {
        try add("a")
        try add("b")
        _ = try store.update(now: referenceNow) { list in try list.delete(ids: [2]) }
        try store.undo(2, now: referenceNow)
        #expect(try store.log().first?.reverted?.map(\.sequence) == [3, 2])
        try store.undo(1, now: referenceNow)
        #expect(try tasks().isEmpty)
        #expect(throws: JournalError.notEnoughChanges(requested: 1, available: 0)) {
            try store.undo(1, now: referenceNow)
        }
    }

    @Test func aChangeThatChangesNothingRecordsNothing() throws {
        try add("a")
        _ = try store.update(now: referenceNow) { list in try list.complete(ids: [1], now: referenceNow) }
        _ = try store.update(now: referenceNow + minute) { list in
            try list.complete(ids: [1], now: referenceNow + minute)
        }
        #expect(try store.log().count == 2)
    }

    @Test func aReminderMarkedDeliveredIsNotAChange() throws {
        try store.update(now: referenceNow) { list in
            try list.add(TaskEdits(title: "a", deadline: referenceNow + hour), now: referenceNow, uuid: "u")
        }
        try store.update(now: referenceNow + 50 * minute) { list in
            var task = list.tasks[0]
            task.remindedAt = referenceNow + 50 * minute
            list.replaceTask(at: 0, with: task)
        }
        #expect(try store.log().count == 1)
        #expect(try tasks()[0].remindedAt == referenceNow + 50 * minute)
    }

    @Test func aReminderDeliveredSinceAChangeStaysDeliveredWhenItIsUndone() throws {
        try store.update(now: referenceNow) { list in
            try list.add(TaskEdits(title: "a", deadline: referenceNow + hour), now: referenceNow, uuid: "u")
        }
        var changes = TaskEdits()
        changes.set(.title, .text("renamed"))
        _ = try store.update(now: referenceNow + minute) { list in
            try list.edit(ids: [1], edits: changes, now: referenceNow + minute)
        }
        try store.update(now: referenceNow + 50 * minute) { list in
            var task = list.tasks[0]
            task.remindedAt = referenceNow + 50 * minute
            list.replaceTask(at: 0, with: task)
        }
        try store.undo(1, now: referenceNow + 51 * minute)
        #expect(try tasks()[0].title == "a")
        #expect(try tasks()[0].remindedAt == referenceNow + 50 * minute)
    }

    @Test func editsOfArchivedTasksAndDeletesOfManyAreRevertedWhole() throws {
        try store.update(now: referenceNow) { list in
            for index in 1...30 {
                try list.add(TaskEdits(title: "t\(index)"), now: referenceNow, uuid: "u\(index)")
            }
            _ = try list.complete(ids: Array(1...10), now: referenceNow)
        }
        let later = referenceNow + 3 * day
        try add("new", at: later)
        let before = try tasks()
        _ = try store.update(now: later, archived: .ids(Array(1...20))) { list in
            try list.delete(ids: Array(1...20))
        }
        #expect(try tasks().map(\.id) == Array(21...31))
        try store.undo(1, now: later)
        #expect(try tasks() == before)
        #expect(try store.read().tasks.map(\.id) == Array(11...31))
    }

    @Test func keepsAtLeastTheLatestHundredChangesAndDropsOlderPages() throws {
        for index in 1...260 { try add("t\(index)") }
        let log = try store.log()
        #expect(log.count >= Journal.capacity)
        #expect(log.count < 260)
        #expect(log.map(\.sequence) == Array((261 - log.count)...260).reversed())
        let pages = folder.names(in: "todos.json.journal")
        let document = try StoreSnapshot(files: StoreFiles(resolving: store.path), archived: .none).document
        #expect(Set(pages) == Set(document.journal.pages.map(\.file)))
        #expect(document.journal.pages.first?.firstSequence == log.last?.sequence)
        try store.compact(now: referenceNow)
        let text = String(decoding: folder.bytes("todos.json") ?? [], as: UTF8.self)
        let recent = try #require(text.range(of: "\"recent\":"))
        let tasksMember = try #require(text.range(of: "\"tasks\":["))
        #expect(text[recent.upperBound..<tasksMember.lowerBound].utf8.count <= Journal.recentBudget + 100)
        try store.undo(Journal.capacity, now: referenceNow)
        #expect(try tasks().count == 160)
    }

    @Test func aLargeChangeGoesToAPageAtOnceAndLeavesTheMainFileSmall() throws {
        let records = (1...2000).map { ImportedTask(title: "imported \($0)") }
        _ = try store.update(now: referenceNow, archived: .all) { list in
            list.restore(records, now: referenceNow)
        }
        #expect(folder.names(in: "todos.json.journal") == ["page-000001.json"])
        let text = String(decoding: folder.bytes("todos.json") ?? [], as: UTF8.self)
        #expect(text.contains(#""entries":[]}},"# + "\n" + #""tasks":["#))
        try add("after")
        #expect(try store.log().map { $0.tasks.count } == [1, 2000])
        try store.undo(2, now: referenceNow)
        #expect(try tasks().isEmpty)
        #expect(try store.read().usedIds.nextFreshId == 2002)
    }

    @Test func aMissingPageFailsLogAndUndoButNotOtherChanges() throws {
        let records = (1...500).map { ImportedTask(title: "imported \($0)") }
        _ = try store.update(now: referenceNow, archived: .all) { list in
            list.restore(records, now: referenceNow)
        }
        try FileManager.default.removeItem(atPath: folder.file("todos.json.journal/page-000001.json"))
        #expect(throws: StoreError.self) { try store.log() }
        #expect(throws: StoreError.self) { try store.undo(1, now: referenceNow) }
        try add("still works")
        #expect(try store.read().tasks.count == 501)
    }

    @Test func undoAndAShortLogReadOnlyThePagesTheyNeed() throws {
        let records = (1...500).map { ImportedTask(title: "imported \($0)") }
        _ = try store.update(now: referenceNow, archived: .all) { list in
            list.restore(records, now: referenceNow)
        }
        for index in 1...40 { try add("t\(index)") }
        try store.compact(now: referenceNow)
        #expect(folder.names(in: "todos.json.journal").count == 2)
        try FileManager.default.removeItem(atPath: folder.file("todos.json.journal/page-000001.json"))
        #expect(try store.log(limit: 3).map(\.sequence) == [41, 40, 39])
        try store.undo(2, now: referenceNow)
        #expect(try store.read().tasks.count == 538)
        #expect(throws: StoreError.self) { try store.log() }
    }

    @Test func unlistedPagesACrashLeftAreRemovedByTheNextPageWrite() throws {
        try FileManager.default.createDirectory(
            atPath: folder.file("todos.json.journal"), withIntermediateDirectories: true)
        folder.write("left by a crash", to: "todos.json.journal/page-000099.json")
        folder.write("half", to: "todos.json.journal/.page-000001.json.tmp")
        let records = (1...500).map { ImportedTask(title: "imported \($0)") }
        _ = try store.update(now: referenceNow, archived: .all) { list in
            list.restore(records, now: referenceNow)
        }
        #expect(folder.names(in: "todos.json.journal") == ["page-000001.json"])
    }
}

/// The change detector, on lists the commands never make.
@Suite struct ChangeDetectorTests {
    let folder = TemporaryFolder()
    var store: TodoStore { TodoStore(path: folder.file("todos.json")) }

    @Test func findsWhatChangedInAListWhoseOrderChanged() throws {
        try store.update(now: referenceNow) { list in
            for index in 1...6 {
                try list.add(TaskEdits(title: "t\(index)"), now: referenceNow, uuid: "u\(index)")
            }
        }
        try store.update(now: referenceNow) { list in
            let reversed = Array(list.tasks.reversed())
            for (index, task) in reversed.enumerated() { list.replaceTask(at: index, with: task) }
            _ = try list.delete(ids: [2])
            var changes = TaskEdits()
            changes.set(.title, .text("five"))
            _ = try list.edit(ids: [5], edits: changes, now: referenceNow)
        }
        let entry = try #require(store.log().first)
        #expect(
            entry.tasks == [
                TouchedTask(id: 2, title: "t2", action: .removed),
                TouchedTask(id: 5, title: "five", action: .changed),
            ])
        #expect(entry.before.map(\.title) == ["t2", "t5"])
        try store.undo(1, now: referenceNow)
        #expect(try store.read().tasks.map(\.title).sorted() == (1...6).map { "t\($0)" })
    }
}
