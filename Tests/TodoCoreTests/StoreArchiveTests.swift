import Foundation
import TestSupport
import Testing

@testable import TodoCore

@Suite struct StoreArchiveTests {
    let folder = TemporaryFolder()
    var store: TodoStore { TodoStore(path: folder.file("todos.json")) }

    /// Adds `count` tasks and completes the first `completed` of them, at `referenceNow`.
    func fill(count: Int, completed: Int) throws {
        try store.update(now: referenceNow) { list in
            for index in 1...count {
                try list.add(TaskEdits(title: "t\(index)"), now: referenceNow, uuid: "u\(index)")
            }
            if completed > 0 { _ = try list.complete(ids: Array(1...completed), now: referenceNow) }
        }
    }

    func activeIds() throws -> [Int] {
        try StoreSnapshot(files: StoreFiles(resolving: store.path), archived: .none).document.tasks.map(\.id)
    }

    @Test func readingNeverMovesTasksButTheNextWriteArchivesThem() throws {
        try fill(count: 3, completed: 2)
        let later = referenceNow + day
        #expect(try store.read().tasks.count == 3)
        #expect(!folder.names().contains("todos.json.archive"))
        try store.update(now: later) { list in try list.add(TaskEdits(title: "new"), now: later, uuid: "n") }
        #expect(try activeIds() == [3, 4])
        #expect(folder.names(in: "todos.json.archive") == ["segment-000001.json"])
        #expect(try store.read(archived: .all).tasks.map(\.id).sorted() == [1, 2, 3, 4])
        #expect(try store.read(archived: .ids([2])).task(id: 2)?.title == "t2")
    }

    @Test func completedJustUnder24HoursAgoStaysActive() throws {
        try fill(count: 2, completed: 1)
        let later = referenceNow + day - 1
        try store.update(now: later) { list in try list.add(TaskEdits(title: "new"), now: later, uuid: "n") }
        #expect(try activeIds() == [1, 2, 3])
    }

    @Test func reopeningAnArchivedTaskBringsItBackAndRewritesOnlyItsSegment() throws {
        try fill(count: 3, completed: 3)
        let later = referenceNow + 2 * day
        try store.update(now: later) { list in try list.add(TaskEdits(title: "new"), now: later, uuid: "n") }
        #expect(try activeIds() == [4])
        _ = try store.update(now: later, archived: .ids([2])) { list in
            try list.uncomplete(ids: [2], now: later)
        }
        #expect(try activeIds() == [2, 4])
        #expect(folder.names(in: "todos.json.archive") == ["segment-000002.json"])
        #expect(try store.read(archived: .all).tasks.map(\.id).sorted() == [1, 2, 3, 4])
    }

    @Test func deletingAnArchivedTaskKeepsItsIdUsed() throws {
        try fill(count: 2, completed: 2)
        let later = referenceNow + 2 * day
        _ = try store.update(now: later, archived: .ids([1, 2])) { list in try list.delete(ids: [1, 2]) }
        #expect(try store.read(archived: .all).tasks.isEmpty)
        #expect(folder.names(in: "todos.json.archive").isEmpty)
        let added = try store.update(now: later) { list in
            try list.add(TaskEdits(title: "x"), now: later, uuid: "x")
        }
        #expect(added.id == 3)
    }

    @Test func addingDoesNotRewriteTheArchive() throws {
        try fill(count: 5, completed: 5)
        let later = referenceNow + 2 * day
        try store.update(now: later) { list in try list.add(TaskEdits(title: "new"), now: later, uuid: "n") }
        let segment = "todos.json.archive/segment-000001.json"
        let inode = folder.inode(segment)
        try store.update(now: later) { list in try list.add(TaskEdits(title: "newer"), now: later, uuid: "m")
        }
        #expect(folder.inode(segment) == inode)
    }

    @Test func newlyClearedTasksFillTheLastSegmentThenStartANewOne() throws {
        let capacity = ArchiveManifest.segmentCapacity
        try fill(count: capacity + 5, completed: capacity - 2)
        var now = referenceNow + day
        try store.update(now: now) { list in
            _ = try list.complete(ids: Array((capacity - 1)...(capacity + 5)), now: now)
        }
        now = now + day
        try store.update(now: now) { list in try list.add(TaskEdits(title: "new"), now: now, uuid: "n") }
        let document = try StoreSnapshot(files: StoreFiles(resolving: store.path), archived: .none).document
        #expect(document.archive.segments.map(\.count) == [capacity, 5])
        #expect(document.tasks.map(\.id) == [capacity + 6])
        #expect(folder.names(in: "todos.json.archive").count == 2)
    }

    @Test func orphanSegmentsFromACrashAreRemovedOnTheNextArchiveChange() throws {
        try fill(count: 2, completed: 1)
        try FileManager.default.createDirectory(
            atPath: folder.file("todos.json.archive"), withIntermediateDirectories: true)
        folder.write("{}", to: "todos.json.archive/segment-000009.json")
        folder.write("{}", to: "todos.json.archive/.segment-000001.json.tmp")
        folder.write("keep", to: "todos.json.archive/notes.txt")
        let later = referenceNow + day
        try store.update(now: later) { list in try list.add(TaskEdits(title: "new"), now: later, uuid: "n") }
        #expect(folder.names(in: "todos.json.archive") == ["notes.txt", "segment-000001.json"])
    }
}
