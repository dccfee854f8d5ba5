import Testing

@testable import TodoCLI

@Suite struct AddCommandTests {
    let sandbox = Sandbox()

    @Test func addsWithTheRemainingWordsAsTitle() {
        let result = sandbox.run("add", "Buy", "milk")
        #expect(
            result
                == ProgramResult(
                    status: 0, standardOutput: Array("Added task 1: Buy milk\n".utf8), standardError: []))
        #expect(sandbox.run("add", "Call", "Bob").output == "Added task 2: Call Bob\n")
    }

    @Test func saysTheDeadlineInLocalTimeAndRelative() {
        sandbox.zone = "Asia/Kolkata"
        let result = sandbox.run("add", "Pay rent", "--due", "2026-03-05 17:30")
        #expect(result.output == "Added task 1: Pay rent, due Thu 5 Mar 17:30 (in 4 days)\n")
        #expect(sandbox.run("--json", "show", "1").output.contains(#""deadline":"2026-03-05T12:00:00Z""#))
    }

    @Test func takesEveryField() {
        sandbox.run(
            "add", "Dentist", "-d", "Bring the card", "--deadline", "tomorrow", "-l", "Dr Smith", "-a",
            "1 Main St")
        #expect(
            sandbox.run("--json", "show", "1").output
                == #"{"id":1,"uuid":"00000000-0000-4000-8000-000000000001","title":"Dentist","description":"Bring the card","deadline":"2026-03-02T23:59:59Z","location":{"name":"Dr Smith","address":"1 Main St"},"createdAt":"2026-03-01T09:30:00Z","completedAt":null,"modifiedAt":"2026-03-01T09:30:00Z","tags":[],"project":null,"priority":null,"remindBefore":600,"remindAt":"2026-03-02T23:49:59Z","remindedAt":null,"recurrence":null,"occurrenceOf":null,"parent":null,"notes":[],"wait":null,"waiting":false,"blockedBy":[],"blocked":false,"fields":{},"state":"pending"}"#
                + "\n")
    }

    @Test func printsTheTaskObjectWithJSON() {
        let result = sandbox.run("add", "x", "--json")
        #expect(result.output.hasPrefix(#"{"id":1,"uuid":"#))
        #expect(
            result.output.hasSuffix(
                #""remindAt":null,"remindedAt":null,"recurrence":null,"occurrenceOf":null,"parent":null,"notes":[],"wait":null,"waiting":false,"blockedBy":[],"blocked":false,"fields":{},"state":"pending"}"#
                    + "\n"))
    }

    @Test(arguments: [
        (["add", "  "], 3, "todo: a task needs a title\n"),
        (
            ["add", "x", "--due", "2026-03-01T09:30:00Z"], 3,
            "todo: the deadline Sun 1 Mar 09:30 (now) is not in the future\n"
        ),
        (
            ["add", "x", "--due", "2026-02-01"], 3,
            "todo: the deadline Sun 1 Feb 23:59 (4 weeks ago) is in the past\n"
        ),
        (
            ["add", "x", "--due", "yesterday"], 3,
            "todo: the deadline Sat 28 Feb 23:59 (yesterday) is in the past\n"
        ),
        (
            ["add", "x", "--due", "today 08:00"], 3,
            "todo: the deadline Sun 1 Mar 08:00 (1 h ago) is in the past\n"
        ),
        (
            ["add", "x", "--due", "someday"], 2,
            "todo: cannot read 'someday' as a date; try tomorrow, friday 17:00, in 2 days, the 5th or 2026-03-05, or see 'todo help dates'\n"
        ),
        (
            ["add", "x", "--due", "Tomorow 5pm"], 2,
            "todo: cannot read 'Tomorow 5pm' as a date (did you mean 'tomorrow 5pm'?); see 'todo help dates'\n"
        ),
        (["add", "x", "-l", " "], 3, "todo: a location needs a name\n"),
    ])
    func refusesBadValues(words: [String], status: Int32, message: String) {
        let result = sandbox.run(words)
        #expect(result.status == status)
        #expect(result.errors == message)
        #expect(result.output.isEmpty)
        #expect(sandbox.folder.names().isEmpty)
    }

    @Test func refusesADuplicateOfAnOpenTaskIgnoringCaseAndSpace() {
        sandbox.run("add", "Buy milk")
        let result = sandbox.run("add", "  BUY MILK ")
        #expect(result.status == 3)
        #expect(result.errors == "todo: 'Buy milk' is already in the list (task 1)\n")
        sandbox.run("done", "1")
        #expect(sandbox.run("add", "buy milk").status == 0)
    }

    @Test func aTitleMayStartWithADashAfterDoubleDash() {
        #expect(
            sandbox.run("add", "--", "-1", "is", "a", "number").output == "Added task 1: -1 is a number\n")
    }

    @Test func controlCharactersInTheTitleAreShownEscaped() {
        let result = sandbox.run("add", "Evil\u{1B}[2J\u{07}\r\u{202E}title")
        #expect(result.output == "Added task 1: Evil\\e[2J\\x07\\r\\u{202e}title\n")
    }
}
