import Foundation
import TestSupport
import Testing

@testable import TodoCLI

/// `export --format` and `import` of iCalendar, todo.txt and taskwarrior's JSON, in-process.
@Suite struct FormatCommandTests {
    let sandbox = Sandbox()

    init() {
        sandbox.zone = "Europe/Berlin"
    }

    /// A store with every kind of field, imported from JSON so that every field can be set.
    func fill() {
        let records = """
            [{"uuid":"00000000-0000-4000-8000-000000000001","title":"Kaufe Zubehör; dann zahlen","description":"a, b; c\\\\d\\nline","deadline":"2026-03-05T15:30:00Z",
              "location":{"name":"Café Nußbaum","address":"Hauptstraße 5, 10115 Berlin"},"tags":["errand","shop"],
              "project":"home.garden","priority":"high","remindBefore":3600,"remindedAt":"2026-03-05T14:30:00Z",
              "modifiedAt":"2026-03-01T08:00:00Z","createdAt":"2026-02-20T10:00:00Z"},
             {"title":"Send cards","deadline":"2026-03-24T22:59:59Z","completedAt":"2026-03-01T08:00:00Z",
              "priority":"low","createdAt":"2026-02-20T09:00:00Z"},
             {"title":"No deadline, no reminder","remindBefore":null,"createdAt":"2026-02-21T09:00:00Z"},
             {"title":"Due, no reminder","deadline":"2026-03-02T10:00:00Z","remindBefore":null,"priority":"medium",
              "tags":["x"],"createdAt":"2026-02-22T09:00:00Z"}]
            """
        #expect(sandbox.run("import", "-", input: records).status == 0)
    }

    func objects(_ json: String) throws -> [[String: Any]] {
        try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    }

