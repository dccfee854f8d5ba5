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
            .keys("a"), .keys("Water plants" + Self.tab + "yesterday"), .keys("\r"),
            .keys(Self.clearField + "tomorow"), .keys("\r"), .keys(Self.clearField + "friday 5pm"),
            .keys(String(repeating: Self.tab, count: 11) + "the green ones"), .keys("\r"), .keys("q"),
        ])
        sandbox.runUI(terminal)
        #expect(
            Array(terminal.after(1).lines[1...15]) == [
                " Add a task",
                " Title        Water plants",
                " Deadline     yesterday",
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
                " Description",
                " Deadline: Fri 20 Nov 23:59 (yesterday 23:59)",
            ])
        let refused = terminal.after(2)
        #expect(refused.lines[15] == " the deadline Fri 20 Nov 23:59 (yesterday) is in the past")
        #expect(
            refused.lines[2] == " Title        Water plants" && refused.lines[3] == " Deadline     yesterday")
        #expect(refused.cursor?.row == 3 && refused.cursor?.column == 23)
        #expect(terminal.after(3).lines[15].isEmpty, "the error goes once its field is changed")
        let unreadable = terminal.after(4)
        #expect(
            unreadable.lines[15]
                == " cannot read 'tomorow' as a date (did you mean 'tomorrow'?); see 'todo help")
        #expect(unreadable.lines[16] == " dates'")
        #expect(terminal.after(5).lines[15] == " Deadline: Fri 27 Nov 17:00 (in 6 days)")
        #expect(
            terminal.after(7).lines[23] == " Added task 3: Water plants, due Fri 27 Nov 17:00 (in 6 days)")
        #expect(terminal.after(7).lines[2].hasPrefix("> 3    Water plants"))
        #expect(sandbox.run("show", "3").output.contains("Description: the green ones"))
    }

    @Test func addTakesLabelsAndShowsARefusedPriorityAtItsField() {
        let terminal = FakeTerminal([
            .keys("a"),
            .keys(
                "Water plants" + String(repeating: Self.tab, count: 4) + "garden +weekly"
                    + String(repeating: Self.tab, count: 2) + "urgent"),
            .keys("\r"), .keys(Self.clearField + "h"), .keys("\r"), .keys("q"),
        ])
        sandbox.runUI(terminal)
        #expect(terminal.after(2).lines[15] == " '--priority' takes high, medium or low, not 'urgent'")
        #expect(terminal.after(2).cursor?.row == 8)
        #expect(terminal.after(4).lines[23] == " Added task 3: Water plants +garden +weekly")
        #expect(sandbox.run("list").output.contains("!!! Water plants +garden +weekly"))
    }

    @Test func addRefusesADuplicateTitleAtTheTitleField() {
        let terminal = FakeTerminal([
            .keys("a"), .keys("buy MILK "), .keys("\r"), .keys("\u{1B}"), .keys("q"),
        ])
        sandbox.runUI(terminal)
        #expect(terminal.after(2).lines[15] == " 'Buy milk' is already in the list (task 1)")
        #expect(terminal.after(2).cursor?.row == 2)
        #expect(terminal.after(4).lines[23] == " Nothing added")
        #expect(sandbox.run("list").output.split(separator: "\n").count == 3)
    }

    @Test func editShowsEveryFieldAsTheEditorsFormDoesAndChangesOnlyWhatWasChanged() {
        sandbox.run("edit", "2", "-l", "Bank", "-a", "Main St 1", "--tag", "money", "--priority", "low")
        let terminal = FakeTerminal([
            .keys("j"), .keys("e"), .keys("\u{1B}[H" + "the "), .keys("\r"), .keys("q"),
        ])
        sandbox.runUI(terminal)
        #expect(
            Array(terminal.after(1).lines[1...16]) == [
                " Edit task 2",
                " Title        Pay rent",
                " Deadline     2026-11-30 23:59",
                " Location     Bank",
                " Address      Main St 1",
                " Tags         money",
                " Project",
                " Priority     low",
                " Remind       10m",
                " Repeats",
                " Parent",
                " Wait",
                " Blocked by",
                " Completed    no",
                " Description  Transfer to the landlord",
                " Deadline: Mon 30 Nov 23:59 (in 9 days)",
            ])
        #expect(terminal.after(2).lines[2] == " Title        the Pay rent")
        #expect(terminal.after(3).lines[23] == " Edited task 2: the Pay rent (title)")
        let shown = sandbox.run("show", "2").output
        #expect(shown.contains("Address:     Main St 1") && shown.contains("Deadline:    Mon 30 Nov 23:59"))
    }

    @Test func editKeepsAPassedDeadlineWhenOnlyTheTitleChanges() {
        sandbox.now = "2026-12-05T08:30:00Z"
        let terminal = FakeTerminal([.keys("2"), .keys("e"), .keys("\u{1B}[F!"), .keys("\r"), .keys("q")])
        sandbox.runUI(terminal)
        #expect(terminal.after(1).lines[3] == " Deadline     2026-11-22 18:00")
        #expect(terminal.after(3).lines[23] == " Edited task 1: Buy milk! (title)")
    }

    @Test func editShowsARefusedFieldAtItsRowAndKeepsWhatWasTyped() {
        let terminal = FakeTerminal([
            .keys("e"), .keys(String(repeating: Self.tab, count: 4) + "bad+tag"), .keys("\r"),
            .keys("\u{1B}"),
            .keys("q"),
        ])
        sandbox.runUI(terminal)
        let refused = terminal.after(2)
        #expect(refused.lines[6] == " Tags         bad+tag")
        #expect(refused.cursor?.row == 6)
        #expect(refused.lines[16].hasPrefix(" 'bad+tag' is not a tag"))
        #expect(sandbox.run("show", "1").output.contains("Tags") == false)
    }

    @Test func emptyingTheLocationRemovesItsAddressAsTheEditorsFormDoes() {
        sandbox.run("edit", "1", "-a", "Market Square 2")
        let terminal = FakeTerminal([
            .keys("e"), .keys(String(repeating: Self.tab, count: 2) + Self.clearField), .keys("\r"),
            .keys("q"),
        ])
        sandbox.runUI(terminal)
        #expect(terminal.after(2).lines[23] == " Edited task 1: Buy milk (location)")
        #expect(sandbox.run("show", "1").output.contains("Location:    —\n"))
    }

    @Test func aFormShowsControlCharactersEscapedAndSavesNothingUnchanged() {
        sandbox.run("add", "Evil \u{1B}[2J title", "-d", "bell \u{07}")
        let terminal = FakeTerminal([.keys("G"), .keys("e"), .keys("\r"), .keys("q")])
        sandbox.runUI(terminal)
        #expect(terminal.after(1).lines[2] == " Title        Evil \\e[2J title")
        #expect(terminal.after(1).lines[15] == " Description  bell \\x07")
        #expect(terminal.after(2).lines[23] == " Nothing changed")
        #expect(terminal.screens.allSatisfy { $0.problems.isEmpty })
    }

    @Test func aFormScrollsItsFieldsAtTheSmallestSize() {
        let terminal = FakeTerminal(
            columns: 40, rows: 10, [.keys("e"), .keys("\u{1B}[Z"), .keys("\u{1B}"), .keys("q")])
        sandbox.runUI(terminal)
        #expect(terminal.after(0).lines[2] == " Title        Buy milk")
        #expect(
            Array(terminal.after(1).lines[2...6]) == [
                " Parent", " Wait", " Blocked by", " Completed    no", " Description",
            ])
        #expect(terminal.after(1).cursor?.row == 6)
        #expect(terminal.screens.allSatisfy { $0.problems.isEmpty })
    }
}
