import Testing

@testable import TodoCLI

/// `add` reading its words as a sentence, in-process: the line it prints, `--dry-run` (what it
/// would add, the exit code `add` would give, nothing written), `--no-parse`, `every RULE` handed
/// to `--every`, and `todo help add`. Now is Sunday 2026-03-01 09:30 UTC.
@Suite struct AddSentenceTests {
    let sandbox = Sandbox()

    @Test func theLineShowsEveryFieldReadFromTheWords() {
        sandbox.run("field", "add", "review", "--type", "date")
        let result = sandbox.run(
            "add", "Pay rent", "review:friday", "@Bank", "+bills", "pro:home", "priority:h", "by", "the",
            "5th")
        #expect(
            result.output
                == "Added task 1: Pay rent +bills [home] @ Bank, due Thu 5 Mar 23:59 (in 4 days), "
                + "review: Fri 6 Mar 23:59 (in 5 days), priority: high\n")
    }

    @Test func fieldsGivenByOptionsAreShownAsBefore() {
        let result = sandbox.run(
            "add", "Pay rent", "--due", "friday", "-l", "Bank", "--priority", "high", "--tag", "bills")
        #expect(result.output == "Added task 1: Pay rent +bills, due Fri 6 Mar 23:59 (in 5 days)\n")
    }

    @Test func dryRunSaysWhatItWouldAddAndCreatesNoStore() {
        let result = sandbox.run("add", "--dry-run", "Call mom tomorrow 6pm @home +family")
        #expect(result.status == 0)
        #expect(result.output == "Would add: Call mom +family @ home, due Mon 2 Mar 18:00 (tomorrow 18:00)\n")
        #expect(sandbox.folder.names().isEmpty)
        let json = sandbox.run("add", "--dry-run", "--json", "Call mom tomorrow")
        #expect(json.output.hasPrefix(#"{"id":null,"uuid":null,"title":"Call mom","#))
        #expect(json.output.hasSuffix(#""state":"pending"}"# + "\n"))
        #expect(sandbox.folder.names().isEmpty)
    }

    @Test func dryRunExitsAsAddWouldAndChangesNothing() {
        sandbox.run("add", "Buy milk")
        let before = sandbox.folder.bytes("todos.json")
        let duplicate = sandbox.run("add", "--dry-run", "BUY MILK tomorrow")
        #expect(duplicate.status == 3)
        #expect(duplicate.errors == "todo: 'Buy milk' is already in the list (task 1)\n")
        let past = sandbox.run("add", "--dry-run", "x", "--due", "yesterday")
        #expect(past.status == 3 && past.output.isEmpty)
        let unreadable = sandbox.run("add", "--dry-run", "x", "--due", "someday")
        #expect(unreadable.status == 2)
        let undeclared = sandbox.run("add", "--dry-run", "x", "--set", "mood=ok")
        #expect(undeclared.status == 2)
        #expect(sandbox.run("add", "--dry-run", "Buy bread").output == "Would add: Buy bread\n")
        #expect(sandbox.folder.bytes("todos.json") == before)
        #expect(sandbox.run("log", "--json").output.components(separatedBy: #""command""#).count == 2)
    }

    @Test func noParseTakesTheWordsAsTypedTagsIncluded() {
        let result = sandbox.run("add", "--no-parse", "Buy", "milk", "+errand", "tomorrow")
        #expect(result.output == "Added task 1: Buy milk +errand tomorrow\n")
        #expect(sandbox.run("list", "+errand").output.hasPrefix("No task matches"))
    }

    @Test func undoTakesBackATaskReadFromASentence() {
        sandbox.run("add", "Call mom tomorrow 6pm @home +family")
        let undone = sandbox.run("undo")
        #expect(undone.status == 0)
        #expect(undone.output.contains("Call mom"))
        #expect(sandbox.run("list", "--json").output == "[]\n")
    }

    /// `every RULE` is handed to `add` as `--every RULE` would be: the same task either way, with
    /// `every!`, `from completion` and `until WHEN` too.
    @Test func everyRuleMakesTheTaskThatEveryOptionMakes() throws {
        let pairs: [([String], [String])] = [
            (
                ["Water plants every! monday 9am"],
                ["Water plants", "--every", "monday", "--from-completion", "--due", "9am"]
            ),
            (
                ["Stretch every 3 days until 2026-12-31"],
                ["Stretch", "--every", "3 days", "--until", "2026-12-31"]
            ),
            (
                ["Haircut every 4 weeks from completion"],
                ["Haircut", "--every", "4 weeks", "--from-completion"]
            ),
        ]
        for (words, options) in pairs {
            let sentence = sandbox.run(["add", "--dry-run", "--json"] + words)
            let given = sandbox.run(["add", "--dry-run", "--json"] + options)
            #expect(sentence.status == 0 && given.status == 0, "\(words)")
            #expect(sentence.output == given.output, "\(words)")
            #expect(sentence.output.contains(#""title":"\#(options[0])""#), "\(words)")
        }
        #expect(AddCommand.discussion.contains("every RULE"))
    }

    @Test func helpExplainsTheSentenceAndHowToKeepADateInATitle() {
        let help = sandbox.run("help", "add").output
        for words in [
            "todo add --no-parse Watch The Day After Tomorrow", "todo add Watch The Day After Tomorrow --due",
            "Buy 40th birthday gift", "--dry-run", "'todo undo'", "@PLACE", "project:NAME", "priority:LEVEL",
            "NAME:VALUE",
        ] {
            #expect(help.contains(words), "\(words)")
        }
        for line in AddCommand.discussion.split(separator: "\n") {
            #expect(TerminalText.width(String(line)) <= 80, "\(line)")
        }
    }
}
