import Testing

@testable import TodoCore

@Suite struct FieldMergeTests {
    let at = Instant(secondsSince1970: 1_795_000_000)

    func fields(
        _ title: String = "Pay rent", details: String? = nil, completedAt: Instant? = nil,
        tags: [String] = [],
        priority: TaskPriority? = nil
    ) -> SyncFields {
        SyncFields(
            TodoTask(
                id: 1, uuid: "u", title: title, details: details, createdAt: at, completedAt: completedAt,
                tags: tags,
                priority: priority))
    }

    @Test func aFieldChangedOnOneSideTakesThatSide() {
        let base = fields()
        let merged = FieldMerge.merge(
            base: base, local: fields("Pay the rent"), remote: fields(priority: .high))
        #expect(merged.conflicts.isEmpty)
        #expect(merged.fields == fields("Pay the rent", priority: .high))
    }

    @Test func aFieldChangedAlikeOnBothSidesIsNoConflict() {
        let merged = FieldMerge.merge(
            base: fields(), local: fields("Pay the rent"), remote: fields("Pay the rent"))
        #expect(merged.conflicts.isEmpty)
        #expect(merged.fields.title == "Pay the rent")
    }

    @Test func aFieldChangedDifferentlyIsAConflictAndTakesTheServersValue() {
        let merged = FieldMerge.merge(
            base: fields(details: "a"), local: fields("Mine", details: "b"),
            remote: fields("Theirs", details: "c"))
        #expect(merged.conflicts == ["title", "description"])
        #expect(merged.fields == fields("Theirs", details: "c"))
    }

    @Test func completionsOnBothSidesKeepTheEarlierTime() {
        let merged = FieldMerge.merge(
            base: fields(), local: fields(completedAt: at + 60), remote: fields(completedAt: at + 30))
        #expect(merged.conflicts.isEmpty)
        #expect(merged.fields.completedAt == at + 30)
        let reopened = FieldMerge.merge(
            base: fields(completedAt: at), local: fields(), remote: fields(completedAt: at))
        #expect(reopened.fields.completedAt == nil)
    }

    @Test func tagsMergeAsSets() {
        let merged = FieldMerge.merge(
            base: fields(tags: ["a", "b"]), local: fields(tags: ["a", "b", "c"]),
            remote: fields(tags: ["b", "D"]))
        #expect(merged.conflicts.isEmpty)
        #expect(merged.fields.tags == ["b", "c", "D"])
    }

    @Test func withoutABaseEveryDifferenceButTagsIsAConflict() {
        let merged = FieldMerge.merge(
            base: nil, local: fields("A", tags: ["x"]), remote: fields("B", tags: ["y"]))
        #expect(merged.conflicts == ["title"])
        #expect(merged.fields == fields("B", tags: ["x", "y"]))
    }

    @Test func theFingerprintTellsEveryFieldApart() {
        let variants = [
            fields(), fields("Pay rent "), fields(details: ""), fields(details: "x"), fields(completedAt: at),
            fields(tags: ["a"]), fields(tags: ["a", "b"]), fields(priority: .low),
        ]
        #expect(Set(variants.map(\.fingerprint)).count == variants.count - 1)
        #expect(fields(details: "").fingerprint == fields().fingerprint)
    }
}

@Suite struct SyncStateCodecTests {
    @Test func writesAndReadsBackEveryRecord() throws {
        var state = SyncState(collection: "https://h/alice/tasks/")
        state.token = "http://radicale.org/ns/sync/1"
        state.syncedAt = Instant(secondsSince1970: 1_795_000_000)
        state.ignored = ["/alice/tasks/ev.ics": "\"e9\""]
        state.records["u1"] = SyncRecord(
            uid: "u1", href: "/alice/tasks/u1.ics", etag: "\"e1\"", fingerprint: 0xFFEE_0000_0000_0001,
            ics: Array("BEGIN:VCALENDAR\r\nSUMMARY:Café \"quoted\" \\ \u{7}\r\nEND:VCALENDAR\r\n".utf8))
        state.records["u2"] = SyncRecord(uid: "u2", href: "/x", etag: nil, fingerprint: 7, ics: [])
        let bytes = SyncStateCodec.encode(state)
        #expect(try SyncStateCodec.decode(bytes) == state)
        #expect(String(decoding: bytes, as: UTF8.self).split(separator: "\n").count == 6)
    }

    @Test func refusesANewerVersionAndBrokenRecords() {
        #expect(throws: JSONError.self) { try SyncStateCodec.decode(Array(#"{"version":2}"#.utf8)) }
        #expect(throws: JSONError.self) { try SyncStateCodec.decode(Array(#"{"items":[{"uid":"a"}]}"#.utf8)) }
        #expect(throws: JSONError.self) {
            try SyncStateCodec.decode(Array(#"{"items":[{"uid":"a","href":"/a","fingerprint":"xyz"}]}"#.utf8))
        }
    }
}
