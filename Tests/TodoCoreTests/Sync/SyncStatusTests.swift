import Testing

@testable import TodoCore

/// `todo sync --status` says what the next sync sends when nothing changed on the server: the
/// same changes, in the same order, as a dry run of that sync.
@Suite struct SyncStatusTests {
    let server = FakeCalDAVServer()
    let a = SyncMachine("a")

    func status() throws -> SyncStatus {
        try SyncStatus(
            store: a.store, stateFile: try SyncStateFile(storePath: a.store.path),
            collection: try CollectionURL(server.url), context: a.context, productId: "-//todo//tests//EN")
    }

    func pending() throws -> [String] {
        try status().pending.map {
            "\($0.action.rawValue) \($0.id.map(String.init) ?? "-") \($0.title) \($0.fields)"
        }
    }

    func dryRun() throws -> [String] {
        try a.sync(server, dryRun: true).events.map {
            "\($0.action.rawValue) \($0.id.map(String.init) ?? "-") \($0.title) \($0.fields)"
        }
    }

    @Test func pendingIsWhatADryRunWouldSend() throws {
        #expect(try status().syncedAt == nil)
        try a.add("One")
        try a.add("Two")
        try a.add("Three")
        #expect(try pending() == ["sent-added 1 One []", "sent-added 2 Two []", "sent-added 3 Three []"])
        try a.sync(server)
        #expect(try pending() == [])
        #expect(try status().recordCount == 3)
        #expect(try status().syncedAt == a.now)
        try a.edit("Three") { $0.completion = .complete }
        try a.delete("Two")
        try a.add("Four")
        try a.edit("One") { $0.set(.title, .text("One, renamed")) }
        let expected = [
            "sent-changed 1 One, renamed [\"title\"]", "sent-changed 3 Three [\"completed\"]",
            "sent-added 4 Four []",
            "sent-deleted - Two []",
        ]
        #expect(try pending() == expected)
        #expect(try dryRun() == expected)
    }

    @Test func aRecordWhoseFingerprintAloneDiffersIsNothingToSend() throws {
        try a.add("One")
        try a.sync(server)
        // A record kept with another fingerprint (as an older todo computed it): the task's file
        // is the same, so a sync patches nothing and sends nothing.
        let stateFile = try SyncStateFile(storePath: a.store.path)
        var state = try #require(try stateFile.read())
        for uid in state.records.keys { state.records[uid]?.fingerprint ^= 1 }
        try stateFile.write(state)
        #expect(try dryRun() == [])
        #expect(try pending() == [])
    }

    @Test func theStateOfAnotherCollectionIsNotUsed() throws {
        try a.add("One")
        try a.sync(server)
        let other = try SyncStatus(
            store: a.store, stateFile: try SyncStateFile(storePath: a.store.path),
            collection: try CollectionURL("http://127.0.0.1:1/other/"), context: a.context, productId: "p")
        #expect(other.syncedAt == nil && other.recordCount == 0 && other.collection == nil)
        #expect(other.pending.map(\.title) == ["One"])
    }
}
