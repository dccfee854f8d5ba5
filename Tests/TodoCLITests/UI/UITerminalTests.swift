import TestSupport
import Testing
import TodoCore

@testable import TodoCLI

/// `todo ui` and its terminal: given back on every way out, signals answered, sizes, text of
/// any script, and changes from outside.
@Suite struct UITerminalTests {
    let sandbox = Sandbox()

    init() {
        sandbox.run("add", "Buy milk", "--due", "tomorrow")
        sandbox.run("add", "Pay rent")
    }

    @Test func refusesWithoutATerminal() {
        let result = sandbox.run("ui")
        #expect(result.status == 2)
        #expect(
            result.errors
                == "todo: 'todo ui' needs a terminal: run it with stdin and stdout on one, not a pipe or a file\n"
        )
    }

    @Test func theBuiltProgramRefusesWithoutATerminal() throws {
        let environment = ["TODO_STORE": sandbox.storePath, "TODO_NOW": sandbox.now, "TZ": "UTC"]
        let run = try BuiltBinary.run(["ui"], environment: environment, in: sandbox.folder)
        #expect(run.status == 2 && run.output.isEmpty)
        #expect(
            run.errors.hasPrefix("todo: 'todo ui' needs a terminal")
                && run.errors.split(separator: "\n").count == 1)
    }

    @Test func aTinyTerminalGetsWhatFitsAndNothingBreaks() {
        let terminal = FakeTerminal(
            columns: 12, rows: 3,
            [
                .keys("j"), .keys("a"), .keys("x\r"), .keys("\u{1B}"), .keys("4"), .keys("?"), .keys("x"),
                .keys("q"),
            ])
        sandbox.runUI(terminal)
        #expect(terminal.screens.allSatisfy { $0.problems.isEmpty })
        #expect(terminal.after(0).lines == [" Pend  Over", "> 2    Pay …", " ␣ done  v …"])
        #expect(terminal.calls == ["start", "stop"])
    }

    @Test func aStoreThatCannotBeReadIsAnErrorBeforeTheScreenIsTaken() {
        sandbox.folder.write("{broken", to: "todos.json")
        let terminal = FakeTerminal([.keys("q")])
        let result = sandbox.runUI(terminal)
        #expect(result.status == 5)
        #expect(result.errors.hasPrefix("todo: the store "))
        #expect(terminal.calls.isEmpty && terminal.writes == [[]])
    }

    @Test(arguments: [
        (TerminalSignal.terminate, "end terminate"), (.hangUp, "end hangUp"), (.interrupt, "end interrupt"),
    ])
    func aSignalGivesTheTerminalBackThenEndsTheProcessByIt(signal: TerminalSignal, ending: String) {
        let terminal = FakeTerminal([.keys("j"), .signal(signal), .keys("q")])
        let result = sandbox.runUI(terminal)
        #expect(terminal.calls == ["start", "stop", ending])
        #expect(!terminal.screen.alternateScreen && terminal.screen.cursorVisible && terminal.screen.wraps)
        #expect(result.status == 0 && result.errors.isEmpty)
    }

    @Test func ctrlCQuits() {
        let terminal = FakeTerminal([.keys("\u{03}"), .keys("q")])
        #expect(sandbox.runUI(terminal).status == 0)
        #expect(terminal.calls == ["start", "stop"])
        #expect(terminal.screens.count == 1, "nothing read after Ctrl-C")
    }

    @Test(arguments: [FakeTerminal.Step.keys("\u{1A}"), .signal(.suspend)])
    func suspendGivesTheTerminalBackAndTakesItAgainAfterwards(step: FakeTerminal.Step) {
        let terminal = FakeTerminal([step, .keys("j"), .keys("q")])
        sandbox.runUI(terminal)
        #expect(terminal.calls == ["start", "stop", "suspend", "start", "stop"])
        let written = String(decoding: terminal.writes[1], as: UTF8.self)
        let leave = try? #require(written.range(of: Screen.leave))
        let enter = try? #require(written.range(of: Screen.enter))
        #expect(leave.flatMap { leave in enter.map { leave.upperBound <= $0.lowerBound } } == true)
        #expect(written.contains("\u{1B}[2J"), "every row drawn again")
        #expect(terminal.after(0).lines[1].hasPrefix("> 1    Buy milk"))
        #expect(terminal.after(1).lines[2].hasPrefix("> 2    Pay rent"))
    }

    @Test func aContinueTakesRawModeAgainAndDrawsEverything() {
        let terminal = FakeTerminal([.signal(.resume), .keys("q")])
        sandbox.runUI(terminal)
        #expect(terminal.calls == ["start", "start", "stop"])
        #expect(String(decoding: terminal.writes[1], as: UTF8.self).contains("\u{1B}[2J"))
    }

    @Test func aResizeDrawsEverythingAtTheNewSize() {
        let terminal = FakeTerminal([
            .resize(columns: 40, rows: 10), .resize(columns: 120, rows: 30), .keys("q"),
        ])
        sandbox.runUI(terminal)
        let small = terminal.after(0)
        #expect(small.lines[0] == " Pend  Over  Done  Tdy  Sts  Agd  Nxt")
        #expect(small.lines[1] == "> 1    Buy milk  Mon 2 Mar 23:59")
        #expect(small.lines[9].hasPrefix(" ␣ done  v mark  a add  e edit  d delet…"))
        #expect(small.problems.isEmpty)
        let large = terminal.after(1)
        #expect(
            large.lines[0] == " 1 Pending 2  2 Overdue 0  3 Completed 0  4 Today  5 Stats  6 Agenda  7 Next")
        #expect(large.lines[29].hasPrefix(" ␣ done"))
    }

    @Test func titlesOfAnyScriptAreMeasuredAndCut() {
        for title in [
            "買い物リストを作って週末に全部買う", "🛒🥛🍞 shopping for the week", "Ελληνικά γράμματα και πολλά άλλα",
            "עברית מימין לשמאל", "Cafe\u{301} au lait with a long tail",
            "Evil \u{1B}[2J\u{07} \u{202E}txt.exe",
        ] {
            sandbox.run("add", title)
        }
        let wide = FakeTerminal(columns: 100, rows: 10, [.keys("G"), .keys("q")])
        sandbox.runUI(wide)
        let screen = wide.after(0)
        #expect(screen.problems.isEmpty)
        #expect(screen.lines[3] == "  3    買い物リストを作って週末に全部買う")
        #expect(screen.lines[4] == "  4    🛒🥛🍞 shopping for the week")
        #expect(screen.lines[7] == "  7    Café au lait with a long tail")
        #expect(screen.lines[8] == "> 8    Evil \\e[2J\\x07 \\u{202e}txt.exe")
        // At 40 columns titles are cut to their column as `list` cuts them, wide characters whole.
        let small = FakeTerminal(columns: 40, rows: 10, [.keys("G"), .keys("q")])
        sandbox.runUI(small)
        #expect(
            Array(small.after(0).lines[3...8]) == [
                "  3    買い物リストを…", "  4    🛒🥛🍞 shopping…", "  5    Ελληνικά γράμμα…",
                "  6    עברית מימין לשמ…", "  7    Café au lait wi…", "> 8    Evil \\e[2J\\x07 …",
            ])
        #expect(small.after(0).problems.isEmpty)
        let narrow = FakeTerminal(columns: 24, rows: 10, [.keys("q")])
        sandbox.runUI(narrow)
        #expect(narrow.after(-1).lines[3] == "  3    買い物リストを作…")
        #expect(narrow.after(-1).problems.isEmpty)
    }

    @Test func aTaskAddedFromOutsideAppears() {
        let terminal = FakeTerminal([
            .meanwhile { self.sandbox.run("add", "Added elsewhere") }, .wait, .keys("q"),
        ])
        sandbox.runUI(terminal)
        #expect(terminal.after(0).lines[3].hasPrefix("  3    Added elsewhere"))
        #expect(terminal.after(0).lines[0].hasPrefix(" 1 Pending 3"))
        #expect(terminal.timeouts.allSatisfy { $0 <= 500 })
    }

    @Test func aTaskBecomesOverdueWhenItsDeadlineComes() {
        sandbox.run("add", "Standup", "--due", "in 5 min")
        final class Clock: @unchecked Sendable { var now = Instant(secondsSince1970: 1_772_357_400) }
        let clock = Clock()
        let terminal = FakeTerminal([.meanwhile { clock.now = clock.now + 600 }, .keys("2"), .keys("q")])
        sandbox.runUI(terminal, clock: { clock.now })
        #expect(terminal.after(-1).lines[0].hasPrefix(" 1 Pending 3  2 Overdue 0"))
        #expect(terminal.after(0).lines[0].hasPrefix(" 1 Pending 2  2 Overdue 1"))
        #expect(terminal.after(1).lines[1].hasPrefix("> 3    Standup  Sun 1 Mar 09:35  5 min ago"))
    }

    @Test func anEscAloneQuitsButAnArrowKeyDoesNot() {
        let terminal = FakeTerminal([.keys("\u{1B}[B"), .keys("\u{1B}"), .keys("j")])
        sandbox.runUI(terminal)
        #expect(terminal.after(0).lines[2].hasPrefix("> 2"))
        #expect(terminal.timeouts == [500, 500, 30])
        #expect(terminal.calls == ["start", "stop"])
    }

    @Test func slashFiltersByTextAndEscClearsIt() {
        sandbox.run("add", "Buy bread", "-l", "Milk bar")
        let terminal = FakeTerminal([.keys("/MILK"), .keys("\r"), .keys("\u{1B}"), .keys("q")])
        sandbox.runUI(terminal)
        #expect(terminal.after(0).lines[23] == " /MILK")
        #expect(terminal.after(0).lines[0].hasPrefix(" 1 Pending 2"))
        #expect(terminal.after(1).lines[2].hasPrefix("  3    Buy bread"))
        #expect(terminal.after(1).lines[23].hasPrefix(" /MILK ␣ done"))
        #expect(terminal.after(3).lines[0].hasPrefix(" 1 Pending 3"))
    }

    @Test func slashReadsTheFilterWordsOfList() {
        sandbox.run("add", "Call the plumber +home", "-d", "About the leaking tap")
        // A tag, then text found only in a description, as `list +home` and `list tap` find them;
        // `project:` without a name is refused as `list` refuses it, and the lists stay.
        let terminal = FakeTerminal([
            .keys("/+home"), .keys("\r"), .keys("/"), .keys("\u{15}tap"), .keys("\r"), .keys("/"),
            .keys("\u{15}project:"), .keys("q"),
        ])
        sandbox.runUI(terminal)
        for step in [1, 4] {
            #expect(terminal.after(step).lines[0].hasPrefix(" 1 Pending 1  2 Overdue 0"))
            #expect(terminal.after(step).lines[1] == "> 3    Call the plumber +home")
        }
        #expect(terminal.after(4).lines[23].hasPrefix(" /tap ␣ done"))
        let refused = terminal.after(6)
        #expect(refused.lines[22].hasPrefix(" '' is not a project name"))
        #expect(refused.lines[23] == " /project:")
        // The lists stay as the last words that read ("project", text no task has).
        #expect(refused.lines[1] == " No tasks here match 'project'. Esc clears the filter.")
    }

    @Test func questionMarkShowsTheKeys() {
        let terminal = FakeTerminal([.keys("?"), .keys("x"), .keys("q")])
        sandbox.runUI(terminal)
        #expect(terminal.after(0).lines[1] == " Tabs")
        #expect(terminal.after(0).lines.contains { $0.contains("Space Enter") && $0.contains("complete") })
        #expect(terminal.after(1).lines[1].hasPrefix("> 1"))
    }
}
