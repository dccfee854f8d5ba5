import Foundation
import TestSupport
import Testing

@testable import TodoCore

@Suite struct StoreLockTests {
    let folder = TemporaryFolder()

    /// Without the lock, writers read the same old list and overwrite each other's tasks.
    @Test func parallelWritersLoseNothing() async throws {
        let path = folder.file("todos.json")
        let writers = 16
        let addsEach = 6
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<writers {
                group.addTask {
                    let store = TodoStore(path: path, lockTimeoutSeconds: 30)
                    for add in 0..<addsEach {
                        try store.update(now: referenceNow) { list in
                            try list.add(
                                TaskEdits(title: "w\(writer) a\(add)"), now: referenceNow,
                                uuid: "\(writer)-\(add)")
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        let tasks = try TodoStore(path: path).read().tasks
        #expect(tasks.count == writers * addsEach)
        #expect(Set(tasks.map(\.id)) == Set(1...(writers * addsEach)))
        #expect(Set(tasks.map(\.title)).count == writers * addsEach)
    }

    @Test func heldLockTimesOutWithAnErrorInsteadOfHanging() throws {
        let path = folder.file("todos.json")
        let holder = open(path + ".lock", O_RDWR | O_CREAT, 0o600)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX) == 0)
        let started = ContinuousClock.now
        #expect(throws: StoreError.locked(path: path, seconds: 0.2)) {
            try TodoStore(path: path, lockTimeoutSeconds: 0.2).update(now: referenceNow) { list in
                try list.add(TaskEdits(title: "a"), now: referenceNow, uuid: "u")
            }
        }
        #expect(ContinuousClock.now - started < .seconds(3))
        #expect(FileManager.default.fileExists(atPath: path) == false)
    }

    @Test func readersNeedNoLock() throws {
        let path = folder.file("todos.json")
        try TodoStore(path: path).update(now: referenceNow) { list in
            try list.add(TaskEdits(title: "a"), now: referenceNow, uuid: "u")
        }
        let holder = open(path + ".lock", O_RDWR)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX) == 0)
        #expect(try TodoStore(path: path, lockTimeoutSeconds: 0.01).read().tasks.count == 1)
    }
}

@Suite struct StoreMigrationTests {
    let folder = TemporaryFolder()

    @Test func versionOneIsReadAndRewrittenAsTheCurrentVersionOnTheNextChange() throws {
        let completedLongAgo = "2026-02-01T09:30:00Z"
        folder.write(
            """
            {"version":1,"tasks":[
            {"id":1,"uuid":"a","title":"old","createdAt":"2026-01-01T00:00:00Z","completedAt":"\(completedLongAgo)"},
            {"id":4,"uuid":"b","title":"open","createdAt":"2026-01-01T00:00:00Z","deadline":null}
            ]}
            """, to: "todos.json")
        let store = TodoStore(path: folder.file("todos.json"))
        #expect(try store.read().tasks.map(\.id) == [1, 4])
        let added = try store.update(now: referenceNow) { list in
            try list.add(TaskEdits(title: "new"), now: referenceNow, uuid: "c")
        }
        #expect(added.id == 5)
        let text = String(decoding: folder.bytes("todos.json") ?? [], as: UTF8.self)
        #expect(text.hasPrefix(#"{"version":5,"generation":1,"usedIds":[[1,5]],"#))
        #expect(try store.read().tasks.map(\.id) == [4, 5])
        #expect(try store.read(archived: .all).tasks.map(\.id).sorted() == [1, 4, 5])
    }
}
