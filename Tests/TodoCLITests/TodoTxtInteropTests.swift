import Foundation
import TestSupport
import Testing

/// `todo` and todo.txt-cli 2.11 (`todo-txt`, upstream `todo.sh`) on the same todo.txt.
@Suite struct TodoTxtInteropTests {
    static let enabled = OutsideProgram.todoTxt != nil || TestEnvironment.inCI

    /// todo.txt-cli's configuration: its files in the test's folder.
    func todoTxt(_ folder: InteropFolder, _ words: String...) throws -> String {
        folder.write(
            """
            export TODO_DIR="\(folder.folder.path)"
            export TODO_FILE="$TODO_DIR/todo.txt"
            export DONE_FILE="$TODO_DIR/done.txt"
            export REPORT_FILE="$TODO_DIR/report.txt"

            """, to: "todo.cfg")
        return try folder.run(OutsideProgram.todoTxt, ["-d", folder.folder.file("todo.cfg"), "-p"] + words)
    }

    @Test(
        .enabled(
            if: enabled, "todo.txt-cli is not installed (apt-get install todotxt-cli); skipped outside CI"))
    func todoTxtListsOurExportAndItsChangesImportBack() throws {
        let folder = InteropFolder()
        try folder.todo("import", "-", input: InteropFolder.records)
        let before = try folder.tasks(try folder.todo("export"))
        folder.write(try folder.todo("export", "--format", "todotxt"), to: "todo.txt")

        let listed = try todoTxt(folder, "ls")
        #expect(listed.hasSuffix("--\nTODO: 4 of 4 tasks shown\n"))
        #expect(
            listed.contains(
                " (A) 2026-11-23 Kaufe Zubehör für Zoë; dann Rechnung zahlen, bevor das Büro schließt ✓ +home.garden @errand @shop @Café_Nußbaum due:2026-12-01 duetime:1630 "
            ))
        #expect(try todoTxt(folder, "lsc") == "@Bürgeramt\n@Café_Nußbaum\n@errand\n@house\n@shop\n")
        #expect(try todoTxt(folder, "lsprj") == "+home.garden\n")

        let number = try #require(
            listed.split(separator: "\n").first { $0.contains("Kaufe") }?.split(separator: " ").first)
        try todoTxt(folder, "-a", "do", String(number))
        try todoTxt(folder, "add", "Buy stamps +post @town due:2026-12-20")
        #expect(
            try folder.todo("import", folder.folder.file("todo.txt"))
                == "Imported 5 tasks: 1 added, 1 updated, 3 unchanged\n")
        let after = try folder.tasks(try folder.todo("export"))
        let done = try #require(after["3f0c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f"])
        #expect(done["state"] as? String == "completed")
        for key in [
            "title", "description", "deadline", "location", "createdAt", "tags", "project", "priority",
            "remindBefore",
        ] {
            #expect(jsonEqual(done[key], before["3f0c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f"]?[key]), "\(key)")
        }
        let stamps = try #require(after.values.first { $0["title"] as? String == "Buy stamps" })
        #expect(stamps["project"] as? String == "post")
        #expect(stamps["tags"] as? [String] == ["town"])
        #expect(stamps["deadline"] as? String == "2026-12-20T22:59:59Z")
    }

    @Test(
        .enabled(
            if: enabled, "todo.txt-cli is not installed (apt-get install todotxt-cli); skipped outside CI"))
    func tasksTodoTxtArchivesToDoneTxtAreStillFound() throws {
        let folder = InteropFolder()
        try folder.todo("import", "-", input: InteropFolder.records)
        folder.write(try folder.todo("export", "--format", "todotxt"), to: "todo.txt")
        let listed = try todoTxt(folder, "ls")
        let number = try #require(
            listed.split(separator: "\n").first { $0.contains("Renew passport") }?.split(separator: " ").first
        )
        try todoTxt(folder, "do", String(number))
        #expect(!folder.read("todo.txt").contains("Renew passport"))
        #expect(folder.read("done.txt").contains("Renew passport"))
        #expect(
            try folder.todo("import", folder.folder.file("todo.txt"))
                == "Imported 4 tasks: 0 added, 1 updated, 3 unchanged\n")
        let tasks = try folder.tasks(try folder.todo("export"))
        #expect(tasks["c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f"]?["state"] as? String == "completed")
        #expect(
            try folder.todo("import", folder.folder.path)
                == "Imported 4 tasks: 0 added, 0 updated, 4 unchanged\n")
    }
}
