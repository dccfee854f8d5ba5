import Testing

@testable import TodoCLI

/// The Today tab of `todo ui`: today's goal and its three tasks (seed 003), through `todo goal`.
@Suite struct UITodayTests {
    let sandbox = Sandbox()

    init() {
        sandbox.zone = "Europe/Berlin"
        sandbox.now = "2026-11-21T08:30:00Z"
        sandbox.run("add", "Buy milk")
        sandbox.run("add", "Pay rent")
        sandbox.run("add", "Call the dentist")
    }

    @Test func setsAGoalLinksTasksTogglesThemAndMarksItAchieved() {
        let terminal = FakeTerminal([
            .keys("4"), .keys("s"), .keys("Errands done\r"), .keys("1"), .keys("v"), .keys("j"), .keys("v"),
            .keys("t"), .keys("4"), .keys(" "), .keys("j"), .keys(" "), .keys("y"), .keys("q"),
        ])
        sandbox.runUI(terminal)
        #expect(terminal.after(0).lines[1] == #" No goal for today. Set one with "todo goal set TITLE"."#)
        #expect(terminal.after(1).lines[23] == " Today's goal:")
        #expect(terminal.after(2).lines[1] == " Today's goal: Errands done")
        #expect(terminal.after(7).lines[23] == " 0 of 2 done · set at 09:30")
        #expect(
            Array(terminal.after(8).lines[1...4]) == [
                " Today's goal: Errands done", ">  1    Buy milk", "   3    Call the dentist",
                " 0 of 2 done · set at 09:30",
            ])
        let first = terminal.after(9)
        #expect(first.lines[2] == ">  1 ✓  Buy milk")
        #expect(first.lines[22] == " Completed task 1: Buy milk")
        #expect(first.lines[23] == #" Today's goal "Errands done": 1 of 2 done, 1 to go. Keep going!"#)
        // A message longer than the row takes the rows above the status bar until the next key.
        #expect(
            Array(terminal.after(11).lines[21...23]) == [
                " Completed task 3: Call the dentist",
                #" All 2 tasks of today's goal "Errands done" are done. Well done! Mark it"#,
                #" achieved with "todo goal done"."#,
            ])
        let afterNextKey = terminal.after(12).lines
        #expect(afterNextKey[21].isEmpty && afterNextKey[22].isEmpty)
        #expect(terminal.after(12).lines[4] == " 2 of 2 done · achieved ✓ at 09:30 · set at 09:30")
        #expect(sandbox.run("goal").output.contains("achieved ✓"))
    }

    @Test func unlinksATaskAndRenamesTheGoal() {
        sandbox.run("goal", "set", "Errands", "-t", "1", "-t", "2")
        let terminal = FakeTerminal([
            .keys("4"), .keys("x"), .keys("s"), .keys("\u{15}Paperwork\r"), .keys("q"),
        ])
        sandbox.runUI(terminal)
        #expect(terminal.after(1).lines[2] == ">  2    Pay rent")
        #expect(terminal.after(3).lines[1] == " Today's goal: Paperwork")
        #expect(sandbox.run("goal").output.hasPrefix("Today's goal: Paperwork\n  2    Pay rent\n0 of 1 done"))
    }
}