    @Test(arguments: ["ics", "taskwarrior"])
    func exportThenImportIntoAnEmptyStoreGivesBackEveryField(format: String) {
        fill()
        let original = sandbox.run("export").output
        let exported = sandbox.run("export", "--format", format)
        #expect(exported.status == 0)
        let other = Sandbox()
        other.zone = sandbox.zone
        #expect(
            other.run("import", "-", input: exported.output).output
                == "Imported 4 tasks: 4 added, 0 updated, 0 unchanged\n")
        #expect(other.run("export").output == original)
        #expect(
            other.run("import", "-", input: exported.output).output
                == "Imported 4 tasks: 0 added, 0 updated, 4 unchanged\n")
        #expect(
            sandbox.run("import", "--format", format, "-", input: exported.output).output.hasSuffix(
                "0 added, 0 updated, 4 unchanged\n"))
    }

    @Test func todoTxtKeepsWhatItCanSayAndTheStoreKeepsTheRest() throws {
        fill()
        let exported = sandbox.run("export", "--format", "todotxt").output
        #expect(
            exported.split(separator: "\n").first.map(String.init)
                == "(A) 2026-02-20 Kaufe Zubehör; dann zahlen +home.garden @errand @shop @Café_Nußbaum due:2026-03-05 "
                + "duetime:1630 uuid:00000000-0000-4000-8000-000000000001 loc:Café%20Nußbaum "
                + "addr:Hauptstraße%205,%2010115%20Berlin desc:a,%20b;%20c\\d%0Aline")
        #expect(
            sandbox.run("import", "-", input: exported).output
                == "Imported 4 tasks: 0 added, 0 updated, 4 unchanged\n")
        let other = Sandbox()
        other.zone = sandbox.zone
        other.run("import", "-", input: exported)
        let before = try objects(sandbox.run("export").output)
        let after = try objects(other.run("export").output)
        for (old, new) in zip(before, after) {
            for key in ["uuid", "title", "description", "deadline", "tags", "project", "priority", "state"] {
                #expect(jsonEqual(old[key], new[key]), "\(key)")
            }
            #expect(
                (new["createdAt"] as? String)?.hasSuffix("T23:00:00Z") == true, "the start of a day in Berlin"
            )
        }
    }

    @Test func aTaskTickedOffInTodoTxtImportsAsThatChangeAlone() {
        fill()
        var lines = sandbox.run("export", "--format", "todotxt").output.split(separator: "\n").map(
            String.init)
        lines[0] = "x 2026-03-01 " + lines[0].dropFirst(4)
        sandbox.folder.write(lines.joined(separator: "\n") + "\n", to: "todo.txt")
        sandbox.now = "2026-03-01T12:00:00Z"
        #expect(
            sandbox.run("import", sandbox.folder.file("todo.txt")).output
                == "Imported 4 tasks: 0 added, 1 updated, 3 unchanged\n")
        let task = sandbox.run("show", "1", "--json").output
        #expect(task.contains(#""completedAt":"2026-03-01T12:00:00Z""#))
        #expect(task.contains(#""createdAt":"2026-02-20T10:00:00Z""#))
        #expect(task.contains(#""remindBefore":3600"#))
        #expect(task.contains(#""priority":"high""#))
    }

    @Test func readsDoneTxtBesideTodoTxtAndATodoTxtFolder() {
        sandbox.folder.write("", to: "todo.txt")
        sandbox.folder.write("x 2026-02-28 2026-02-27 Archived by todo.txt-cli\n", to: "done.txt")
        #expect(
            sandbox.run("import", sandbox.folder.file("todo.txt")).output
                == "Imported 1 task: 1 added, 0 updated, 0 unchanged\n")
        #expect(
            sandbox.run("import", sandbox.folder.path).output
                == "Imported 1 task: 0 added, 0 updated, 1 unchanged\n")
        #expect(sandbox.run("export").output.contains(#""title":"Archived by todo.txt-cli""#))
    }

    @Test func skippedTasksAreCounted() {
        let export = """
            {"uuid":"3f0c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f","description":"kept","status":"pending"}
            {"uuid":"8d2f6b1a-0c3e-4f5a-b6c7-d8e9f0a1b2c3","description":"gone","status":"deleted"}
            """
        // An override of one occurrence, of no series in the file.
        let calendar = """
            BEGIN:VCALENDAR
            BEGIN:VTODO
            UID:r
            SUMMARY:this week only
            RECURRENCE-ID:20261201T100000Z
            END:VTODO
            END:VCALENDAR
            """
        #expect(
            sandbox.run("import", "-", input: export).output
                == "Imported 1 task: 1 added, 0 updated, 0 unchanged; skipped 1 deleted\n")
        #expect(
            sandbox.run("import", "--json", "-", input: calendar).output
                == #"{"added":0,"updated":0,"unchanged":0,"skippedDeleted":0,"skippedRecurring":1,"skippedCancelled":0}"#
                + "\n")
    }

    @Test(arguments: [
        (
            "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:x\nDUE:2026\nEND:VTODO\nEND:VCALENDAR\n", "auto",
            "todo: '-' is not valid iCalendar: line 4, column 5: DUE must be a date or a date-time like 20261201T153000Z; nothing was imported\n"
        ),
        (
            "ok\n+only\n", "todotxt",
            "todo: '-' is not a valid todo.txt file: line 2, column 1: a task has no title, only +project, @context or key:value words; nothing was imported\n"
        ),
        (
            "[{\"description\":\"\"}]", "auto",
            "todo: '-' is not a valid taskwarrior export: line 1, column 2: a task has no \"description\"; nothing was imported\n"
        ),
        (
            "[{\"title\":\"a\"}]", "ics",
            "todo: '-' is not valid iCalendar: line 1, column 1: expected a property name, found '['; nothing was imported\n"
        ),
    ])
    func aBadFileIsRefusedWholeAndTheStoreLeftAsItWas(text: String, format: String, message: String) {
        sandbox.run("add", "kept")
        let before = sandbox.folder.bytes("todos.json")
        let result = sandbox.run("import", "--format", format, "-", input: text)
        #expect(result.status == 3)
        #expect(result.errors == message)
        #expect(sandbox.folder.bytes("todos.json") == before)
    }

    @Test func unknownFormatsAndConflictsAreUsageErrors() {
        let bad = sandbox.run("export", "--format", "csv")
        #expect(bad.status == 2)
        #expect(
            bad.errors
                == "todo: '--format' takes json, ics, todotxt or taskwarrior, not 'csv' (did you mean 'ics'?)\n"
        )
        #expect(
            sandbox.run("import", "--format", "xml", "-").errors.hasPrefix(
                "todo: '--format' takes auto, json, ics, todotxt or taskwarrior, not 'xml'"))
        let conflict = sandbox.run("export", "--vdir", sandbox.folder.file("v"), "--format", "todotxt")
        #expect(conflict.status == 2)
        #expect(conflict.errors == "todo: '--vdir' and '--format todotxt' cannot be used together\n")
    }
}
