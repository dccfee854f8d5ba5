import Testing

@testable import TodoCLI

/// Waiting and blocked tasks in `todo ui`: its list marks them as `list` does (⊘ blocked,
/// ◷ waiting), and completing the task another waits on takes the mark away.
@Suite struct UIPlanningTests {
    let sandbox = Sandbox()

    init() {
        sandbox.zone = "Europe/Berlin"
        sandbox.now = "2026-11-21T08:30:00Z"
        sandbox.run("add", "Book the van")
        sandbox.run("add", "Pack boxes", "--blocked-by", "1")
        sandbox.run("add", "Call the landlord", "--wait", "tomorrow 9:00")
    }

    @Test func theListMarksBlockedAndWaitingTasks() {
        let terminal = FakeTerminal([.keys(" "), .keys("q")])
        sandbox.runUI(terminal)
        let before = terminal.after(-1).lines
        #expect(before[1].hasPrefix("> 1    Book the van"))
        #expect(before.contains { $0.hasPrefix("  2 ⊘  Pack boxes") })
        #expect(before.contains { $0.hasPrefix("  3 ◷  Call the landlord") })
        let after = terminal.after(0).lines
        #expect(after.first { $0.contains("Pack boxes") } == "> 2    Pack boxes", "its blocker is completed")
    }
}
