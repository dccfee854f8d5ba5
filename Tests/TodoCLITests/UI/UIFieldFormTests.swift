import Testing

@testable import TodoCLI

/// The add and edit forms of `todo ui` with fields of one's own declared: each declared field
/// is a line of the form, labelled; a value its field cannot hold is refused at its line.
@Suite struct UIFieldFormTests {
    let sandbox = Sandbox()
    static let tab = "\t"
    static let clearField = "\u{15}"

    init() {
        sandbox.zone = "Europe/Berlin"
        sandbox.now = "2026-11-21T08:30:00Z"
        sandbox.run("field", "add", "energy", "--type", "choice", "--values", "low,medium,high")
        sandbox.run("field", "add", "estimate", "--type", "number", "--label", "Hours")
        sandbox.run("add", "Buy milk", "--set", "energy=low")
    }

    @Test func addShowsTheDeclaredFieldsAndRefusesAValueAtItsLine() {
        let terminal = FakeTerminal([
            .keys("a"),
            .keys("Water plants" + String(repeating: Self.tab, count: 12) + "extreme" + Self.tab + "1.5"),
            .keys("\r"),
            .keys(Self.clearField + "HIGH"), .keys("\r"), .keys("q"),
        ])
        sandbox.runUI(terminal)
        #expect(
            Array(terminal.after(1).lines[1...16]) == [
                " Add a task",
                " Title        Water plants",
                " Deadline",
                " Location",
                " Address",
                " Tags",
                " Project",
                " Priority",
                " Remind",
                " Repeats",
                " Parent",
                " Wait",
                " Blocked by",
                " Energy       extreme",
                " Hours        1.5",
                " Description",
            ])
        let refused = terminal.after(2)
        #expect(refused.lines.contains(" the field 'energy' takes one of low, medium, high, not 'extreme'"))
        #expect(refused.cursor?.row == 14, "the cursor is at the refused field")
        #expect(terminal.after(4).lines[23] == " Added task 2: Water plants")
        #expect(
            sandbox.run("show", "2", "--json").output.contains(#""fields":{"energy":"high","estimate":1.5}"#))
    }

    @Test func editShowsTheValuesAndChangesOnlyWhatWasChanged() {
        let terminal = FakeTerminal([
            .keys("e"), .keys(String(repeating: Self.tab, count: 13) + "2"), .keys("\r"), .keys("q"),
        ])
        sandbox.runUI(terminal)
        #expect(
            Array(terminal.after(0).lines[9...17]) == [
                " Remind       10m",
                " Repeats",
                " Parent",
                " Wait",
                " Blocked by",
                " Energy       low",
                " Hours",
                " Completed    no",
                " Description",
            ])
        #expect(terminal.after(1).lines[15] == " Hours        2")
        #expect(terminal.after(2).lines[23] == " Edited task 1: Buy milk (estimate)")
        let shown = sandbox.run("show", "1").output
        #expect(shown.contains("  Energy:      low\n") && shown.contains("  Hours:       2\n"))
    }

    @Test func slashFiltersByAFieldAsListDoes() {
        sandbox.run("add", "Pay rent", "--set", "energy=high")
        let terminal = FakeTerminal([.keys("/energy:HIGH"), .keys("\r"), .keys("q")])
        sandbox.runUI(terminal)
        #expect(terminal.after(1).lines[0].hasPrefix(" 1 Pending 1"))
        #expect(terminal.after(1).lines[1].hasPrefix("> 2    Pay rent"))
    }
}
