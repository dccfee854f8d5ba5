import Foundation
import TestSupport
import Testing

@testable import TodoCLI

@Suite struct ExportImportTests {
    let sandbox = Sandbox()

    func fill() {
        sandbox.run(
            "add", "Pay rent", "-d", "to \"Landlord\"\n", "--due", "2026-03-05", "-l", "Bank", "-a",
            "High St 1")
        sandbox.run("add", "Call Bob")
        sandbox.run("add", "Old one")
        sandbox.run("add", "Gone")
        sandbox.run("rm", "4")
        sandbox.run("done", "3")
        sandbox.now = "2026-03-04T09:30:00Z"
        sandbox.run("add", "Later")
    }

    @Test func exportsEveryTaskArchivedOnesTooById() throws {
        fill()
        let output = sandbox.run("export").output
        #expect(sandbox.run("export", "--json").output == output)
        let objects = try #require(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["id"] as? Int } == [1, 2, 3, 5])
        #expect(objects.map { $0["state"] as? String } == ["pending", "pending", "completed", "pending"])
        #expect(objects[0]["description"] as? String == "to \"Landlord\"")
        #expect(objects[1]["deadline"] is NSNull)
    }

    @Test func exportImportedIntoAnEmptyStoreGivesBackTheSameTasks() {
        fill()
        let exported = sandbox.run("export").output
        let other = Sandbox()
        other.now = sandbox.now
        let result = other.run("import", "-", input: exported)
        #expect(result.output == "Imported 4 tasks: 4 added, 0 updated, 0 unchanged\n")
        #expect(other.run("export").output == exported)
        #expect(
            other.run("import", "-", "--json", input: exported).output
                == #"{"added":0,"updated":0,"unchanged":4,"skippedDeleted":0,"skippedRecurring":0,"skippedCancelled":0}"#
                + "\n")
        #expect(other.run("export").output == exported)
        #expect(other.run("add", "next").output == "Added task 6: next\n")
    }

    @Test func importingUpdatesByUUIDAndKeepsOrRenumbersIds() {
        sandbox.run("add", "a")
        sandbox.run("add", "b")
        sandbox.run("rm", "2")
        let file = sandbox.folder.file("in.json")
        let records = """
            [{"uuid":"00000000-0000-4000-8000-000000000001","title":"a renamed"},
             {"id":2,"title":"takes a new id: 2 was used"},
             {"id":40,"title":"keeps 40","deadline":"2020-01-01T00:00:00Z"},
             {"title":"a renamed"}]
            """
        sandbox.folder.write(records, to: "in.json")
        #expect(sandbox.run("import", file).output == "Imported 4 tasks: 3 added, 1 updated, 0 unchanged\n")
        #expect(sandbox.run("import", file).output == "Imported 4 tasks: 0 added, 0 updated, 4 unchanged\n")
        let list = sandbox.run("list").output
        #expect(list.contains("  40    keeps 40"))
        #expect(list.contains("  41    takes a new id: 2 was used"))
        #expect(list.contains("  42    a renamed"))
        #expect(list.contains("   1    a renamed"))
        #expect(sandbox.run("add", "z").output == "Added task 43: z\n")
    }

    @Test(arguments: [
        ("{}", "line 1, column 1: expected an array of tasks, found an object"),
        ("[{\"title\":\"\"}]", "line 1, column 2: a task's \"title\" must not be empty"),
        ("[{\"id\":1}]", "line 1, column 2: a task has no \"title\""),
        (
            "[{\"title\":\"a\",\"id\":0}]",
            "line 1, column 20: \"id\" must be a whole number from 1 to 9007199254740991"
        ),
        (
            "[{\"title\":\"a\",\"deadline\":\"tomorrow\"}]",
            "line 1, column 26: \"deadline\" must be an instant like 2026-03-01T09:30:00Z"
        ),
        (
            "[\n{\"title\":\"a\"},\n{\"title\":\"b\",}\n]",
            "line 3, column 14: expected a key after ',' (trailing commas are not allowed)"
        ),
        (
            "[{\"title\":\"a\",\"uuid\":\"u\"},{\"title\":\"b\",\"uuid\":\"u\"}]",
            "line 1, column 27: a second task with uuid u"
        ),
        ("", "line 1, column 1: expected a value, found the end of the input"),
    ])
    func refusesABadFileWholeAndNamesWhere(text: String, problem: String) {
        sandbox.run("add", "kept")
        let before = sandbox.run("export").output
        let result = sandbox.run("import", "-", input: text)
        #expect(result.status == 3)
        #expect(result.errors == "todo: '-' is not a JSON array of tasks: \(problem); nothing was imported\n")
        #expect(sandbox.run("export").output == before)
    }

    @Test func missingImportFileIsAnInvalidValue() {
        let result = sandbox.run("import", sandbox.folder.file("nope.json"))
        #expect(result.status == 3)
        #expect(
            result.errors
                == "todo: cannot read '\(sandbox.folder.file("nope.json"))': No such file or directory\n")
    }
}
