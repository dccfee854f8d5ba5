import Foundation
import TestSupport
import Testing

@testable import TodoCore

/// The store's codec: what it writes, Foundation reads the same; what it reads, in the store's
/// own layout or any other, comes out the same; and unchanged tasks are written back byte for byte.
@Suite struct StoreCodecTests {
    static func sampleTasks(count: Int, seed: UInt64) -> [TodoTask] {
        var random = SeededRandom(seed: seed)
        let words = [
            "milk", "Café", "naïve", "日本", "rent", "\"quoted\"", "back\\slash", "tab\tnew\nline", "🦊",
            "\u{1B}[2J", "\u{202E}",
        ]
        func text(_ count: Int) -> String {
            (0..<count).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ")
        }
        return (1...count).map { id in
            let location: Location? =
                random.next() % 3 == 0
                ? Location(name: text(2), address: random.next() % 2 == 0 ? text(3) : nil) : nil
            let createdAt = referenceNow - Int64(random.next() % 100_000)
            return TodoTask(
                id: id,
                uuid: UUIDText.random(from: (0..<16).map { _ in UInt8(truncatingIfNeeded: random.next()) }),
                title: text(1 + Int(random.next() % 4)), details: random.next() % 2 == 0 ? text(6) : nil,
                deadline: random.next() % 2 == 0
                    ? referenceNow + Int64(random.next() % 1_000_000) - 500_000 : nil,
                location: location, createdAt: createdAt,
                completedAt: random.next() % 4 == 0 ? referenceNow - Int64(random.next() % 200_000) : nil,
                modifiedAt: createdAt + Int64(random.next() % 50_000),
                tags: (0..<Int(random.next() % 4)).map { _ in text(1) },
                project: random.next() % 3 == 0 ? text(1) : nil,
                priority: [nil, .high, .medium, .low][Int(random.next() % 4)],
                remindBefore: [nil, 0, 600, 86_400 * 2][Int(random.next() % 4)],
                remindedAt: random.next() % 5 == 0 ? referenceNow - Int64(random.next() % 9_000) : nil)
        }
    }

    func document(_ tasks: [TodoTask]) -> StoreDocument {
        StoreDocument(
            usedIds: IdRangeSet(ranges: [1...tasks.count]), archive: ArchiveManifest(), tasks: tasks)
    }

