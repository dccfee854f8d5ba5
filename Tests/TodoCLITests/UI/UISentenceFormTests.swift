import Testing

@testable import TodoCLI

/// The ui's add form reads its title as `todo add` reads its words, shows what it read before
/// the task is saved, and keeps the title as typed after Ctrl-T.
@Suite struct UISentenceFormTests {
    let sandbox = Sandbox()
    static let tab = "\t"

    init() {
        sandbox.zone = "Europe/Berlin"
        sandbox.now = "2026-11-21T08:30:00Z"
    }

    @Test func theTitleIsReadAsASentenceAndWhatItReadIsShownBeforeSaving() {
        let terminal = FakeTerminal([
            .keys("a"), .keys("Call mom tomorrow 6pm @home +family"), .keys("\r"), .keys("q"),
        ])
        sandbox.runUI(terminal)
        let typed = terminal.after(1).lines
        #expect(typed[2] == " Title        Call mom tomorrow 6pm @home +family")
        #expect(typed[15] == " Title read as: Call mom +family @ home, due Sun 22 Nov 18:00 (tomorrow 18:00)")
        #expect(typed[16] == " (Ctrl-T keeps it as typed)")
        #expect(
            terminal.after(2).lines[23]
                == " Added task 1: Call mom +family @ home, due Sun 22 Nov 18:00 (tomorrow 18:00)")
        let shown = sandbox.run("show", "1").output
        #expect(shown.contains("Location:    home") && shown.contains("Tags:        +family"))
    }

    @Test func aFieldFilledInWinsOverTheWords() {
        let terminal = FakeTerminal([
            .keys("a"), .keys("Call mom tomorrow @home" + Self.tab + "friday"), .keys("\r"), .keys("q"),
        ])
        sandbox.runUI(terminal)
        #expect(terminal.after(1).lines[15] == " Deadline: Fri 27 Nov 23:59 (in 6 days)")
        #expect(
            terminal.after(1).lines[16]
                == " Title read as: Call mom tomorrow @ home (Ctrl-T keeps it as typed)")
        #expect(
            terminal.after(2).lines[23]
                == " Added task 1: Call mom tomorrow @ home, due Fri 27 Nov 23:59 (in 6 days)")
    }

    @Test func ctrlTKeepsTheTitleAsTyped() {
        let terminal = FakeTerminal([
            .keys("a"), .keys("Watch The Day After Tomorrow"), .keys("\u{14}"), .keys("\r"), .keys("q"),
        ])
        sandbox.runUI(terminal)
        #expect(terminal.after(1).lines[15].hasPrefix(" Title read as: Watch, due Mon 23 Nov 23:59"))
        #expect(terminal.after(2).lines[15] == " Title kept as typed (Ctrl-T reads it as a sentence)")
        #expect(terminal.after(3).lines[23] == " Added task 1: Watch The Day After Tomorrow")
    }

    @Test func aTitleThatReadsAsNothingShowsNoLine() {
        let terminal = FakeTerminal([
            .keys("a"), .keys("Buy 40th birthday gift"), .keys("\u{1B}"), .keys("q"),
        ])
        sandbox.runUI(terminal)
        #expect(terminal.after(1).lines[15].isEmpty)
    }
}
