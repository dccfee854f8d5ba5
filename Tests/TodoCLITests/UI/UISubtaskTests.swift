import Testing

@testable import TodoCLI

/// `todo ui` in-process on a fake terminal: the tree, folded and shown again with `z`, a task in
/// full with `i`, and a note added with `n`.
@Suite struct UISubtaskTests {
    let sandbox = Sandbox()

    init() {
        sandbox.zone = "Europe/Berlin"
        sandbox.now = "2026-11-21T08:30:00Z"
        sandbox.run("add", "Move house")
        sandbox.run("add", "Book the van", "--parent", "1")
        sandbox.run("add", "Wrap the plates", "--parent", "2")
        sandbox.run("add", "Water plants")
    }

    @Test func theTreeFoldsAndUnfolds() {
        let terminal = FakeTerminal([.keys("z"), .keys("z"), .keys("q")])
        sandbox.runUI(terminal)
        let tree = terminal.after(-1)
        #expect(tree.lines[1].hasPrefix("> 1    Move house 0/1"), "\(tree.lines)")
        #expect(tree.lines[2].hasPrefix("  2      Book the van 0/1"))
        #expect(tree.lines[3].hasPrefix("  3        Wrap the plates"))
        let folded = terminal.after(0)
        #expect(folded.lines[1].hasPrefix("> 1    Move house 0/1"))
        #expect(folded.lines[2].hasPrefix("  4    Water plants"), "\(folded.lines)")
        #expect(terminal.after(1).lines[2].hasPrefix("  2      Book the van"))
    }

    @Test func theDetailShowsSubtasksAndNotesAndNAddsOne() {
        sandbox.run("note", "1", "Landlord: 555-0100")
        let terminal = FakeTerminal([
            .keys("i"), .keys("n"), .keys("Keys by noon\r"), .keys("\u{1B}"), .keys("q"),
        ])
        sandbox.runUI(terminal)
        let detail = terminal.after(0).lines
        #expect(detail[1].hasPrefix(" Task 1: Move house"), "\(detail)")
        #expect(detail.contains { $0.hasPrefix("     2    Book the van") }, "\(detail)")
        #expect(detail.contains { $0.hasSuffix("Landlord: 555-0100") }, "\(detail)")
        #expect(terminal.after(1).lines[23].hasPrefix(" Note on task 1:"))
        let after = terminal.after(2).lines
        #expect(after.contains { $0.hasSuffix("Keys by noon") }, "\(after)")
        #expect(sandbox.run("show", "1").output.contains("Keys by noon"))
    }
}
