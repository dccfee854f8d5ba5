import Foundation
import TestSupport
import Testing

@testable import TodoCore

/// The change log's JSON: written and read back exactly, and refused when damaged.
@Suite struct JournalCodecTests {
    static let header =
        #"{"version":3,"usedIds":[[1,2]],"archive":{"nextSegment":1,"segments":[]},"tasks":[]"#

    func document(journal: String) throws -> StoreDocument {
        try StoreCodec.decodeDocument(
            StoreBytes(copying: Array((Self.header + #","journal":"# + journal + "}").utf8)))
    }

    @Test func entriesOfEveryKindAreReadBackAsWritten() throws {
        let task = TodoTask(
            id: 2, uuid: "u\u{1B}2", title: "Say \"hi\"\n", details: "é", deadline: referenceNow + day,
            createdAt: referenceNow, tags: ["x"], priority: .high)
        let entries = [
            JournalEntry(
                sequence: 4, date: referenceNow, command: "rm 2 'a b'",
                tasks: [TouchedTask(id: 2, title: "Say \"hi\"\n", action: .removed)], before: [task]),
            JournalEntry(
                sequence: 5, date: referenceNow + 1, command: "undo",
                tasks: [TouchedTask(id: 2, title: "Say \"hi\"\n", action: .added)],
                reverted: [RevertedChange(sequence: 4, command: "rm 2 'a b'")]),
        ]
        var journal = Journal()
        for entry in entries { journal.recent.append(entry) }
        journal.pages = [
            JournalPage(firstSequence: 1, lastSequence: 3, changeCount: 2)
        ]
        journal.nextSequence = 6
        var writer = JSONWriter()
        JournalCodec.writeMember(journal, into: &writer)
        let read = try document(journal: String(decoding: writer.bytes, as: UTF8.self)).journal
        #expect(read == journal)
        let decoded = try read.recent.decoded()
        #expect(decoded == entries)
        #expect(decoded[0].before[0].title == "Say \"hi\"\n")
        #expect(decoded[0].before[0].tags == ["x"])
    }

    /// The check before the recent entries lets a reader skip reading them; bytes that do not
    /// match it (a file edited by hand) are read in full, and refused when they are not JSON.
    @Test func recentEntriesEditedByHandAreReadInFullAndRefusedWhenBroken() throws {
        let folder = TemporaryFolder()
        let store = TodoStore(path: folder.file("todos.json"), command: "add milk")
        try store.update(now: referenceNow) { list in
            try list.add(TaskEdits(title: "milk"), now: referenceNow, uuid: "u")
        }
        let text = String(decoding: folder.bytes("todos.json") ?? [], as: UTF8.self)
        #expect(text.contains(#""check":""#))
        folder.write(
            text.replacing(#""command":"add milk""#, with: #""command":"add  milk""#), to: "todos.json")
        #expect(try store.log().first?.command == "add  milk")
        try store.update(now: referenceNow) { list in
            try list.add(TaskEdits(title: "tea"), now: referenceNow, uuid: "v")
        }
        #expect(try store.log().map(\.command) == ["add milk", "add  milk"])
        let written = String(decoding: folder.bytes("todos.json") ?? [], as: UTF8.self)
        folder.write(
            written.replacing(#""command":"add milk""#, with: #""command":add milk""#), to: "todos.json")
        #expect(throws: StoreError.self) { try store.read() }
        #expect(throws: StoreError.self) { try store.readSummaries() }
    }

    /// Counts, lengths and checks that do not describe the entries make them be read in full.
    @Test(arguments: [
        #"{"count":1,"length":9223372036854775807,"check":"0","entries":[]}"#,
        #"{"count":-1,"length":-5,"check":"zz","entries":[]}"#,
        #"{"count":0,"length":0,"check":"0","entries":[]}"#,
        #"{"entries":[],"count":0,"length":0,"check":"0"}"#,
    ])
    func recentEntriesThatAreNotAsDescribedAreReadInFull(recent: String) throws {
        let journal = try document(journal: #"{"next":1,"pages":[],"recent":"# + recent + "}").journal
        #expect(journal.recent.isEmpty)
    }

    @Test func aStoreThatNeverRecordedAChangeIsWrittenWithoutAJournal() throws {
        let bytes = StoreCodec.encodeDocument(StoreDocument())
        #expect(!String(decoding: bytes, as: UTF8.self).contains("journal"))
        #expect(try StoreCodec.decodeDocument(StoreBytes(copying: bytes)).journal.isEmpty)
    }

    @Test(arguments: [
        #"{"pages":[],"recent":{"entries":[]}}"#,
        #"{"next":0,"pages":[],"recent":{"entries":[]}}"#,
        #"{"next":3,"pages":[[1,1]],"recent":{"entries":[]}}"#,
        #"{"next":3,"pages":[[2,1,1]],"recent":{"entries":[]}}"#,
        #"{"next":9,"pages":[[4,5,1],[1,3,1]],"recent":{"entries":[]}}"#,
        #"{"next":2,"pages":[],"recent":{"entries":[{"sequence":1},{"sequence":2}]}}"#,
        #"{"next":3,"pages":[],"recent":{"entries":[1]}}"#,
        #"{"next":3,"pages":[],"recent":{"entries":[{"sequence":1,]}}"#,
        #"[]"#,
    ])
    func aDamagedJournalMakesTheStoreUnreadable(journal: String) {
        #expect(throws: StoreCodec.Failure.self) { try document(journal: journal) }
    }

    /// Entries are checked by `log` and `undo`, which read them; the tasks stay usable.
    @Test(arguments: [
        #"{"sequence":2,"at":"2026-03-01T09:30:00Z"},{"sequence":1,"at":"2026-03-01T09:30:00Z"}"#,
        #"{"sequence":1,"at":"yesterday"}"#,
        #"{"sequence":1,"at":"2026-03-01T09:30:00Z","tasks":[{"id":1,"action":"moved"}]}"#,
        #"{"sequence":1,"at":"2026-03-01T09:30:00Z","before":[{"id":1}]}"#,
        #"{"sequence":1,"at":"2026-03-01T09:30:00Z","reverted":[{"command":"x"}]}"#,
        #"{"at":"2026-03-01T09:30:00Z"}"#,
    ])
    func aDamagedEntryIsRefusedByTheLogButNotByTheStore(entries: String) throws {
        let folder = TemporaryFolder()
        folder.write(
            Self.header + #","journal":{"next":3,"pages":[],"recent":{"entries":[\#(entries)]}}}"#,
            to: "todos.json")
        let store = TodoStore(path: folder.file("todos.json"))
        #expect(throws: StoreError.self) { try store.log() }
        #expect(throws: StoreError.self) { try store.undo(1, now: referenceNow) }
        try store.update(now: referenceNow) { list in
            try list.add(TaskEdits(title: "a"), now: referenceNow, uuid: "u")
        }
        #expect(try store.read().tasks.count == 1)
    }

    @Test func theListingReadsAStoreWithAJournalWithoutReadingIt() throws {
        let text =
            Self.header.replacing(
                #""tasks":[]"#,
                with: #""tasks":[{"id":1,"uuid":"a","title":"t","createdAt":"2026-03-01T09:30:00Z"}]"#)
            + #","journal":{"next":9,"recent":{"entries":[{"whatever":[1,2,{"x":null}]}]}}}"#
        let summaries = try StoreCodec.decodeSummaries(StoreBytes(copying: Array(text.utf8)))
        #expect(summaries.tasks.map(\.id) == [1])
    }
}