    @Test func readsBackWhatItWrites() throws {
        let tasks = Self.sampleTasks(count: 300, seed: 1)
        let bytes = StoreCodec.encodeDocument(document(tasks))
        let decoded = try StoreCodec.decodeDocument(StoreBytes(copying: bytes))
        #expect(decoded.tasks.count == tasks.count)
        for (read, written) in zip(decoded.tasks, tasks) {
            #expect(
                read.title == written.title && read.uuid == written.uuid && read.details == written.details)
            #expect(read == written)
        }
    }

    @Test func foundationReadsWhatItWritesTheSame() throws {
        let tasks = Self.sampleTasks(count: 200, seed: 2)
        let bytes = StoreCodec.encodeDocument(document(tasks))
        let object = try #require(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(object["version"] as? Int == StoreDocument.currentVersion)
        let stored = try #require(object["tasks"] as? [[String: Any]])
        for (json, task) in zip(stored, tasks) {
            #expect(json["id"] as? Int == task.id)
            #expect(json["title"] as? String == task.title)
            #expect(json["uuid"] as? String == task.uuid)
            #expect((json["description"] as? String) == task.details)
            #expect((json["deadline"] as? String) == task.deadline?.iso8601)
            #expect(json["createdAt"] as? String == task.createdAt.iso8601)
            #expect(((json["location"] as? [String: Any])?["name"] as? String) == task.location?.name)
        }
    }

    /// The same tasks with keys in another order, white space between tokens, escaped
    /// characters and an unknown key: the general reader, not the fast path, reads them.
    @Test func readsAnyLayoutToTheSameTasks() throws {
        let tasks = Self.sampleTasks(count: 100, seed: 3)
        var relaidOut: [String] = []
        for task in tasks {
            var fields = [
                #""title" : \#(jsonString(task.title))"#, #""createdAt": "\#(task.createdAt.iso8601)""#,
                #""uuid":\#(jsonString(task.uuid))"#, #""id":  \#(task.id)"#,
                #""future": {"nested": [1, 2]}"#,
            ]
            if let details = task.details { fields.append(#""description": \#(jsonString(details))"#) }
            if let deadline = task.deadline { fields.append(#""deadline":"\#(deadline.iso8601)""#) }
            if let completedAt = task.completedAt {
                fields.append(#""completedAt":"\#(completedAt.iso8601)""#)
            }
            if let location = task.location {
                let address = location.address.map(jsonString) ?? "null"
                fields.append(
                    #""location": { "address": \#(address), "name": \#(jsonString(location.name)) }"#)
            }
            fields.append(#""modifiedAt" :"\#(task.modifiedAt.iso8601)""#)
            fields.append(#""tags": [ \#(task.tags.map(jsonString).joined(separator: " , ")) ]"#)
            if let project = task.project { fields.append(#""project":\#(jsonString(project))"#) }
            fields.append(#""priority": \#(task.priority.map { jsonString($0.rawValue) } ?? "null")"#)
            fields.append(#""remindBefore": \#(task.remindBefore.map(String.init) ?? "null")"#)
            if let remindedAt = task.remindedAt { fields.append(#""remindedAt":"\#(remindedAt.iso8601)""#) }
            relaidOut.append("{ " + fields.reversed().joined(separator: " ,\n ") + " }")
        }
        let text =
            "{ \"tasks\" : [\n" + relaidOut.joined(separator: ",\n")
            + "\n], \"archive\": {\"segments\": []}, \"usedIds\": [[1, 100]], \"version\": 2 }"
        let decoded = try StoreCodec.decodeDocument(StoreBytes(copying: Array(text.utf8)))
        #expect(decoded.tasks == tasks)
        let summaries = try StoreCodec.decodeSummaries(StoreBytes(copying: Array(text.utf8)))
        #expect(summaries.tasks.map { summaries.string($0.title) } == tasks.map(\.title))
        #expect(summaries.tasks.map { $0.locationName.map(summaries.string) } == tasks.map(\.location?.name))
        #expect(summaries.tasks.map(\.createdAt) == tasks.map(\.createdAt))
    }

    @Test func writesUnchangedTasksBackByteForByteKeepingUnknownFields() throws {
        let text = """
            {"version":3,"usedIds":[[1,2]],"archive":{"nextSegment":1,"segments":[]},"tasks":[
            {"id":1,"uuid":"a","title":"Keep \\u00e9 me","future":true,"createdAt":"2026-03-01T09:30:00Z","modifiedAt":"2026-03-01T09:30:00Z","tags":["x"],"project":null,"priority":"low","remindBefore":null,"remindedAt":null},
            {"id":2,"uuid":"b","title":"Change me","description":null,"deadline":null,"location":null,"createdAt":"2026-03-01T09:30:00Z","completedAt":null}
            ]}

            """
        let folder = TemporaryFolder()
        folder.write(text, to: "todos.json")
        let store = TodoStore(path: folder.file("todos.json"))
        #expect(try store.read().tasks[0].title == "Keep é me")
        try store.update(now: referenceNow) { list in _ = try list.complete(ids: [2], now: referenceNow) }
        let written = String(decoding: folder.bytes("todos.json") ?? [], as: UTF8.self)
        #expect(
            written.contains(
                #"{"id":1,"uuid":"a","title":"Keep \u00e9 me","future":true,"createdAt":"2026-03-01T09:30:00Z","modifiedAt":"2026-03-01T09:30:00Z","tags":["x"],"project":null,"priority":"low","remindBefore":null,"remindedAt":null}"#
            ))
        #expect(
            written.contains(
                #""title":"Change me","description":null,"deadline":null,"location":null,"createdAt":"2026-03-01T09:30:00Z","completedAt":"2026-03-01T09:30:00Z"}"#
            ))
    }

    /// A task of schema 2 is a task of schema 3 that uses none of the new fields: it reads with
    /// their defaults and is written back as it was; only the version changes.
    @Test func aTaskOfSchemaTwoReadsWithTheDefaultsAndIsWrittenBackAsItWas() throws {
        let tasks = """
            {"id":1,"uuid":"a","title":"Open","description":null,"deadline":"2026-03-05T17:30:00Z","location":null,"createdAt":"2026-03-01T09:30:00Z","completedAt":null},
            {"id":2,"uuid":"b","title":"Done","description":null,"deadline":null,"location":null,"createdAt":"2026-03-01T09:30:00Z","completedAt":"2026-03-02T10:00:00Z"}
            """
        let text = """
            {"version":2,"usedIds":[[1,2]],"archive":{"nextSegment":1,"segments":[]},"tasks":[
            \(tasks)
            ]}

            """
        let document = try StoreCodec.decodeDocument(StoreBytes(copying: Array(text.utf8)))
        #expect(document.versionOnDisk == 2)
        #expect(document.tasks.map(\.modifiedAt.iso8601) == ["2026-03-01T09:30:00Z", "2026-03-02T10:00:00Z"])
        #expect(document.tasks.map(\.remindBefore) == [600, 600])
        #expect(document.tasks.map(\.tags) == [[], []])
        #expect(document.tasks[0].remindAt?.iso8601 == "2026-03-05T17:20:00Z")
        let written = String(decoding: StoreCodec.encodeDocument(document), as: UTF8.self)
        // Version 5 names its generation, and when the first completed task clears, before the tasks.
        #expect(
            written
                == text.replacing(#"{"version":2,"#, with: #"{"version":5,"generation":1,"#).replacing(
                    #""segments":[]},"tasks":["#,
                    with: #""segments":[]},"clearsAt":"2026-03-03T10:00:00Z","tasks":["#))
        let rewritten = StoreCodec.encodeDocument(
            StoreDocument(usedIds: document.usedIds, tasks: document.tasks))
        #expect(String(decoding: rewritten, as: UTF8.self).contains(tasks))
    }

    @Test func theStoreKeepsOnlyWhatDiffersFromTheDefaults() {
        var task = TodoTask(
            id: 1, uuid: "a", title: "t", createdAt: referenceNow, completedAt: referenceNow + 9)
        func stored() -> String {
            var writer = JSONWriter()
            TaskCodec.write(task, facts: nil, into: &writer)
            return String(decoding: writer.bytes, as: UTF8.self)
        }
        #expect(stored().hasSuffix(#""completedAt":"2026-03-01T09:30:09Z"}"#))
        task.modifiedAt = referenceNow + 20
        task.tags = ["a", "b"]
        task.project = "home.garden"
        task.priority = .medium
        task.remindBefore = nil
        task.remindedAt = referenceNow + 30
        #expect(
            stored().hasSuffix(
                #""completedAt":"2026-03-01T09:30:09Z","modifiedAt":"2026-03-01T09:30:20Z","tags":["a","b"],"project":"home.garden","priority":"medium","remindBefore":null,"remindedAt":"2026-03-01T09:30:30Z"}"#
            ))
        task.remindBefore = 0
        #expect(stored().contains(#","remindBefore":0,"#))
    }

    @Test(arguments: [
        #""tags":"x""#, #""tags":[1]"#, #""tags":[""]"#, #""priority":"urgent""#, #""priority":1"#,
        #""remindBefore":-1"#, #""remindBefore":1.5"#, #""remindBefore":31622401"#, #""project":7"#,
        #""modifiedAt":"yesterday""#, #""remindedAt":3"#,
    ])
    func refusesBadSchemaThreeFields(field: String) {
        let text = """
            {"version":3,"usedIds":[[1,1]],"archive":{"nextSegment":1,"segments":[]},"tasks":[
            {"id":1,"uuid":"a","title":"x","createdAt":"2026-03-01T09:30:00Z",\(field)}
            ]}
            """
        #expect(throws: StoreCodec.Failure.self) {
            try StoreCodec.decodeDocument(StoreBytes(copying: Array(text.utf8)))
        }
    }

    @Test func changingAnyFieldDropsTheOriginalBytes() throws {
        let tasks = Self.sampleTasks(count: 1, seed: 4)
        let decoded = try StoreCodec.decodeDocument(
            StoreBytes(copying: StoreCodec.encodeDocument(document(tasks)))
        ).tasks[0]
        var changes: [(inout TodoTask) -> Void] = [
            { $0.id = 99 }, { $0.title = "new" }, { $0.uuid = "u" }, { $0.details = "d" },
            { $0.deadline = Instant(secondsSince1970: 12_345) },
            { $0.location = Location(name: "x") }, { $0.createdAt = referenceNow },
            { $0.completedAt = referenceNow + 1 }, { $0.modifiedAt = referenceNow + 7 },
            { $0.tags = ["new"] },
            { $0.project = "p" }, { $0.priority = .high }, { $0.remindBefore = 3 },
            { $0.remindedAt = referenceNow + 5 },
        ]
        for index in changes.indices {
            var task = decoded
            changes[index](&task)
            #expect(task != decoded)
        }
        changes.removeAll()
    }

    @Test func titleComparisonOverStoredBytesAgreesWithStrings() throws {
        let titles = [
            "Buy milk", "BUY MILK ", "buy  milk", "Café", "CAFÉ", "\u{212A}elvin", "kelvin", "İstanbul",
            "i̇stanbul", "日本", "x",
        ]
        let tasks = titles.enumerated().map {
            TodoTask(id: $0.offset + 1, uuid: "u\($0.offset)", title: $0.element, createdAt: referenceNow)
        }
        let decoded = try StoreCodec.decodeDocument(
            StoreBytes(copying: StoreCodec.encodeDocument(document(tasks)))
        ).tasks
        for task in decoded {
            for other in titles {
                #expect(
                    task.title.isSameTitle(as: other) == (task.title.titleKey == other.titleKey),
                    "\(task.title) vs \(other)")
            }
        }
    }

    private func jsonString(_ text: String) -> String {
        var writer = JSONWriter()
        writer.string(text)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
