import Foundation
import TestSupport
import Testing

@testable import TodoCLI

/// `todo undo` and `todo log` in-process: exact output, exit codes and errors.
@Suite struct UndoCommandTests {
    let sandbox = Sandbox()

    func fill() {
        sandbox.run("add", "Buy", "milk")
        sandbox.run("add", "Call mum", "-d", "about Sunday")
        sandbox.now = "2026-03-01T09:40:00Z"
        sandbox.run("done", "1")
        sandbox.now = "2026-03-01T09:42:00Z"
        sandbox.run("--json", "rm", "2", "--color=never")
    }

    @Test func logListsTheChangesNewestFirstAsTyped() {
        fill()
        let result = sandbox.run("log")
        #expect(result.status == 0)
        #expect(
            result.output == """
                1  Sun 1 Mar 09:42  rm 2
                   removed task 2: Call mum
                2  Sun 1 Mar 09:40  done 1
                   changed task 1: Buy milk
                3  Sun 1 Mar 09:30  add 'Call mum' -d 'about Sunday'
                   added task 2: Call mum
                4  Sun 1 Mar 09:30  add Buy milk
                   added task 1: Buy milk

                """)
        #expect(sandbox.run("log", "-n", "1").output.hasPrefix("1  Sun 1 Mar 09:42  rm 2\n   removed"))
        #expect(sandbox.run("log", "-n", "1").output.split(separator: "\n").count == 2)
    }

    @Test func undoSaysWhatItRevertedAndTheLogShowsIt() {
        fill()
        sandbox.now = "2026-03-01T09:50:00Z"
        let result = sandbox.run("undo", "2")
        #expect(result.status == 0)
        #expect(
            result.output == """
                Undid "rm 2" of Sun 1 Mar 09:42:
                  restored task 2: Call mum
                Undid "done 1" of Sun 1 Mar 09:40:
                  reverted task 1: Buy milk

                """)
        #expect(sandbox.run("list").output.contains("Call mum"))
        let log = sandbox.run("log", "-n", "3").output
        #expect(
            log == """
                1  Sun 1 Mar 09:50  undo 2 (reverted "rm 2", "done 1")
                   changed task 1: Buy milk
                   added task 2: Call mum
                2  Sun 1 Mar 09:42  rm 2 (undone)
                   removed task 2: Call mum
                3  Sun 1 Mar 09:40  done 1 (undone)
                   changed task 1: Buy milk

                """)
        #expect(sandbox.run("undo").output.hasPrefix("Undid \"add 'Call mum' -d 'about Sunday'\" of"))
    }

    @Test func goalChangesAreLoggedAndUndone() {
        sandbox.run("add", "Write", "notes")
        sandbox.run("goal", "set", "Ship", "it", "-t", "1", "-t", "Tag")
        sandbox.now = "2026-03-01T10:00:00Z"
        sandbox.run("done", "1")
        sandbox.run("goal", "done")
        #expect(
            sandbox.run("log", "-n", "2").output == """
                1  Sun 1 Mar 10:00  goal done
                   changed today's goal: Ship it
                2  Sun 1 Mar 10:00  done 1
                   changed today's goal: Ship it
                   changed task 1: Write notes

                """)
        #expect(
            sandbox.run("undo", "3").output == """
                Undid "goal done" of Sun 1 Mar 10:00:
                  reverted today's goal: Ship it
                Undid "done 1" of Sun 1 Mar 10:00:
                  reverted today's goal: Ship it
                  reverted task 1: Write notes
                Undid "goal set Ship it -t 1 -t Tag" of Sun 1 Mar 09:30:
                  removed today's goal: Ship it
                  removed task 2: Tag

                """)
        #expect(sandbox.run("goal").output.hasPrefix("No goal for today."))
        #expect(sandbox.run("list").output == "Pending (1)\n  1    Write notes\n")
    }

    @Test func undoWithTooFewChangesChangesNothingAndExitsThree() {
        sandbox.run("add", "a")
        let bytes = sandbox.folder.bytes("todos.json")
        let result = sandbox.run("undo", "2")
        #expect(result.status == 3)
        #expect(
            result.errors
                == "todo: only 1 change can be undone, not 2; nothing was changed (see 'todo log')\n")
        #expect(sandbox.folder.bytes("todos.json") == bytes)
        sandbox.run("undo")
        #expect(sandbox.run("undo").errors == "todo: nothing to undo; see 'todo log'\n")
        let json = sandbox.run("undo", "--json")
        #expect(json.status == 3)
        #expect(json.errors.hasPrefix(#"{"error":{"code":"invalid_value","message":"nothing to undo"#))
    }

    @Test func undoOnAStoreThatDoesNotExistCreatesNothing() {
        let result = sandbox.run("undo")
        #expect(result.status == 3)
        #expect(sandbox.folder.names().isEmpty)
        #expect(sandbox.run("log").output == "No changes yet: the log records every change from now on.\n")
        #expect(sandbox.run("log", "--json").output == "[]\n")
    }

    @Test(arguments: [
        ["undo", "0"], ["undo", "two"], ["undo", "-1"], ["log", "-n", "0"], ["log", "-n", "x"],
    ])
    func aCountThatIsNotAPositiveNumberIsAUsageError(words: [String]) {
        let result = sandbox.run(words)
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("todo: "))
    }

    @Test func jsonOutputOfLogAndUndo() throws {
        fill()
        let log = try #require(
            JSONSerialization.jsonObject(with: Data(sandbox.run("log", "--json").output.utf8))
                as? [[String: Any]])
        #expect(log.map { $0["number"] as? Int } == [1, 2, 3, 4])
        #expect(log.map { $0["sequence"] as? Int } == [4, 3, 2, 1])
        #expect(log[0]["command"] as? String == "rm 2")
        #expect(log[0]["at"] as? String == "2026-03-01T09:42:00Z")
        #expect(log[0]["reverted"] is NSNull)
        let tasks = try #require(log[0]["tasks"] as? [[String: Any]])
        #expect(tasks.first?["action"] as? String == "removed")
        #expect(tasks.first?["title"] as? String == "Call mum")
        let undone = try #require(
            JSONSerialization.jsonObject(with: Data(sandbox.run("undo", "--json").output.utf8))
                as? [[String: Any]])
        #expect(undone.count == 1)
        #expect(undone[0]["number"] == nil)
        #expect(undone[0]["sequence"] as? Int == 4)
        let after = try #require(
            JSONSerialization.jsonObject(with: Data(sandbox.run("log", "--json", "-n", "2").output.utf8))
                as? [[String: Any]])
        #expect(after[0]["undo"] as? Bool == true)
        #expect(after[1]["undone"] as? Bool == true)
        let reverted = try #require(after[0]["reverted"] as? [[String: Any]])
        #expect(reverted.first?["sequence"] as? Int == 4)
    }

    @Test func aChangeOfManyTasksListsAFewAndCountsTheRest() {
        for index in 1...8 { sandbox.run("add", "t\(index)") }
        sandbox.run("done", "1-8")
        let lines = sandbox.run("log", "-n", "1").output.split(separator: "\n")
        #expect(lines.count == 7)
        #expect(lines.last == "   and 3 more")
    }

    @Test func textFromTheStoreIsEscapedOnTheTerminal() {
        sandbox.run("add", "evil \u{1B}[31m title")
        let output = sandbox.run("log").output
        #expect(!output.contains("\u{1B}"))
        #expect(output.contains(#"added task 1: evil \e[31m title"#))
    }
}

/// How a command line reads in the change log.
@Suite struct ChangeDescriptionTests {
    @Test(arguments: [
        (["add", "Buy", "milk"], "add Buy milk"),
        (["--json", "rm", "3"], "rm 3"),
        (["--file", "/tmp/x.json", "done", "2", "--color", "never"], "done 2"),
        (
            ["--file=/tmp/x.json", "--colour=always", "edit", "3", "--title", "Pay rent"],
            "edit 3 --title 'Pay rent'"
        ),
        (["add", "--", "--json", "it's"], "add -- --json 'it'\\''s'"),
        (["add", ""], "add ''"),
        (["add", "café"], "add café"),
    ])
    func readsAsTyped(arguments: [String], expected: String) {
        #expect(ChangeDescription.of(arguments) == expected)
    }

    @Test func aLongCommandIsCut() {
        let text = ChangeDescription.of(["add", String(repeating: "x", count: 500)])
        #expect(text.count == ChangeDescription.longest)
        #expect(text.hasSuffix("…"))
    }
}
