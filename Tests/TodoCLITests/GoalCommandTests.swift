import Foundation
import Testing

@testable import TodoCLI
@testable import TodoCore

/// `todo goal` and its subcommands in-process: exact output, exit codes and JSON.
@Suite struct GoalCommandTests {
    let sandbox = Sandbox()

    func setGoal() {
        sandbox.run("add", "Write the notes")
        sandbox.run(
            "goal", "set", "Ship", "the", "release", "-t", "1", "--task", "Tag the build", "-t", "Announce it"
        )
    }

    @Test func noGoalYetSaysHowToSetOne() {
        let result = sandbox.run("goal")
        #expect(result.status == 0)
        #expect(result.output == "No goal for today. Set one with \"todo goal set TITLE\".\n")
        #expect(sandbox.run("goal", "--json").output == "null\n")
        #expect(
            sandbox.run("goal", "history").output
                == "No goals yet. Set today's with \"todo goal set TITLE\".\n")
        #expect(sandbox.run("goal", "history", "--json").output == "[]\n")
    }

    @Test func settingShowsTheGoalAndTheTasksItAdded() {
        sandbox.run("add", "Write the notes")
        let result = sandbox.run("goal", "set", "Ship the release", "-t", "1", "-t", "Tag the build")
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.output
                == """
                Added task 2: Tag the build
                Today's goal: Ship the release
                  1    Write the notes
                  2    Tag the build
                0 of 2 done · set at 09:30

                """)
        #expect(
            sandbox.run("goal").output.hasPrefix("Today's goal: Ship the release\n  1    Write the notes\n"))
    }

    @Test func theGoalObject() {
        setGoal()
        sandbox.run("done", "2")
        #expect(
            sandbox.run("goal", "--json").output
                == #"{"date":"2026-03-01","title":"Ship the release","tasks":[{"id":1,"title":"Write the notes","completed":false},{"id":2,"title":"Tag the build","completed":true},{"id":3,"title":"Announce it","completed":false}],"setAt":"2026-03-01T09:30:00Z","achievedAt":null,"carriedFrom":null,"remindedAt":null}"#
                + "\n")
        #expect(
            sandbox.run("goal", "done", "--json").output.contains(#""achievedAt":"2026-03-01T09:30:00Z""#))
        let history = sandbox.run("goal", "history", "--json").output
        #expect(history.hasPrefix("[\n{\"date\":\"2026-03-01\"") && history.hasSuffix("}\n]\n"))
    }

    @Test(arguments: [
        (
            ["goal", "set", "Again"], 3,
            "todo: today already has a goal, 'Ship the release'; add --replace to replace it\n"
        ),
        (
            ["goal", "add", "Fourth"], 3,
            "todo: a goal has at most 3 tasks, this would make 4; remove one first with 'todo goal remove ID'\n"
        ),
        (["goal", "remove", "9"], 4, "todo: no task with id 9\n"),
        (["goal", "set", "--replace", "X", "-t", "42"], 4, "todo: no task with id 42\n"),
        (["goal", "set", "--replace", " ", "-t", "1"], 3, "todo: a goal needs a title\n"),
        (
            ["goal", "carry"], 3,
            "todo: today already has a goal, 'Ship the release'; add --replace to replace it\n"
        ),
        (
            ["goal", "history", "--days", "0"], 2,
            "todo: '--days' takes a whole number from 1 to 100000, not '0'\n"
        ),
        (
            ["goal", "sett", "x"], 2,
            "todo: unknown command 'goal sett' (did you mean 'goal set'?); see 'todo --help'\n"
        ),
    ])
    func refusalsChangeNothing(words: [String], status: Int32, message: String) {
        setGoal()
        let before = sandbox.folder.bytes("todos.json")
        let result = sandbox.run(words)
        #expect(result.status == status)
        #expect(result.errors == message)
        #expect(result.output.isEmpty)
        #expect(sandbox.folder.bytes("todos.json") == before)
    }

    @Test(arguments: [
        ["goal", "done"], ["goal", "undone"], ["goal", "add", "1"], ["goal", "remove", "1"],
    ])
    func withoutAGoalTodayItIsNotFound(words: [String]) {
        sandbox.run("add", "x")
        let result = sandbox.run(words)
        #expect(result.status == 4)
        #expect(result.errors == "todo: no goal for today; set one with 'todo goal set TITLE'\n")
        let json = sandbox.run(words + ["--json"])
        #expect(json.errors.hasPrefix(#"{"error":{"code":"not_found","#))
    }

    @Test func nothingToCarryIsARefusal() {
        #expect(
            sandbox.run("goal", "carry").errors
                == "todo: no earlier day has a goal to carry; set one with 'todo goal set TITLE'\n")
        sandbox.run("goal", "set", "Done deal")
        sandbox.run("goal", "done")
        sandbox.now = "2026-03-02T09:30:00Z"
        let result = sandbox.run("goal", "carry")
        #expect(result.status == 3)
        #expect(
            result.errors
                == "todo: the latest goal, 'Done deal' of yesterday, was achieved: nothing to carry\n")
    }

    @Test func addRemoveDoneUndone() {
        sandbox.run("add", "a")
        sandbox.run("add", "b")
        sandbox.run("goal", "set", "Goal")
        #expect(sandbox.run("goal", "add", "1", "2").output.contains("  1    a\n  2    b\n0 of 2 done"))
        let added = sandbox.run("goal", "add", "Call", "the", "printer")
        #expect(added.output.hasPrefix("Added task 3: Call the printer\n"))
        let removed = sandbox.run("goal", "rm", "2")
        #expect(removed.output.hasPrefix("Removed task 2 from today's goal: b\n"))
        #expect(sandbox.run("list").output.contains("b"), "the task stays")
        #expect(sandbox.run("goal", "done").output == "Today's goal achieved: Goal ✓\n")
        #expect(sandbox.run("goal", "done").output == "Today's goal was already achieved: Goal ✓\n")
        #expect(sandbox.run("goal").output.hasSuffix("0 of 2 done · achieved ✓ at 09:30 · set at 09:30\n"))
        #expect(sandbox.run("goal", "undone").output == "Today's goal is no longer marked achieved: Goal\n")
        #expect(sandbox.run("goal", "undone").output == "Today's goal was not marked achieved: Goal\n")
    }

    @Test func completingEncouragesThenCongratulates() {
        setGoal()
        sandbox.run("add", "Other")
        #expect(sandbox.run("done", "4").output == "Completed task 4: Other\n")
        #expect(
            sandbox.run("done", "1").output
                == "Completed task 1: Write the notes\nToday's goal \"Ship the release\": 1 of 3 done, 2 to go. Keep going!\n"
        )
        #expect(sandbox.run("done", "1").output == "Task 1 was already completed: Write the notes\n")
        #expect(
            sandbox.run("done", "2-3").output
                == """
                Completed task 2: Tag the build
                Completed task 3: Announce it
                All 3 tasks of today's goal "Ship the release" are done. Well done! Mark it achieved with "todo goal done".

                """)
        #expect(sandbox.run("done", "2", "--json").output.hasPrefix("[\n{"))
        #expect(!sandbox.run("done", "2", "--json").output.contains("goal"))
    }

    /// `todo done` with stdin and stdout both on a terminal, the answer typed being `answer`.
    func doneOnATerminal(_ id: String, answer: String?) -> ProgramResult {
        let variables = [
            "TODO_STORE": sandbox.storePath, "TODO_NOW": sandbox.now, "TZ": "UTC",
            "HOME": sandbox.folder.path,
        ]
        return TodoProgram.run(
            ProcessState(
                arguments: ["done", id], environment: Environment(variables),
                clock: .fixed(Instant(secondsSince1970: 0)),
                standardOutputIsTerminal: true, standardInputIsTerminal: true, terminalWidth: 80,
                readStandardInputLine: { answer }))
    }

    @Test(arguments: [("", true), ("y", true), (" Yes ", true), ("n", false), ("no", false)])
    func onATerminalItAsks(answer: String, marks: Bool) {
        sandbox.run("add", "Only task")
        sandbox.run("goal", "set", "Small goal", "-t", "1")
        let result = doneOnATerminal("1", answer: answer)
        let asked =
            "Completed task 1: Only task\nThe task of today's goal \"Small goal\" is done. Well done!\n"
            + "Mark today's goal achieved? [Y/n] "
        #expect(result.status == 0)
        #expect(
            result.output
                == asked
                + (marks
                    ? "Today's goal achieved: Small goal ✓\n"
                    : "Not marked; \"todo goal done\" marks it later.\n"))
        #expect(sandbox.run("goal", "--json").output.contains(#""achievedAt":null"#) != marks)
    }

    @Test func theEndOfInputAnswersNothing() {
        sandbox.run("goal", "set", "Small goal", "-t", "Only task")
        let result = doneOnATerminal("1", answer: nil)
        #expect(result.output.hasSuffix("[Y/n] \nNot marked; \"todo goal done\" marks it later.\n"))
        #expect(sandbox.run("goal", "--json").output.contains(#""achievedAt":null"#))
    }

    @Test func yesterdaysUnachievedGoalIsOfferedAndCarried() {
        sandbox.run("add", "Finished")
        sandbox.run("goal", "set", "Big thing", "-t", "1", "-t", "Open one")
        sandbox.run("done", "1")
        sandbox.now = "2026-03-02T08:00:00Z"
        #expect(
            sandbox.run("goal").output
                == """
                No goal for today. Set one with "todo goal set TITLE".
                Yesterday's goal, "Big thing", was not achieved: "todo goal carry" brings it to today with its open tasks.

                """)
        #expect(
            sandbox.run("goal", "carry").output
                == """
                Carried yesterday's goal to today, with its 1 open task.
                Today's goal: Big thing
                  2    Open one
                0 of 1 done · set at 08:00 · carried from yesterday

                """)
        #expect(sandbox.run("goal", "--json").output.contains(#""carriedFrom":"2026-03-01""#))
        #expect(
            sandbox.run("goal", "history").output
                == "2026-03-02  ✗  Big thing  0 of 1\n2026-03-01  ✗  Big thing  1 of 2\n")
        #expect(sandbox.run("goal", "history", "--days", "1").output == "2026-03-02  ✗  Big thing  0 of 1\n")
    }

    @Test func titlesReachTheTerminalEscapedAndCut() {
        sandbox.run("goal", "set", "Evil \u{1B}[2J goal with a long tail of words", "-t", "Bell \u{07} task")
        let result = sandbox.run(["goal"], terminalWidth: 30)
        #expect(!result.output.contains("\u{1B}") && !result.output.contains("\u{07}"))
        #expect(result.output.split(separator: "\n").allSatisfy { TerminalText.width(String($0)) <= 30 })
        #expect(result.output.hasPrefix("Today's goal: Evil \\e[2J goal…\n"))
    }

    @Test func helpListsTheSubcommands() {
        let help = sandbox.run("help", "goal").output
        for name in ["set TITLE…", "add ID|TITLE…", "remove ID…", "done", "undone", "carry", "history"] {
            #expect(help.contains("  " + name), "\(name)")
        }
        #expect(
            sandbox.run("goal", "set", "--help").output.hasPrefix(
                "Usage: todo goal set TITLE… [-t ID|TITLE] [--replace]\n"))
    }
}
