import Foundation
import TestSupport
import Testing

@testable import TodoCore

@Suite struct StoreReadWriteTests {
    let folder = TemporaryFolder()
    var store: TodoStore { TodoStore(path: folder.file("data/todos.json")) }

    @Test func missingStoreReadsEmptyAndCreatesNothing() throws {
        #expect(try store.read().tasks.isEmpty)
        #expect(folder.names().isEmpty)
    }

    @Test func failedFirstChangeCreatesNothing() {
        #expect(throws: TaskError.notFound(ids: [3])) {
            try store.update(now: referenceNow) { list in try list.complete(ids: [3], now: referenceNow) }
        }
        #expect(folder.names().isEmpty)
    }

    @Test func writesAndReadsBackEveryField() throws {
        let task = TodoTask(
            id: 1, uuid: "6f0c", title: "Päy \"rent\" \u{1B}[31m\n", details: "line 1\nline 2",
            deadline: referenceNow + day, location: Location(name: "Home", address: "1 Main St / Flat 2"),
            createdAt: referenceNow, completedAt: referenceNow + hour)
        try store.update(now: referenceNow) { list in list = TodoList(tasks: [task]) }
        #expect(try store.read().tasks == [task])
    }

    @Test func createsFolderPrivateAndFilesOwnerOnly() throws {
        try store.update(now: referenceNow) { list in
            try list.add(TaskEdits(title: "a"), now: referenceNow, uuid: "u")
        }
        #expect(folder.mode("data") == 0o700)
        #expect(folder.mode("data/todos.json") == 0o600)
        #expect(folder.mode("data/todos.json.lock") == 0o600)
    }

    @Test func keepsTheModeTheUserGaveTheStore() throws {
        try store.update(now: referenceNow) { list in
            try list.add(TaskEdits(title: "a"), now: referenceNow, uuid: "u")
        }
        chmod(folder.file("data/todos.json"), 0o640)
        try store.update(now: referenceNow) { list in
            try list.add(TaskEdits(title: "b"), now: referenceNow, uuid: "v")
        }
        #expect(folder.mode("data/todos.json") == 0o640)
    }

    @Test func appendsAChangeAndReplacesTheFileByRenameWhenItCompacts() throws {
        try store.update(now: referenceNow) { list in
            try list.add(TaskEdits(title: "a"), now: referenceNow, uuid: "u")
        }
        let files = ["todos.json", "todos.json.index", "todos.json.lock", "todos.json.log"]
        #expect(folder.names(in: "data") == files)
        let main = folder.bytes("data/todos.json")
        let inode = folder.inode("data/todos.json")
        let log = folder.bytes("data/todos.json.log") ?? []
        try store.update(now: referenceNow) { list in
            try list.add(TaskEdits(title: "b"), now: referenceNow, uuid: "v")
        }
        #expect(folder.bytes("data/todos.json") == main && folder.inode("data/todos.json") == inode)
        let appended = folder.bytes("data/todos.json.log") ?? []
        #expect(appended.count > log.count && Array(appended.prefix(log.count)) == log)
        #expect(appended.filter { $0 == 0x0A }.count == 2, "the header and one line for the change")
        try store.compact(now: referenceNow)
        #expect(folder.inode("data/todos.json") != inode)
        #expect(folder.bytes("data/todos.json.log")?.filter { $0 == 0x0A }.count == 1, "a new, empty log")
        #expect(folder.names(in: "data") == files, "no temporary file left")
        #expect(try store.read().tasks.map(\.title) == ["a", "b"])
    }

    @Test func changeThatChangesNothingWritesNothing() throws {
        try store.update(now: referenceNow) { list in
            try list.add(TaskEdits(title: "a"), now: referenceNow, uuid: "u")
        }
        _ = try store.update(now: referenceNow) { list in try list.complete(ids: [1], now: referenceNow) }
        let before = folder.inode("data/todos.json")
        _ = try store.update(now: referenceNow + hour) { list in
            try list.complete(ids: [1], now: referenceNow + hour)
        }
        #expect(folder.inode("data/todos.json") == before)
    }

    @Test func followsASymbolicLinkAndKeepsIt() throws {
        try FileManager.default.createDirectory(
            atPath: folder.file("real"), withIntermediateDirectories: true)
        folder.write(
            #"{"version":2,"usedIds":[],"archive":{"nextSegment":1,"segments":[]},"tasks":[]}"#,
            to: "real/store.json")
        symlink(folder.file("real/store.json"), folder.file("link.json"))
        let linked = TodoStore(path: folder.file("link.json"))
        try linked.update(now: referenceNow) { list in
            try list.add(TaskEdits(title: "a"), now: referenceNow, uuid: "u")
        }
        #expect(folder.mode("link.json") == 0o777)
        #expect(try TodoStore(path: folder.file("real/store.json")).read().tasks.count == 1)
        #expect(
            folder.names(in: "real") == [
                "store.json", "store.json.index", "store.json.lock", "store.json.log",
            ])
    }
}

