import Foundation
import TestSupport
import Testing

/// A real store of schema 3 written by the todo of before goals (`Fixtures/StoreVersion3`: main
/// at "Store schema 3", with its export taken then), read and upgraded by the built binary of
/// today: no goals, an archive segment without a completion record.
@Suite struct StoreVersion3UpgradeTests {
    let folder = TemporaryFolder()
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/StoreVersion3")
    static let segment = "todos.json.archive/segment-000001.json"

    init() throws {
        for name in ["todos.json", "todos.json.archive"] {
            try FileManager.default.copyItem(
                atPath: Self.fixture.appendingPathComponent(name).path, toPath: folder.file(name))
        }
    }

    func todo(_ words: String..., now: String = "2026-11-04T09:00:00Z") throws -> BuiltBinary.Run {
        let run = try BuiltBinary.run(words, storeIn: folder, now: now, zone: "Europe/Berlin")
        #expect(run.status == 0, "\(words): \(run.errors)")
        return run
    }

    func text(_ name: String) -> String { String(decoding: folder.bytes(name) ?? [], as: UTF8.self) }

    func json(_ words: String...) throws -> [String: Any] {
        let run = try BuiltBinary.run(
            words, storeIn: folder, now: "2026-11-04T09:00:00Z", zone: "Europe/Berlin")
        return try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    }

    @Test func readingFindsNoGoalsCountsTheArchiveAndChangesNothing() throws {
        let before = (folder.bytes("todos.json"), folder.bytes(Self.segment))
        #expect(try todo("goal").output == "No goal for today. Set one with \"todo goal set TITLE\".\n")
        #expect(try todo("goal", "history", "--json").output == "[]\n")
        #expect(try json("stats", "--week", "--json")["completed"] as? Int == 1)
        let year = try json("stats", "--year", "--json")
        let months = try #require(year["months"] as? [[String: Any]])
        #expect(months[9]["completed"] as? Int == 2, "the archived October tasks, read from their segment")
        #expect(months[10]["completed"] as? Int == 1)
        #expect((folder.bytes("todos.json"), folder.bytes(Self.segment)) == before)
    }

    @Test func theFirstGoalAddsTheMemberAndLeavesEveryTaskAsItWas() throws {
        let oldLines = text("todos.json").split(separator: "\n").filter { $0.hasPrefix(#"{"id":"#) }
        #expect(oldLines.count == 3)
        #expect(try todo("goal", "set", "Errands", "-t", "4", "-t", "Renew the passport").status == 0)
        let upgraded = text("todos.json")
        #expect(upgraded.hasPrefix(#"{"version":5,"generation":1,"usedIds":[[1,5]],"archive":"#))
        #expect(upgraded.contains(#"]},"goals":["# + "\n" + #"{"date":"2026-11-04","title":"Errands","#))
        for line in oldLines {
            #expect(upgraded.contains(line), "a task of before goals is written back as it was")
        }
        #expect(!text(Self.segment).contains("completed\":["), "no change to the archive, no segment written")
        let exported = try todo("export").output
        let old = try String(
            contentsOf: Self.fixture.appendingPathComponent("export-v3.json"), encoding: .utf8)
        #expect(exported == old)
        #expect(
            try todo("goal").output.hasPrefix(
                "Today's goal: Errands\n  4    Buy stamps\n  1    Renew the passport\n"))
    }

    @Test func theNextArchiveChangeGivesTheOldSegmentItsCompletionRecord() throws {
        _ = try todo("goal", "set", "Errands", "-t", "4")
        _ = try todo("done", "4")
        // Two days on, tasks 5 and 4 (done on 3 and 4 November) are cleared into the archive's only segment.
        _ = try todo("add", "Post the letters", now: "2026-11-06T09:00:00Z")
        let segments = folder.names(in: "todos.json.archive")
        #expect(segments.count == 1 && segments != ["segment-000001.json"])
        let segment = text("todos.json.archive/" + (segments.first ?? ""))
        #expect(
            segment.hasPrefix(
                #"{"version":5,"completed":[1793296800,1793296800,1793723400,1793782800],"tasks":["#))
        let year = try json("stats", "--year", "--json")
        #expect(year["completed"] as? Int == 4)
        #expect((try todo("export").output.split(separator: "\n").count) == 8)
    }
}
