import Testing

@testable import TodoCLI

/// Repeating tasks in `todo ui`: the list marks them, completing one there moves it on (the ui
/// runs the same command), and the forms show the rule and take one.
@Suite struct UIRecurrenceTests {
    let sandbox = Sandbox()
    static let tab = "\t"

    init() {
        sandbox.zone = "Europe/Berlin"
        sandbox.now = "2026-11-21T08:30:00Z"
        sandbox.run("add", "Water plants", "--every", "monday", "--due", "monday 8am")
        sandbox.run("add", "Pay rent", "--due", "2026-11-30")
    }

    @Test func completingARepeatingTaskMovesItOn() {
        let terminal = FakeTerminal([.keys(" "), .keys("q")])
        sandbox.runUI(terminal)
        #expect(terminal.after(-1).lines[1].hasPrefix("> 1 ↻  Water plants  Mon 23 Nov 08:00"))
        let after = terminal.after(0)
        #expect(after.lines[23] == " Completed task 1: Water plants; next due Mon 30 Nov 08:00 (in 9 days)")
        #expect(after.lines[0].hasPrefix(" 1 Pending 2  2 Overdue 0  3 Completed 1"))
        #expect(after.lines.contains { $0.contains("1 ↻  Water plants  Mon 30 Nov 08:00") })
    }

    @Test func theEditFormShowsTheRuleAndTakesOne() {
        let terminal = FakeTerminal([
            .keys("e"), .keys(String(repeating: Self.tab, count: 8)),
            .keys("\u{15}every 2 weeks until 2027-03-31"),
            .keys("\r"), .keys("j"), .keys("e"), .keys(String(repeating: Self.tab, count: 8) + "mon,thu"),
            .keys("\r"),
            .keys("q"),
        ])
        sandbox.runUI(terminal)
        #expect(terminal.after(1).lines[10] == " Repeats      every monday")
        #expect(terminal.after(3).lines[23] == " Edited task 1: Water plants (repetition)")
        let shown = sandbox.run("show", "1").output
        #expect(shown.contains("Repeats:     every 2 weeks, until Wed 31 Mar 2027 23:59"), "\(shown)")
        #expect(terminal.after(7).lines[23] == " Edited task 2: Pay rent (repetition)")
        #expect(sandbox.run("show", "2").output.contains("Repeats:     every monday and thursday"))
    }
}
