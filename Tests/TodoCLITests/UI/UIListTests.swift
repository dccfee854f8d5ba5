import Testing

@testable import TodoCLI

/// `todo ui` in-process on a fake terminal: the list, its cursor, tabs, toggling and marks.
@Suite struct UIListTests {
    let sandbox = Sandbox()

    init() {
        sandbox.zone = "Europe/Berlin"
        sandbox.now = "2026-11-21T08:30:00Z"
        sandbox.run("add", "Buy milk", "--due", "tomorrow 18:00", "-l", "Corner shop")
        sandbox.run("add", "Pay rent", "--due", "2026-11-30", "-d", "Transfer to the landlord")
        sandbox.run("add", "Call the dentist", "-l", "Dr Weiss", "-a", "Hauptstraße 5, 10827 Berlin")
        sandbox.run("done", "3")
    }

    @Test func firstScreenShowsTabsListAndKeys() {
        let terminal = FakeTerminal([.keys("q")])
        let result = sandbox.runUI(terminal)
        #expect(result.status == 0 && result.output.isEmpty && result.errors.isEmpty)
        let screen = terminal.after(-1)
        #expect(
            Array(screen.lines.prefix(4)) == [
                " 1 Pending 2  2 Overdue 0  3 Completed 1  4 Today  5 Stats  6 Agenda  7 Next",
                "> 1    Buy milk  Sun 22 Nov 18:00  tomorrow 18:00  @ Corner shop",
                "  2    Pay rent  Mon 30 Nov 23:59  in 9 days",
                "",
            ])
        #expect(screen.lines[23] == " ␣ done  v mark  a add  e edit  d delete  / filter  ? keys  q quit")
        #expect(screen.isReversed(row: 1) && !screen.isReversed(row: 2))
        #expect(screen.problems.isEmpty)
        #expect(terminal.calls == ["start", "stop"])
        // The shell's screen is back, with its cursor, wrapping on.
        #expect(!terminal.screen.alternateScreen && terminal.screen.cursorVisible && terminal.screen.wraps)
    }

    @Test func spaceCompletesAndReopensThroughTheCommands() {
        let terminal = FakeTerminal([.keys("j"), .keys(" "), .keys("3"), .keys("k"), .keys(" "), .keys("q")])
        sandbox.runUI(terminal)
        #expect(terminal.after(1).lines[0].hasPrefix(" 1 Pending 1  2 Overdue 0  3 Completed 2"))
        #expect(terminal.after(1).lines[23] == " Completed task 2: Pay rent")
        // The cursor stays on the task it was on: the one completed first now comes second.
        #expect(terminal.after(2).lines[1].hasPrefix("  2 ✓  Pay rent"))
        #expect(terminal.after(2).lines[2].hasPrefix("> 3 ✓  Call the dentist"))
        #expect(terminal.after(4).lines[23] == " Reopened task 2: Pay rent")
        #expect(sandbox.run("list", "pending").output.contains("Pay rent"))
    }

    @Test func marksSeveralAndCompletesThemWithOneKey() {
        sandbox.run("add", "Water plants")
        let terminal = FakeTerminal([.keys("v"), .keys("j"), .keys("v"), .keys("c"), .keys("q")])
        sandbox.runUI(terminal)
        let marked = terminal.after(2)
        #expect(marked.lines[1].hasPrefix(" *1    Buy milk"))
        #expect(marked.lines[2].hasPrefix("  2    Pay rent"))
        #expect(marked.lines[3].hasPrefix(">*4    Water plants"))
        #expect(marked.lines[23].hasPrefix(" 2 marked  c complete  d delete  Esc unmark"))
        #expect(terminal.after(3).lines[23] == " Completed task 1: Buy milk (and 1 more)")
        #expect(
            sandbox.run("list", "pending").output
                == "Pending (1)\n  2    Pay rent  Mon 30 Nov 23:59  in 9 days\n")
    }

    @Test func deletesOnlyAfterYes() {
        let terminal = FakeTerminal([.keys("d"), .keys("n"), .keys("d"), .keys("y"), .keys("q")])
        sandbox.runUI(terminal)
        #expect(terminal.after(0).lines[23] == " Delete task 1? y deletes, any other key keeps")
        #expect(terminal.after(1).lines[23] == " Nothing deleted")
        #expect(terminal.after(3).lines[23] == " Deleted task 1: Buy milk")
        #expect(!sandbox.run("list").output.contains("Buy milk"))
        #expect(sandbox.run("list").output.contains("Pay rent"))
    }

    @Test func uUndoesTheLatestChangeAndTheLogNamesWhatTheUiRan() {
        let keys = ["d", "y", "u", "g", "v", "v", "c", "u", "q"]
        let terminal = FakeTerminal(keys.map { .keys($0) })
        sandbox.runUI(terminal)
        #expect(terminal.after(1).lines[1].hasPrefix("> 2    Pay rent"))
        let undone = terminal.after(2)
        #expect(
            Array(undone.lines[22...23]) == [
                #" Undid "delete 1" of Sat 21 Nov 09:30:"#, " restored task 1: Buy milk",
            ])
        #expect(undone.lines[1].hasPrefix("  1    Buy milk") && undone.lines[2].hasPrefix("> 2    Pay rent"))
        #expect(terminal.after(6).lines[0].hasPrefix(" 1 Pending 0  2 Overdue 0  3 Completed 3"))
        #expect(terminal.after(7).lines[0].hasPrefix(" 1 Pending 2  2 Overdue 0  3 Completed 1"))
        #expect(
            Array(terminal.after(7).lines[21...23]) == [
                #" Undid "complete 1 2" of Sat 21 Nov 09:30:"#, " reverted task 1: Buy milk",
                " reverted task 2: Pay rent",
            ])
        let log = sandbox.run("log").output
        #expect(log.contains("complete 1 2") && log.contains("delete 1"))
        #expect(sandbox.run("list", "pending").output.contains("Buy milk"))
    }

    @Test func tabsSwitchByNumberTabKeyAndArrows() {
        let terminal = FakeTerminal([
            .keys("3"), .keys("\t"), .keys("\u{1B}[Z"), .keys("\u{1B}[C"), .keys("5"), .keys("\u{1B}[D"),
            .keys("q"),
        ])
        sandbox.runUI(terminal)
        #expect(terminal.after(0).lines[1].hasPrefix("> 3 ✓  Call the dentist"))
        #expect(terminal.after(1).lines[1] == #" No goal for today. Set one with "todo goal set TITLE"."#)
        #expect(terminal.after(2).lines[1].hasPrefix("> 3 ✓"))
        #expect(terminal.after(3).lines[1] == terminal.after(1).lines[1])
        // Stats: what `todo stats` and `todo stats --week` print.
        #expect(
            Array(terminal.after(4).lines[1...6]) == [
                " Completed in the past 24 hours  1", " Pending                         2",
                " Overdue                         0", " Completed                       1", "",
                " Tasks completed, week of Mon 16 Nov 2026",
            ])
        #expect(terminal.after(4).lines[12].hasPrefix(" Sat 21 1 █"))
        #expect(terminal.after(5).lines[1] == terminal.after(1).lines[1])
    }

    @Test func cursorScrollsThroughALongListAtTheSmallestSize() {
        for number in 1...30 { sandbox.run("add", "Task \(number)") }
        let terminal = FakeTerminal(
            columns: 40, rows: 10,
            [
                .keys("G"), .keys("k"), .keys("\u{1B}[5~"), .keys("g"), .keys("\u{1B}[6~"), .keys("\u{1B}[B"),
                .keys("q"),
            ])
        sandbox.runUI(terminal)
        let end = terminal.after(0)
        #expect(end.lines[8].hasPrefix("> 33"))
        #expect(end.lines[1].hasPrefix("  26"))
        #expect(terminal.after(1).lines[7].hasPrefix("> 32"))
        #expect(terminal.after(2).lines[1].hasPrefix("> 24"))
        #expect(terminal.after(3).lines[1].hasPrefix(">  1    Buy milk"))
        #expect(terminal.after(4).lines[8].hasPrefix("> 10    Task 7"))
        #expect(terminal.after(5).lines[8].hasPrefix("> 11    Task 8"))
        #expect(terminal.after(5).lines[1].hasPrefix("   4    Task 1"))
        for screen in terminal.screens { #expect(screen.problems.isEmpty) }
    }

    @Test func movingTheCursorRedrawsOnlyTheTwoRowsThatChanged() {
        for number in 1...50 { sandbox.run("add", "Task \(number)") }
        let terminal = FakeTerminal([.keys("j"), .keys("j"), .keys("q")])
        sandbox.runUI(terminal)
        let written = String(decoding: terminal.writes[2], as: UTF8.self)
        let rowsWritten = written.ranges(of: ";1H").count
        #expect(rowsWritten == 2, "\(written.debugDescription)")
        #expect(!written.contains("\u{1B}[2J"))
    }
}