@Suite struct StoreRefusalTests {
    let folder = TemporaryFolder()

    func expectUntouched(_ text: String, _ check: (Error) -> Bool) throws {
        folder.write(text, to: "todos.json")
        let store = TodoStore(path: folder.file("todos.json"))
        let before = folder.bytes("todos.json")
        var caught: Error?
        do {
            try store.update(now: referenceNow) { list in
                try list.add(TaskEdits(title: "x"), now: referenceNow, uuid: "u")
            }
        } catch {
            caught = error
        }
        #expect(caught.map(check) == true, "unexpected: \(String(describing: caught))")
        #expect(folder.bytes("todos.json") == before)
        #expect(throws: StoreError.self) { try store.read() }
    }

    static let header = #"{"version":2,"usedIds":[[1,9]],"archive":{"nextSegment":1,"segments":[]},"#

    @Test(arguments: [
        header + #""tasks":[{"id":1,"uuid":"u","title":"a","createdAt":"2026-03-01T09:30:00Z"}"#,
        "garbage", header + #""tasks":[{"id":"1"}]}"#, #"{"tasks":[]}"#, "[]",
        header + #""tasks":[{"id":1,"uuid":"u","title":"a","createdAt":"yesterday"}]}"#,
        header + #""tasks":[{"id":1,"uuid":"a","title":"a","createdAt":"2026-03-01T09:30:00Z"},"#
            + #"{"id":1,"uuid":"b","title":"b","createdAt":"2026-03-01T09:30:00Z"}]}"#,
        #"{"version":2,"usedIds":[],"archive":{"segments":[{"file":"../../etc/passwd"}]},"tasks":[]}"#,
        header + #""taks":[]}"#,
        #"{"version":2,"usedIds":[],"tasks":[]}"#,
    ])
    func corruptStoreIsNeverWrittenOver(text: String) throws {
        try expectUntouched(text) { error in
            if case .corrupt(let path, _) = error as? StoreError { return path.hasSuffix("todos.json") }
            return false
        }
    }

    @Test func corruptErrorNamesLineAndColumn() {
        folder.write("{\"version\":2,\n\"tasks\":[\n{\"id\":1,,}]}", to: "todos.json")
        #expect(
            throws: StoreError.corrupt(
                path: folder.file("todos.json"),
                problem: "line 3, column 9: expected a key in double quotes after ','")
        ) {
            try TodoStore(path: folder.file("todos.json")).read()
        }
    }

    @Test func emptyFileIsAnErrorNotAnEmptyList() throws {
        try expectUntouched("") { ($0 as? StoreError) == .empty(path: folder.file("todos.json")) }
    }

    @Test func newerVersionIsRefused() throws {
        try expectUntouched(#"{"tasks":{"new":"shape"},"version":6}"#) {
            ($0 as? StoreError) == .newerVersion(path: folder.file("todos.json"), version: 6, supported: 5)
        }
    }

    @Test func folderInPlaceOfTheStoreIsAnError() throws {
        try FileManager.default.createDirectory(
            atPath: folder.file("todos.json"), withIntermediateDirectories: true)
        #expect(
            throws: StoreError.unreadable(
                path: folder.file("todos.json"), reason: "it is a folder, not a file")
        ) {
            try TodoStore(path: folder.file("todos.json")).read()
        }
    }

    @Test func danglingSymbolicLinkIsAnError() {
        symlink(folder.file("nowhere.json"), folder.file("todos.json"))
        #expect(throws: StoreError.self) {
            try TodoStore(path: folder.file("todos.json")).update(now: referenceNow) { _ in }
        }
        #expect(folder.names() == ["todos.json"])
    }
}
