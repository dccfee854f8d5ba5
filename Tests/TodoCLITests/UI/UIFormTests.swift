import Testing

@testable import TodoCLI

/// The add and edit forms of `todo ui`: errors shown in the form with nothing typed lost, and
/// every field pre-filled for an edit.
@Suite struct UIFormTests {
    let sandbox = Sandbox()
    static let tab = "\t"
    static let clearField = "\u{15}"

    init() {
        sandbox.zone = "Europe/Berlin"
        sandbox.now = "2026-11-21T08:30:00Z"
        sandbox.run("add", "Buy milk", "--due", "tomorrow 18:00", "-l", "Corner shop")
        sandbox.run("add", "Pay rent", "--due", "2026-11-30", "-d", "Transfer to the landlord")
    }

    @Test func addRefusesAPastDeadlineInTheFormThenTakesAGoodOne() {
        let terminal = FakeTerminal([
            .keys("a"), .keys("Water plants" + Self.tab + "the green ones" + Self.tab + "yesterday"),
            .keys("\r"),
            .keys(Self.clearField + "tomorow"), .keys("\r"), .keys(Self.clearField + "friday 5pm"),
            .keys("\r"),
            .keys("q"),
        ])
        sandbox.runUI(terminal)
        #expect(
            Array(terminal.after(1).lines[1...7]) == [
                " Add a task",
                " Title        Water plants",
                " Description  the green ones",
                " Deadline     yesterday",
                " Location",
                " Address",
                " Deadline: Fri 20 Nov 23:59 (yesterday 23:59)",
            ])
        let refused = terminal.after(2)
        #expect(refused.lines[7] == " the deadline Fri 20 Nov 23:59 (yesterday) is in the past")
        #expect(
            refused.lines[2] == " Title        Water plants"
                && refused.lines[3] == " Description  the green ones")
        #expect(refused.cursor?.row == 4 && refused.cursor?.column == 23)
        let unreadable = terminal.after(4)
        #expect(
            unreadable.lines[7]
                == " cannot read 'tomorow' as a date (did you mean 'tomorrow'?); see 'todo help")
        #expect(unreadable.lines[8] == " dates'")
        #expect(
            terminal.after(6).lines[23] == " Added task 3: Water plants, due Fri 27 Nov 17:00 (in 6 days)")
        #expect(terminal.after(6).lines[2].hasPrefix("> 3    Water plants"))
        #expect(sandbox.run("show", "3").output.contains("Description: the green ones"))
    }

    @Test func addRefusesADuplicateTitleAtTheTitleField() {
        let terminal = FakeTerminal([
            .keys("a"), .keys("buy MILK "), .keys("\r"), .keys("\u{1B}"), .keys("q"),
        ])
        sandbox.runUI(terminal)
        #expect(terminal.after(2).lines[7] == " 'Buy milk' is already in the list (task 1)")
        #expect(terminal.after(2).cursor?.row == 2)
        #expect(terminal.after(4).lines[23] == " Nothing added")
        #expect(sandbox.run("list").output.components(separatedBy: "\n").count == 4)
    }

    @Test func editShowsEveryFieldAndChangesOnlyWhatWasChanged() {
        sandbox.run("edit", "2", "-l", "Bank", "-a", "Main St 1")
        let terminal = FakeTerminal([
            .keys("j"), .keys("e"), .keys("\u{1B}[H" + "the "), .keys("\r"), .keys("q"),
        ])
        sandbox.runUI(terminal)
        #expect(
            Array(terminal.after(1).lines[1...7]) == [
                " Edit task 2",
                " Title        Pay rent",
                " Description  Transfer to the landlord",
                " Deadline     2026-11-30",
                " Location     Bank",
                " Address      Main St 1",
                " Deadline: Mon 30 Nov 23:59 (in 9 days)",
            ])
        #expect(terminal.after(2).lines[2] == " Title        the Pay rent")
        #expect(terminal.after(3).lines[23] == " Edited task 2: the Pay rent (title)")
        #expect(sandbox.run("show", "2").output.contains("Address:     Main St 1"))
    }

    @Test func editKeepsAPassedDeadlineWhenOnlyTheTitleChanges() {
        sandbox.now = "2026-12-05T08:30:00Z"
        let terminal = FakeTerminal([.keys("2"), .keys("e"), .keys("\u{1B}[F!"), .keys("\r"), .keys("q")])
        sandbox.runUI(terminal)
        #expect(terminal.after(1).lines[4] == " Deadline     2026-11-22 18:00")
        #expect(terminal.after(3).lines[23] == " Edited task 1: Buy milk! (title)")
    }

    @Test func editClearsFieldsAndNamesALocationByItsAddress() {
        sandbox.run("edit", "1", "-a", "Market Square 2")
        let terminal = FakeTerminal([
            .keys("e"), .keys(Self.tab + Self.tab + Self.tab + Self.clearField), .keys("\r"), .keys("q"),
        ])
        sandbox.runUI(terminal)
        #expect(terminal.after(2).lines[23] == " Edited task 1: Buy milk (location)")
        #expect(sandbox.run("show", "1").output.contains("Location:    Market Square 2"))
    }

    @Test func aFormShowsControlCharactersEscapedAndSavesNothingUnchanged() {
        sandbox.run("add", "Evil \u{1B}[2J title", "-d", "bell \u{07}")
        let terminal = FakeTerminal([.keys("G"), .keys("e"), .keys("\r"), .keys("q")])
        sandbox.runUI(terminal)
        #expect(terminal.after(1).lines[2] == " Title        Evil \\e[2J title")
        #expect(terminal.after(1).lines[3] == " Description  bell \\x07")
        #expect(terminal.after(2).lines[23] == " Nothing changed")
        #expect(terminal.screens.allSatisfy { $0.problems.isEmpty })
    }
}
