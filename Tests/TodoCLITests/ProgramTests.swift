import Foundation
import TestSupport
import Testing
import TodoCore

@testable import TodoCLI

@Suite struct HelpAndVersionTests {
    let sandbox = Sandbox()

    @Test(arguments: [["--help"], ["-h"], ["help"], ["--bogus", "--help"]])
    func overviewListsEveryCommand(words: [String]) {
        let result = sandbox.run(words)
        #expect(result.status == 0)
        #expect(
            result.output.hasPrefix(
                "todo: a to-do list for the terminal.\n\nUsage: todo [GLOBAL OPTIONS] [COMMAND]"))
        for command in allCommands {
            #expect(
                result.output.contains(
                    "\n  " + ([command.spec.name] + command.spec.aliases).joined(separator: ", ")))
        }
        #expect(result.output.contains("TODO_NOW"))
        #expect(result.output.contains("  5  store: "))
    }

    @Test(arguments: [
        ["help", "edit"], ["edit", "-h"], ["edit", "--help"], ["-h", "edit"], ["edit", "--bogus", "-h"],
    ])
    func commandHelpIsRenderedFromItsDeclaration(words: [String]) {
        let output = sandbox.run(words).output
        #expect(output.hasPrefix("Usage: todo edit ID… [-t TEXT] [-d TEXT] [--no-description] [--due WHEN]"))
        for option in EditCommand.spec.options {
            #expect(output.contains("  " + HelpRenderer.spelling(option)))
            #expect(output.contains(option.help))
        }
    }

    @Test func everyCommandHasHelpAndAliasesFindIt() {
        for command in allCommands {
            for name in [command.spec.name] + command.spec.aliases {
                let result = sandbox.run("help", name)
                #expect(result.status == 0)
                #expect(result.output.hasPrefix("Usage: todo \(command.spec.name)"))
            }
        }
    }

    @Test func helpDatesListsTheForms() {
        let output = sandbox.run("help", "dates").output
        for form in [
            "2027-03-05", "+3d", "tomorrow", "friday", "5pm", "17:00", "in 2 days", "the 5th", "eom",
        ] {
            #expect(output.contains("\n  " + form + " "), "\(form)")
        }
        #expect(output.contains("what it means now, Sun 1 Mar 09:30, in the time zone\nUTC (TZ).\n"))
    }

    @Test func unknownHelpTopicIsAUsageError() {
        let result = sandbox.run("help", "lsit")
        #expect(result.status == 2)
        #expect(
            result.errors
                == "todo: no command or help topic 'lsit' (did you mean 'list'?); 'todo help' lists them\n")
    }

    @Test(arguments: [["--version"], ["list", "--version"]])
    func printsTheVersion(words: [String]) {
        #expect(sandbox.run(words).output == "todo \(TodoProgram.version)\n")
    }
}

@Suite struct EnvironmentTests {
    let sandbox = Sandbox()

    @Test func storeLocationFollowsFileThenTodoStoreThenXDGThenHome() {
        let folder = sandbox.folder
        sandbox.environment = ["XDG_DATA_HOME": folder.file("xdg")]
        sandbox.run("add", "via todo store")
        sandbox.run("--file", folder.file("explicit.json"), "add", "via file")
        sandbox.environment = ["TODO_STORE": "", "XDG_DATA_HOME": folder.file("xdg")]
        sandbox.run("add", "via xdg")
        sandbox.environment = ["TODO_STORE": "", "XDG_DATA_HOME": "relative/ignored"]
        sandbox.run("add", "via home")
        #expect(folder.names().contains("todos.json"))
        #expect(folder.names().contains("explicit.json"))
        #expect(folder.names(in: "xdg/todo").contains("todos.json"))
        #expect(folder.names(in: ".local/share/todo").contains("todos.json"))
        #expect(!folder.names().contains("relative"))
    }

    @Test func noHomeAndNoStoreIsAStoreError() {
        let result = TodoProgram.run(
            ProcessState(arguments: ["list"], environment: [:], clock: .fixed(Instant(secondsSince1970: 0))))
        #expect(result.status == 5)
        #expect(
            result.errors == "todo: cannot tell where the store is: set HOME, TODO_STORE or use --file PATH\n"
        )
    }

    @Test(arguments: ["yesterday", "2026-13-01T00:00:00Z", "1772357400"])
    func badTodoNowIsAUsageError(value: String) {
        sandbox.now = value
        let result = sandbox.run("list")
        #expect(result.status == 2)
        #expect(
            result.errors
                == "todo: TODO_NOW='\(value)' is not an ISO 8601 instant like 2026-03-01T09:30:00Z\n")
    }

    @Test func todoNowMayCarryAnOffset() {
        sandbox.now = "2026-03-01T10:30:00+01:00"
        #expect(sandbox.run("add", "x", "--json").output.contains(#""createdAt":"2026-03-01T09:30:00Z""#))
    }

    @Test func unknownTimeZoneWarnsAndUsesUTC() {
        sandbox.zone = "Mars/Olympus"
        let result = sandbox.run("add", "x", "--due", "2026-03-05 17:00")
        #expect(result.status == 0)
        #expect(result.errors == "todo: warning: unknown time zone 'Mars/Olympus' (TZ); using UTC\n")
        #expect(result.output == "Added task 1: x, due Thu 5 Mar 17:00 (in 4 days)\n")
    }

    @Test func lockTimeoutMustBeANumber() {
        sandbox.environment = ["TODO_LOCK_TIMEOUT": "soon"]
        #expect(sandbox.run("add", "x").status == 2)
    }
}
