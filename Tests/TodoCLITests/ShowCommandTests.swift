import Testing

@testable import TodoCLI

@Suite struct ShowCommandTests {
    let sandbox = Sandbox()

    @Test func showsEveryFieldWithAMapLink() {
        sandbox.run(
            "add", "Dentist", "-d", "Bring the card", "--due", "2026-03-05 09:30", "-l", "Dr Smith", "-a",
            "1 Main St, Springfield & Co")
        let expected = """
            Task 1: Dentist
              State:       pending
              Description: Bring the card
              Deadline:    Thu 5 Mar 09:30 (in 4 days)
              Reminder:    10 min before, Thu 5 Mar 09:20 (in 4 days)
              Location:    Dr Smith
              Address:     1 Main St, Springfield & Co
              Map:         https://www.openstreetmap.org/search?query=1%20Main%20St%2C%20Springfield%20%26%20Co
              Created:     Sun 1 Mar 09:30 (now)
              Completed:   —
              UUID:        00000000-0000-4000-8000-000000000001
              Urgency:     7.1 (see 'todo help next')
                deadline  7.1  due in 4 days

            """
        #expect(sandbox.run("show", "1").output == expected)
    }

    @Test func showsMissingFieldsAsADash() {
        sandbox.run("add", "Call Bob")
        sandbox.now = "2026-03-01T12:00:00Z"
        sandbox.run("done", "1")
        let output = sandbox.run("show", "1").output
        #expect(output.contains("  State:       completed\n"))
        #expect(output.contains("  Description: —\n  Deadline:    —\n  Reminder:    —\n  Location:    —\n"))
        #expect(output.contains("  Completed:   Sun 1 Mar 12:00 (now)\n"))
        #expect(!output.contains("Map:"))
    }

    @Test func percentEncodesEveryByteOutsideTheUnreservedSet() {
        #expect(
            ShowView.percentEncoded("Königstraße 1/2?a=b#c~_.-")
                == "K%C3%B6nigstra%C3%9Fe%201%2F2%3Fa%3Db%23c~_.-")
    }

    @Test func findsAnArchivedTask() {
        sandbox.run("add", "Old")
        sandbox.run("done", "1")
        sandbox.now = "2026-03-03T09:30:00Z"
        sandbox.run("add", "New")
        #expect(
            sandbox.run("show", "1").output.hasPrefix(
                "Task 1: Old\n  State:       completed (cleared from the list, kept in the archive)\n"))
        #expect(sandbox.run("show", "1", "--json").output.contains(#""state":"completed""#))
    }

    @Test func unknownIdIsNotFound() {
        let result = sandbox.run("show", "9")
        #expect(result.status == 4)
        #expect(result.errors == "todo: no task with id 9\n")
        #expect(
            sandbox.run("show", "9", "--json").errors
                == #"{"error":{"code":"not_found","message":"no task with id 9"}}"# + "\n")
    }
}

@Suite struct CompleteCommandTests {
    let sandbox = Sandbox()

    func fill(_ count: Int) {
        for index in 1...count { sandbox.run("add", "Task \(index)") }
    }

    @Test(arguments: ["complete", "done"])
    func completesSeveralIdsAndRanges(command: String) {
        fill(6)
        let result = sandbox.run(command, "2", "4-6")
        #expect(result.status == 0)
        #expect(
            result.output
                == "Completed task 2: Task 2\nCompleted task 4: Task 4\nCompleted task 5: Task 5\nCompleted task 6: Task 6\n"
        )
        #expect(sandbox.run(command, "2").output == "Task 2 was already completed: Task 2\n")
    }

    @Test func isAllOrNothing() {
        fill(3)
        let result = sandbox.run("done", "1", "7", "2", "9")
        #expect(result.status == 4)
        #expect(result.errors == "todo: no tasks with ids 7, 9; nothing was changed\n")
        #expect(sandbox.run("list", "completed").output.hasPrefix("No items"))
    }

    @Test func printsTheTasksAsTheyAreWithJSON() {
        fill(2)
        let output = sandbox.run("done", "1-2", "--json").output
        #expect(output.hasPrefix("[\n{\"id\":1,"))
        #expect(
            output.components(
                separatedBy: #""completedAt":"2026-03-01T09:30:00Z","modifiedAt":"2026-03-01T09:30:00Z""#
            )
            .count == 3)
        #expect(output.components(separatedBy: #""state":"completed"}"#).count == 3)
    }

    @Test(arguments: ["uncomplete", "undone", "reopen"])
    func reopens(command: String) {
        fill(2)
        sandbox.run("done", "1")
        #expect(
            sandbox.run(command, "1", "2").output
                == "Reopened task 1: Task 1\nTask 2 was not completed: Task 2\n")
        #expect(sandbox.run("list", "completed").output.hasPrefix("No items"))
    }

    @Test func reopeningAnArchivedTaskBringsItBackToTheList() {
        fill(1)
        sandbox.run("done", "1")
        sandbox.now = "2026-03-05T09:30:00Z"
        sandbox.run("add", "Other")
        #expect(!sandbox.run("list").output.contains("Task 1"))
        #expect(sandbox.run("reopen", "1").output == "Reopened task 1: Task 1\n")
        #expect(sandbox.run("list", "pending").output.contains("  1    Task 1"))
    }
}
