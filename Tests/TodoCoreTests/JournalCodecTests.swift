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
            JournalPage(file: "page-000001.json", firstSequence: 1, lastSequence: 3, changeCount: 2)
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

    @Test func aStoreThatNeverRecordedAChangeIsWrittenWithoutAJournal() throws {
        let bytes = StoreCodec.encodeDocument(StoreDocument())
        #expect(!String(decoding: bytes, as: UTF8.self).contains("journal"))
        #expect(try StoreCodec.decodeDocument(StoreBytes(copying: bytes)).journal.isEmpty)
    }

    @Test(arguments: [
        #"{"pages":[],"recent":[]}"#,
        #"{"next":0,"pages":[],"recent":[]}"#,
        #"{"next":3,"pages":[{"file":"../../etc/passwd","first":1,"last":1,"changes":1}],"recent":[]}"#,
        #"{"next":3,"pages":[{"file":"page-000002.json","first":2,"last":1,"changes":1}],"recent":[]}"#,
        #"{"next":9,"pages":[{"file":"page-000004.json","first":4,"last":5,"changes":1},{"file":"page-000001.json","first":1,"last":3,"changes":1}],"recent":[]}"#,
        #"{"next":2,"pages":[],"recent":[{"sequence":1},{"sequence":2}]}"#,
        #"{"next":3,"pages":[],"recent":[1]}"#,
        #"{"next":3,"pages":[],"recent":[{"sequence":1,]}"#,
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
            Self.header + #","journal":{"next":3,"pages":[],"recent":[\#(entries)]}}"#, to: "todos.json")
        let store = TodoStore(path: folder.file("todos.json"))
        #expect(throws: StoreError.self) { try store.log() }
        #expect(throws: StoreError.self) { try store.undo(1, now: referenceNow) }
        try store.update(now: referenceNow) { list in
            try list.add(TaskDraft(title: "a"), now: referenceNow, uuid: "u")
        }
        #expect(try store.read().tasks.count == 1)
    }

    @Test func theListingReadsAStoreWithAJournalWithoutReadingIt() throws {
        let text =
            Self.header.replacing(
                #""tasks":[]"#,
                with: #""tasks":[{"id":1,"uuid":"a","title":"t","createdAt":"2026-03-01T09:30:00Z"}]"#)
            + #","journal":{"next":9,"recent":[{"whatever":[1,2,{"x":null}]}]}}"#
        let summaries = try StoreCodec.decodeSummaries(StoreBytes(copying: Array(text.utf8)))
        #expect(summaries.tasks.map(\.id) == [1])
    }
}
