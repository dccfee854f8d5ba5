import Testing

@testable import TodoCLI

@Suite struct EditCommandTests {
    let sandbox = Sandbox()

    init() {
        sandbox.run(
            "add", "Pay rent", "-d", "Landlord", "--due", "2026-03-05", "-l", "Bank", "-a", "High St 1")
        sandbox.run("add", "Call Bob")
    }

    func json(_ id: Int) -> String { sandbox.run("show", String(id), "--json").output }

    @Test func changesOnlyTheFieldsNamed() {
        let result = sandbox.run("edit", "1", "--title", "Pay the rent", "--due", "friday 17:00")
        #expect(result.output == "Edited task 1: Pay the rent (title, deadline)\n")
        #expect(
            json(1).contains(
                #""title":"Pay the rent","description":"Landlord","deadline":"2026-03-06T17:00:00Z","location":{"name":"Bank","address":"High St 1"}"#
            ))
    }

    @Test func removesFields() {
        sandbox.run("edit", "1", "--no-description", "--no-due", "--no-location")
        #expect(json(1).contains(#""description":null,"deadline":null,"location":null"#))
    }

    @Test func setsTheAddressAlone() {
        #expect(sandbox.run("edit", "2", "-a", "5 Elm St").output == "Edited task 2: Call Bob (location)\n")
        #expect(json(2).contains(#""location":{"name":"5 Elm St","address":"5 Elm St"}"#))
    }

    @Test func completesAndReopens() {
        #expect(sandbox.run("edit", "2", "--complete").output == "Edited task 2: Call Bob (completed)\n")
        #expect(sandbox.run("edit", "2", "--uncomplete").output == "Edited task 2: Call Bob (reopened)\n")
    }

    @Test func editsSeveralTasksAtOnce() {
        let result = sandbox.run("edit", "1-2", "-d", "shared")
        #expect(
            result.output == "Edited task 1: Pay rent (description)\nEdited task 2: Call Bob (description)\n")
        #expect(
            sandbox.run("edit", "1", "2", "--json", "--no-description").output.split(separator: "\n").count
                == 4)
    }

    @Test func acceptsTheSameDateFormsAsAdd() {
        for form in ["+3d", "tomorrow 9am", "2026-03-05T17:30:00Z", "in 2 hours", "monday", "5pm", "mar 9"] {
            #expect(sandbox.run("edit", "2", "--due", form).status == 0, "\(form)")
        }
    }

    @Test(arguments: [
        (["edit", "1", "--due", "x", "--no-due"], 2, "todo: '--due' and '--no-due' cannot be used together"),
        (
            ["edit", "1", "-l", "x", "--no-location"], 2,
            "todo: '--location' and '--no-location' cannot be used together"
        ),
        (
            ["edit", "1", "--complete", "--uncomplete"], 2,
            "todo: '--complete' and '--uncomplete' cannot be used together"
        ),
        (["edit", "1", "--title", " "], 3, "todo: a task needs a title"),
        (["edit", "1", "--title", "call bob"], 3, "todo: 'Call Bob' is already in the list (task 2)"),
        (["edit", "1-2", "--title", "Same"], 3, "todo: 'Same' is already in the list (task 1)"),
        (
            ["edit", "1", "--due", "2026-02-28"], 3,
            "todo: the deadline Sat 28 Feb 23:59 (yesterday) is in the past"
        ),
        (["edit", "1", "3", "--title", "x"], 4, "todo: no task with id 3"),
        (
            ["edit", "x", "--title", "x"], 2,
            "todo: 'x' is not a task id: ids are whole numbers from 1, or ranges like 2-5"
        ),
    ])
    func refusesAndChangesNothing(words: [String], status: Int32, message: String) {
        let before = sandbox.run("export").output
        let result = sandbox.run(words)
        #expect(result.status == status)
        #expect(result.errors == message + "\n")
        #expect(sandbox.run("export").output == before)
    }
}

@Suite struct DeleteCommandTests {
    let sandbox = Sandbox()

    @Test(arguments: ["delete", "rm"])
    func removesTasksAndNeverReusesTheirIds(command: String) {
        sandbox.run("add", "a")
        sandbox.run("add", "b")
        #expect(sandbox.run(command, "1-2").output == "Deleted task 1: a\nDeleted task 2: b\n")
        #expect(sandbox.run("add", "c").output == "Added task 3: c\n")
    }

    @Test func printsTheTasksAsTheyWereWithJSON() {
        sandbox.run("add", "a")
        let output = sandbox.run("rm", "1", "--json").output
        #expect(output.hasPrefix("[\n{\"id\":1,\"uuid\""))
        #expect(output.hasSuffix("\"state\":\"pending\"}\n]\n"))
    }

    @Test func unknownIdChangesNothing() {
        sandbox.run("add", "a")
        #expect(sandbox.run("rm", "1", "2").status == 4)
        #expect(sandbox.run("show", "1").status == 0)
    }
}

@Suite struct StatsCommandTests {
    let sandbox = Sandbox()

    @Test func showsTheDayFigureFirstThenTheCounts() {
        sandbox.run("add", "a", "--due", "2026-03-01 10:00")
        sandbox.run("add", "b")
        sandbox.run("add", "c")
        sandbox.run("add", "d")
        sandbox.run("done", "3-4")
        sandbox.now = "2026-03-01T12:00:00Z"
        let expected = """
            Completed in the past 24 hours  2
            Pending                         1
            Overdue                         1
            Completed                       2

            """
        #expect(sandbox.run("stats").output == expected)
        #expect(
            sandbox.run("stats", "--json").output
                == #"{"completedLast24Hours":2,"pending":1,"overdue":1,"completed":2}"# + "\n")
        sandbox.now = "2026-03-02T09:30:00Z"
        #expect(
            sandbox.run("stats", "--json").output
                == #"{"completedLast24Hours":0,"pending":1,"overdue":1,"completed":0}"# + "\n")
    }
}
