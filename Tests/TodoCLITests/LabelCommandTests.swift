import Foundation
import TestSupport
import Testing

@testable import TodoCLI

/// `--tag`, `--untag`, `--project`, `--priority`, `+NAME` in titles, and how `list`, `show`,
/// `tags` and `projects` show them.
@Suite struct LabelCommandTests {
    let sandbox = Sandbox()

    func task(_ id: Int) throws -> [String: Any] {
        let output = sandbox.run("--json", "show", String(id)).output
        return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    @Test func addReadsTagsFromOptionsAndTitleWords() throws {
        let added = sandbox.run(
            "add", "Buy", "milk", "+errand", "--tag", "Shop", "--tag", "ERRAND", "--project", "home.kitchen",
            "--priority", "H")
        #expect(added.output == "Added task 1: Buy milk +errand +Shop [home.kitchen]\n")
        let json = try task(1)
        #expect(json["title"] as? String == "Buy milk")
        #expect(json["tags"] as? [String] == ["errand", "Shop"])
        #expect(json["project"] as? String == "home.kitchen")
        #expect(json["priority"] as? String == "high")
        #expect(
            sandbox.run("add", "Learn C++", "+2026", "a+b").output == "Added task 2: Learn C++ +2026 a+b\n")
        #expect(try task(2)["tags"] as? [String] == [])
    }

    @Test(arguments: [
        (
            ["add", "x", "--tag", "9lives"],
            "todo: '9lives' is not a tag name: a tag is letters, digits, '-', '_' and '.', starting with a letter\n"
        ),
        (
            ["add", "x", "--tag", "+x"],
            "todo: '+x' is not a tag name: a tag is letters, digits, '-', '_' and '.', starting with a letter\n"
        ),
        (
            ["add", "x", "--project", "home..garden"],
            "todo: 'home..garden' is not a project name: a project is letters, digits, '-', '_' and '.', starting with a letter, nesting with dots (home.garden)\n"
        ),
        (
            ["add", "x", "--priority", "urgent"],
            "todo: '--priority' takes high, medium or low, not 'urgent'\n"
        ),
        (
            ["edit", "1", "--project", "a", "--no-project"],
            "todo: '--project' and '--no-project' cannot be used together\n"
        ),
        (
            ["edit", "1", "--priority", "low", "--no-priority"],
            "todo: '--priority' and '--no-priority' cannot be used together\n"
        ),
        (
            ["list", "priority:hihg"],
            "todo: 'priority:' takes high, medium or low, not 'hihg' (did you mean 'high'?)\n"
        ),
        (["list", "due:friday"], "todo: 'due:' takes today, tomorrow, week or none, not 'friday'\n"),
        (
            ["list", "project:2026"],
            "todo: '2026' is not a project name: a project is letters, digits, '-', '_' and '.', starting with a letter, nesting with dots (home.garden)\n"
        ),
    ])
    func aMalformedNameOrLevelIsAUsageErrorAndChangesNothing(words: [String], message: String) {
        sandbox.run("add", "first")
        let before = try? Data(contentsOf: URL(fileURLWithPath: sandbox.storePath))
        let result = sandbox.run(words)
        #expect(result.status == 2)
        #expect(result.errors == message)
        let after = try? Data(contentsOf: URL(fileURLWithPath: sandbox.storePath))
        #expect(after == before)
        #expect(sandbox.run(["--json"] + words).errors.hasPrefix(#"{"error":{"code":"usage","#))
    }

