import Foundation
import TestSupport
import Testing

/// `todo undo` and `todo log` through the built binary, with the clock moved by `TODO_NOW`.
@Suite struct UndoEndToEndTests {
    let folder = TemporaryFolder()

    func todo(_ words: String..., now: String = "2026-03-01T09:30:00Z") throws -> BuiltBinary.Run {
        try BuiltBinary.run(
            words, storeIn: folder, now: now, zone: "Europe/Berlin", extra: ["HOME": folder.path])
    }

    func exported() throws -> String {
        try todo("export", now: "2030-01-01T00:00:00Z").output
    }

    @Test func aMistypedDeleteIsTakenBack() throws {
        #expect(try todo("add", "Buy", "milk").status == 0)
        #expect(try todo("add", "Pay", "rent", "-d", "to the landlord", "--due", "2026-03-05").status == 0)
        let before = try exported()
        #expect(try todo("rm", "2").output == "Deleted task 2: Pay rent\n")
        let undone = try todo("undo", now: "2026-03-01T09:35:00Z")
        #expect(undone.status == 0, "\(undone.errors)")
        #expect(undone.output == "Undid \"rm 2\" of Sun 1 Mar 10:30:\n  restored task 2: Pay rent\n")
        #expect(try exported() == before)
        #expect(try todo("add", "Call", "Bob").output == "Added task 3: Call Bob\n")
    }

    @Test func aCompletionOfATaskArchivedSinceIsUndoneBackToTheList() throws {
        #expect(try todo("add", "Water", "plants").status == 0)
        #expect(try todo("done", "1").status == 0)
        #expect(try todo("add", "Later", now: "2026-03-04T09:30:00Z").status == 0)
        #expect(folder.names(in: "todos.json.archive").count == 1)
        #expect(!(try todo("list", now: "2026-03-04T09:30:00Z").output.contains("Water plants")))
        let undone = try todo("undo", "2", now: "2026-03-04T09:31:00Z")
        #expect(undone.status == 0, "\(undone.errors)")
        #expect(undone.output.contains("removed task 2: Later"))
        #expect(undone.output.contains("reverted task 1: Water plants"))
        let list = try todo("list", now: "2026-03-04T09:32:00Z").output
        #expect(list.hasPrefix("Pending (1)\n  1    Water plants"))
    }

    @Test func undoOfTooManyChangesNothingAndExitsThree() throws {
        #expect(try todo("add", "a").status == 0)
        let before = folder.bytes("todos.json")
        let result = try todo("undo", "2")
        #expect(result.status == 3)
        #expect(result.output.isEmpty)
        #expect(
            result.errors
                == "todo: only 1 change can be undone, not 2; nothing was changed (see 'todo log')\n")
        #expect(folder.bytes("todos.json") == before)
        #expect(try todo("undo", "0").status == 2)
        #expect(try todo("undo", "1", "2").status == 2)
        #expect(try todo("log", "-n", "-3").status == 2)
    }

    @Test func theLatestHundredChangesCanBeUndoneAndUndoIsNotUndone() throws {
        for index in 1...120 {
            let run = try todo("add", "task \(index)")
            #expect(run.status == 0, "\(run.errors)")
        }
        let before = try exported()
        #expect(try todo("undo", "100").status == 0)
        let left = try JSONSerialization.jsonObject(with: Data(try exported().utf8)) as? [[String: Any]]
        #expect(left?.map { $0["id"] as? Int } == (1...20).map { $0 })
        let log =
            try JSONSerialization.jsonObject(with: Data(try todo("log", "--json").output.utf8))
            as? [[String: Any]]
        #expect(log?.first?["undo"] as? Bool == true)
        #expect((log?.first?["reverted"] as? [Any])?.count == 100)
        #expect(log?.filter { $0["undone"] as? Bool == true }.count == 100)
        #expect(try todo("add", "task 121").output == "Added task 121: task 121\n")
        #expect(try todo("undo").status == 0)
        #expect(try exported() != before)
        #expect(
            try todo("doctor").output.contains(
                "change log   121 changes and 2 undos recorded, 20 of the changes can be undone"))
    }

    @Test func deliveredRemindersAreNoChangeToUndo() throws {
        #expect(try todo("add", "Call", "Bob", "--due", "2026-03-01T09:40:00Z").status == 0)
        #expect(try todo("goal", "set", "Ship", "it").status == 0)
        let reminded = try todo("remind", now: "2026-03-01T12:45:00Z")
        #expect(reminded.status == 0, "\(reminded.errors)")
        #expect(reminded.output.contains("Call Bob"))
        #expect(reminded.output.contains("Ship it"))
        let log = try todo("log", "--json", now: "2026-03-01T12:46:00Z")
        let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(log.output.utf8)) as? [[String: Any]])
        #expect(
            entries.map { $0["command"] as? String } == [
                "goal set Ship it", "add Call Bob --due 2026-03-01T09:40:00Z",
            ])
        #expect(
            try todo("undo", now: "2026-03-01T12:47:00Z").output.contains("removed today's goal: Ship it"))
        #expect(try todo("remind", now: "2026-03-01T12:48:00Z").output.isEmpty)
    }

    @Test func logAndUndoSpeakJSON() throws {
        #expect(try todo("add", "a", "--json").status == 0)
        let log = try todo("--json", "log")
        let entries = try #require(
            JSONSerialization.jsonObject(with: Data(log.output.utf8)) as? [[String: Any]])
        #expect(entries.count == 1)
        #expect(entries[0]["command"] as? String == "add a")
        #expect(entries[0]["at"] as? String == "2026-03-01T09:30:00Z")
        let undo = try todo("undo", "--json")
        let reverted = try #require(
            JSONSerialization.jsonObject(with: Data(undo.output.utf8)) as? [[String: Any]])
        #expect(reverted.first?["sequence"] as? Int == 1)
        let failed = try todo("undo", "--json")
        #expect(failed.status == 3)
        let error = try #require(
            JSONSerialization.jsonObject(with: Data(failed.errors.utf8)) as? [String: Any])
        #expect((error["error"] as? [String: Any])?["code"] as? String == "invalid_value")
    }
}
