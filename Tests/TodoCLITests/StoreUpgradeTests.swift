import Foundation
import TestSupport
import Testing

/// A real store of schema 2, written by todo 0.1.0 (`Fixtures/StoreVersion2`, with its export
/// taken then), read and upgraded by the built binary of today.
@Suite struct StoreUpgradeTests {
    let folder = TemporaryFolder()
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/StoreVersion2")

    init() throws {
        for name in ["todos.json", "todos.json.archive"] {
            try FileManager.default.copyItem(
                atPath: Self.fixture.appendingPathComponent(name).path, toPath: folder.file(name))
        }
    }

    func todo(_ words: String...) throws -> BuiltBinary.Run {
        try BuiltBinary.run(
            words,
            environment: [
                "TODO_STORE": folder.file("todos.json"), "TODO_NOW": "2026-11-04T09:00:00Z",
                "TZ": "Europe/Berlin",
            ], in: folder)
    }

    func exported() throws -> [[String: Any]] {
        let run = try todo("export")
        #expect(run.status == 0, "\(run.errors)")
        return try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
    }

    static let schemaTwoKeys = [
        "id", "uuid", "title", "description", "deadline", "location", "createdAt", "completedAt", "state",
    ]

    @Test func readingChangesNothingAndShowsEveryTaskAsBefore() throws {
        let before = folder.bytes("todos.json")
        let old = try #require(
            JSONSerialization.jsonObject(
                with: Data(contentsOf: Self.fixture.appendingPathComponent("export-v2.json")))
                as? [[String: Any]])
        let now = try exported()
        #expect(now.count == old.count)
        for (new, previous) in zip(now, old) {
            for key in Self.schemaTwoKeys {
                #expect(
                    NSDictionary(dictionary: [key: new[key] ?? "absent"]).isEqual(to: [
                        key: previous[key] ?? "absent"
                    ]),
                    "\(key) of task \(previous["id"] ?? 0)")
            }
            #expect(new["tags"] as? [String] == [])
            #expect(new["remindBefore"] as? Int == 600)
            #expect(
                new["modifiedAt"] as? String
                    == (previous["completedAt"] as? String ?? previous["createdAt"] as? String))
        }
        #expect(try todo("list").status == 0)
        #expect(try todo("show", "4").output.contains("Old chore"))
        #expect(folder.bytes("todos.json") == before)
    }

    @Test func theFirstChangeWritesSchemaThreeAndLosesNothing() throws {
        let old = try exported()
        let added = try todo("add", "Renew passport", "--due", "2026-12-01")
        #expect(added.status == 0, "\(added.errors)")
        let text = String(decoding: folder.bytes("todos.json") ?? [], as: UTF8.self)
        #expect(text.hasPrefix(#"{"version":5,"generation":1,"usedIds":[[1,8]],"#))
        let oldLines = String(
            decoding: try Data(contentsOf: Self.fixture.appendingPathComponent("todos.json")), as: UTF8.self
        )
        .split(separator: "\n").filter { $0.hasPrefix(#"{"id":"#) }
        #expect(oldLines.count == 5)
        let segments = folder.names(in: "todos.json.archive").map {
            String(decoding: folder.bytes("todos.json.archive/" + $0) ?? [], as: UTF8.self)
        }
        for line in oldLines {
            #expect(
                ([text] + segments).contains { $0.contains(line) },
                "a task of schema 2 is written back as it was")
        }
        let now = try exported()
        #expect(now.count == old.count + 1)
        for (new, previous) in zip(now, old) {
            #expect(NSDictionary(dictionary: new) == NSDictionary(dictionary: previous))
        }
        #expect(now.last?["title"] as? String == "Renew passport")
        #expect(now.last?["id"] as? Int == 8)
    }

    @Test func theArchivedTaskOfSchemaTwoIsRewrittenWhenItChanges() throws {
        let segment = "todos.json.archive/segment-000001.json"
        #expect(String(decoding: folder.bytes(segment) ?? [], as: UTF8.self).hasPrefix(#"{"version":2,"#))
        let edited = try todo("edit", "4", "--title", "Older chore")
        #expect(edited.status == 0, "\(edited.errors)")
        let segments = folder.names(in: "todos.json.archive")
        #expect(segments.count == 1)
        let rewritten = String(
            decoding: folder.bytes("todos.json.archive/" + (segments.first ?? "")) ?? [], as: UTF8.self)
        #expect(rewritten.hasPrefix(#"{"version":5,"#))
        #expect(rewritten.contains(#""title":"Older chore""#))
        #expect(rewritten.contains(#""modifiedAt":"2026-11-04T09:00:00Z""#))
    }
}
