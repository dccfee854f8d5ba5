import Testing

@testable import TodoCore

/// A sync cut short anywhere leaves the store as it was (or synced), and the next sync finishes
/// the work without conflicts or duplicates.
@Suite struct SyncFaultTests {
    /// Two machines in step, then changes on both: A edits, deletes and adds, B edits and adds
    /// and syncs. A's sync then lists, reads two items, and writes three.
    func scene(lockTimeoutSeconds: Double = 5) throws -> (FakeCalDAVServer, SyncMachine, SyncMachine) {
        let server = FakeCalDAVServer()
        let a = SyncMachine("a", lockTimeoutSeconds: lockTimeoutSeconds)
        let b = SyncMachine("b")
        for title in ["One", "Two", "Three"] { try a.add(title) }
        try a.sync(server)
        try b.sync(server)
        try a.edit("One") { $0.set(.priority, .text("high")) }
        try a.delete("Two")
        try a.add("Four")
        try b.edit("Three") { $0.set(.title, .text("Three!")) }
        try b.add("Five")
        try b.sync(server)
        return (server, a, b)
    }

    /// Both machines hold the same five-minus-one tasks, the server one item each.
    func expectConverged(_ server: FakeCalDAVServer, _ a: SyncMachine, _ b: SyncMachine) throws {
        try a.sync(server)
        try b.sync(server)
        #expect(try a.fields == b.fields)
        #expect(try Set(a.tasks.map(\.title)) == ["One", "Three!", "Four", "Five"])
        #expect(try a.task("One")?.priority == .high)
        #expect(server.count == 4)
        #expect(try a.sync(server).events.isEmpty && b.sync(server).events.isEmpty)
    }

    @Test func everyWriteIsConditional() throws {
        let (server, a, b) = try scene()
        try expectConverged(server, a, b)
        let writes = server.requests.filter { $0.method == "PUT" || $0.method == "DELETE" }
        #expect(writes.count >= 6)
        for write in writes {
            #expect(
                write.header("If-Match") != nil || write.header("If-None-Match") == "*",
                "\(write.method) \(write.url)")
        }
    }

    @Test func aSyncCutAtAnyRequestLeavesTheStoreAsItWasAndTheNextSyncFinishes() throws {
        var cut = 0
        while true {
            let (server, a, b) = try scene()
            let before = a.files
            let start = server.requests.count
            server.intercept = { _, index in index == start + cut ? .dropped("connection reset") : nil }
            do {
                try a.sync(server)
                break
            } catch SyncError.transport(.dropped, _) {
                #expect(a.files == before, "cut at request \(cut)")
            }
            server.intercept = nil
            try expectConverged(server, a, b)
            #expect(try !a.tasks.contains { $0.tags.contains(SyncEvent.conflictTag) })
            cut += 1
        }
        #expect(cut == 5)
    }

    @Test func aStateOlderThanTheStoreLeadsToTheSameTasksAndNoWrite() throws {
        let (server, a, b) = try scene()
        let state = try #require(a.folder.bytes("todos.json.sync"))
        try a.sync(server)
        a.folder.write(String(decoding: state, as: UTF8.self), to: "todos.json.sync")
        let writes = server.writeCount
        #expect(try a.sync(server).events.isEmpty)
        #expect(server.writeCount == writes)
        try expectConverged(server, a, b)
    }

    @Test func aStoreThatCannotBeWrittenAfterTheWritesIsFinishedByTheNextSync() throws {
        let (server, a, b) = try scene(lockTimeoutSeconds: 0.05)
        let before = a.files
        let lock = try FileLock.acquire(FilePath(a.store.path + ".lock"), timeoutSeconds: 1)
        #expect(throws: StoreError.self) { try a.sync(server) }
        lock.release()
        #expect(a.files == before)
        #expect(server.count == 4)
        let report = try a.sync(server)
        #expect(report.events.map(\.action) == [.receivedChanged, .receivedAdded])
        try expectConverged(server, a, b)
    }

    @Test func aSecondSyncOfTheSameStoreIsRefusedWhileTheFirstRuns() throws {
        let (server, a, _) = try scene()
        let lock = try FileLock.acquire(FilePath(a.store.path + ".sync.lock"), timeoutSeconds: 1)
        defer { lock.release() }
        #expect(throws: SyncError.busy(lockPath: a.store.path + ".sync.lock")) { try a.sync(server) }
        #expect(throws: Never.self) { try a.sync(server, dryRun: true) }
    }
}