    @Test func editAddsRemovesAndClears() throws {
        sandbox.run("add", "Fix fence", "+garden", "+later", "--project", "home", "--priority", "low")
        #expect(
            sandbox.run(
                "edit", "1", "--tag", "weekend", "--untag", "LATER", "--project", "home.garden", "--priority",
                "m"
            )
            .output == "Edited task 1: Fix fence (tags, project, priority)\n")
        var json = try task(1)
        #expect(json["tags"] as? [String] == ["garden", "weekend"])
        #expect(json["project"] as? String == "home.garden")
        #expect(json["priority"] as? String == "medium")
        #expect(
            sandbox.run("edit", "1", "--title", "Mend the fence +wood", "--no-project", "--no-priority")
                .output
                == "Edited task 1: Mend the fence (title, tags, project, priority)\n")
        json = try task(1)
        #expect(json["tags"] as? [String] == ["garden", "weekend", "wood"])
        #expect(json["project"] is NSNull && json["priority"] is NSNull)
        #expect(
            sandbox.run("edit", "1", "--untag", "nothing-here").output
                == "Edited task 1: Mend the fence (nothing changed)\n")
    }

    /// The list without labels is as before; with them, a priority column and labels after the title.
    @Test func listShowsPriorityMarksAndLabels() {
        sandbox.run(
            "add", "Buy milk", "+errand", "--priority", "high", "--due", "tomorrow 18:00", "-l", "Shop")
        sandbox.run("add", "Pay rent", "--project", "home", "--priority", "low", "--due", "2026-03-05")
        sandbox.run("add", "Call Bob")
        sandbox.run("add", "Water plants", "+home.garden", "--priority", "medium")
        sandbox.run("done", "4")
        #expect(
            sandbox.run("list").output == """
                Pending (3)
                  1    !!! Buy milk +errand           Mon 2 Mar 18:00  tomorrow 18:00  @ Shop
                  2    !   Pay rent [home]            Thu 5 Mar 23:59  in 4 days
                  3        Call Bob

                Completed (1)
                  4 ✓  !!  Water plants +home.garden                   done now

                """)
        #expect(
            sandbox.run("list", "pending", "-errand").output == """
                Pending (2)
                  2    ! Pay rent [home]  Thu 5 Mar 23:59  in 4 days
                  3      Call Bob

                """)
        #expect(sandbox.run("list", "overdue", "+errand").output == "No task matches \"overdue +errand\".\n")
    }

    @Test func listKeepsItsShapeAtFortyColumns() {
        sandbox.run(
            "add", "Renew the passport before the summer", "+errand", "+papers", "--project", "family.travel",
            "--priority", "high", "--due", "tomorrow", "-l", "Town hall")
        sandbox.run("add", "Call Bob", "--priority", "low")
        let lines = sandbox.run("list", terminalWidth: 40).output.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { TerminalText.width(String($0)) <= 40 })
        #expect(lines[1] == "  1    !!! Renew the passport before th…")
        #expect(lines[2] == "  2    !   Call Bob")
        let wide = sandbox.run("list", terminalWidth: 100).output.split(separator: "\n")
        #expect(
            wide[1]
                == "  1    !!! Renew the passport before the summer +erra…  Mon 2 Mar 23:59  tomorrow 23:59  @ Town hall"
        )
        #expect(
            sandbox.run("list").output.split(separator: "\n")[1]
                == "  1    !!! Renew the passport before the summer +errand +papers [family.travel]  Mon 2 Mar 23:59  tomorrow 23:59  @ Town hall"
        )
    }

    @Test func showListsLabelsOnlyWhenSet() {
        sandbox.run("add", "Buy milk", "+errand", "+shop", "--project", "home", "--priority", "medium")
        sandbox.run("add", "Plain")
        let shown = sandbox.run("show", "1").output
        #expect(shown.contains("  Tags:        +errand +shop\n  Project:     home\n  Priority:    medium\n"))
        let plain = sandbox.run("show", "2").output
        #expect(!plain.contains("Tags:") && !plain.contains("Project:") && !plain.contains("Priority:"))
    }

    @Test func tagsAndProjectsCountOpenTasks() {
        #expect(
            sandbox.run("tags").output
                == "No open task has a tag: add one with +NAME in a title, or --tag NAME.\n")
        #expect(sandbox.run("projects", "--json").output == "{}\n")
        sandbox.run("add", "a", "+errand", "--project", "home.garden")
        sandbox.run("add", "b", "+Errand", "+phone", "--project", "home")
        sandbox.run("add", "c", "+phone", "--project", "work")
        sandbox.run("add", "d", "+done-only", "--project", "archive")
        sandbox.run("done", "4")
        #expect(sandbox.run("tags").output == "errand  2\nphone   2\n")
        #expect(sandbox.run("tags", "--json").output == #"{"errand":2,"phone":2}"# + "\n")
        #expect(sandbox.run("projects").output == "home         2\nhome.garden  1\nwork         1\n")
        #expect(sandbox.run("--json", "projects").output == #"{"home":2,"home.garden":1,"work":1}"# + "\n")
    }

    /// A store edited by hand (white space in the tag array) or imported (escapes, a tag that is
    /// no name) shows and filters the same, by the slow path that reads the bytes.
    @Test func labelsInAnyLayoutAndWithEscapes() throws {
        let store = #"""
            {"version":3,"usedIds":[[1,2]],"archive":{"nextSegment":1,"segments":[]},"tasks":[
            {"id":1,"uuid":"u1","title":"Spaced","createdAt":"2026-03-01T09:00:00Z", "tags": [ "a" , "bee" ] ,"project":"p\u00e9"},
            {"id":2,"uuid":"u2","title":"Escaped","createdAt":"2026-03-01T09:00:00Z","tags":["caf\u00e9","x\u001b"],"priority":"low"}
            ]}
            """#
        try Data(store.utf8).write(to: URL(fileURLWithPath: sandbox.storePath))
        #expect(
            sandbox.run("list").output == """
                Pending (2)
                  1      Spaced +a +bee [pé]
                  2    ! Escaped +café +x\\e

                """)
        #expect(sandbox.run("list", "+CAFÉ").output.contains("  2    ! Escaped"))
        #expect(sandbox.run("list", "project:PÉ", "+bee").output.contains("  1    Spaced +a +bee [pé]"))
        #expect(sandbox.run("tags").output == "a     1\nbee   1\ncafé  1\nx\\e   1\n")
    }

    /// Printable tags are measured from their count, not their bytes: the dates after every
    /// title and label cell line up whatever the tags.
    @Test func labelsAreMeasuredRightForAnyTags() {
        var random = SeededRandom(seed: 5)
        let names = ["a", "errand", "Home.garden", "x-1", "reading_list", "q2026", "Zürich"]
        for index in 1...30 {
            var words = ["add", "Task \(index)", "--due", "tomorrow"]
            for _ in 0..<Int(random.next() % 4) { words += ["--tag", names[Int(random.next() % 7)]] }
            if random.next() % 3 == 0 { words += ["--project", names[Int(random.next() % 7)]] }
            #expect(sandbox.run(words).status == 0)
        }
        let rows = sandbox.run("list").output.split(separator: "\n").dropFirst()
        let columns = Set(
            rows.map { TerminalText.width(String($0).components(separatedBy: "  Mon 2 Mar")[0]) })
        #expect(rows.count == 30)
        #expect(columns.count == 1, "\(columns)")
    }
}
