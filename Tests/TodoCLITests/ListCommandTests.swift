import Testing

@testable import TodoCLI

@Suite struct ListCommandTests {
    let sandbox = Sandbox()

    /// Four tasks at 2026-03-01 09:30 UTC; then two hours pass and "Water plants" is done.
    func fill() {
        sandbox.run("add", "Pay rent", "--due", "2026-03-01 10:00")
        sandbox.run("add", "Buy milk", "--due", "tomorrow 9am", "-l", "Grocery")
        sandbox.run("add", "Call Bob")
        sandbox.run("add", "Water plants")
        sandbox.now = "2026-03-01T11:30:00Z"
        sandbox.run("done", "4")
    }

    @Test func emptyListSaysHowToStart() {
        #expect(
            sandbox.run("list").output == "No items to display. Please run \"todo add\" to add new items.\n")
        #expect(sandbox.run().output == "No items to display. Please run \"todo add\" to add new items.\n")
        #expect(sandbox.run("list", "--json").output == "[]\n")
    }

    @Test func showsSectionsWithCountsDatesRelativeTimesAndLocations() {
        fill()
        let expected = """
            Overdue (1)
              1    Pay rent      Sun 1 Mar 10:00  1 h ago

            Pending (2)
              2    Buy milk      Mon 2 Mar 09:00  tomorrow 09:00  @ Grocery
              3    Call Bob

            Completed (1)
              4 ✓  Water plants                   done now

            """
        #expect(sandbox.run("list").output == expected)
        #expect(sandbox.run().output == expected)
        #expect(sandbox.run("ls").output == expected)
        #expect(sandbox.run("list", "all").output == expected)
    }

    @Test(arguments: [("pending", [2, 3]), ("overdue", [1]), ("completed", [4]), ("all", [1, 2, 3, 4])])
    func filtersByState(filter: String, ids: [Int]) {
        fill()
        let json = sandbox.run("list", filter, "--json").output
        let listed = json.split(separator: "\n").compactMap { line in
            line.split(separator: ",").first.flatMap { Int($0.dropFirst(#"{"id":"#.count)) }
        }
        #expect(listed == ids)
    }

    @Test func completedTaskClearsExactly24HoursAfterCompletion() {
        fill()
        sandbox.now = "2026-03-02T11:29:59Z"
        #expect(sandbox.run("list", "completed").output.contains("Water plants"))
        sandbox.now = "2026-03-02T11:30:00Z"
        #expect(
            sandbox.run("list", "completed").output
                == "No items to display. Please run \"todo add\" to add new items.\n")
        #expect(sandbox.run("show", "4").output.contains("cleared from the list"))
        #expect(sandbox.run("export").output.contains("Water plants"))
    }

    @Test func cutsLongTitlesToTheTerminalAndNeverWraps() {
        sandbox.run(
            "add", String(repeating: "Long title ", count: 12), "--due", "tomorrow", "-l",
            "Somewhere far away")
        sandbox.run("add", "Short")
        let lines = sandbox.run("list", terminalWidth: 60).output.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { TerminalText.width(String($0)) <= 60 })
        #expect(lines[1] == "  1    Long title Long tit…  Mon 2 Mar 23:59  tomorrow 23:59")
        let untouched = sandbox.run("list").output
        #expect(untouched.contains(String(repeating: "Long title ", count: 11) + "Long title"))
    }

    @Test func veryNarrowTerminalStillGetsOneLinePerTask() {
        sandbox.run("add", "A rather long title here", "--due", "tomorrow", "-l", "Home")
        let lines = sandbox.run("list", terminalWidth: 20).output.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { TerminalText.width(String($0)) <= 20 })
    }

    @Test func coloursOverdueRedAndCompletedDimOnlyWhenAsked() {
        fill()
        #expect(!sandbox.run("list").output.contains("\u{1B}["))
        sandbox.environment = ["NO_COLOR": "1"]
        #expect(!sandbox.run("list", terminalWidth: 120).output.contains("\u{1B}["))
        let forced = sandbox.run("list", "--color", "always").output
        #expect(forced.contains("\u{1B}[31mOverdue (1)\u{1B}[0m"))
        #expect(forced.contains("\u{1B}[2m  4 ✓  Water plants"))
        #expect(!forced.contains("\u{1B}[31m  2"))
        sandbox.environment = [:]
        #expect(sandbox.run("list", terminalWidth: 120).output.contains("\u{1B}[31m"))
        #expect(!sandbox.run("list", "--color=never", terminalWidth: 120).output.contains("\u{1B}["))
    }

    @Test func showsTimesInTheZoneOfTZ() {
        sandbox.run("add", "Call", "--due", "2026-03-02T15:00:00Z")
        sandbox.zone = "America/New_York"
        #expect(sandbox.run("list").output.contains("Mon 2 Mar 10:00"))
        sandbox.zone = "Asia/Kolkata"
        #expect(sandbox.run("list").output.contains("Mon 2 Mar 20:30"))
    }

    @Test func wideCharactersAreMeasuredAsTwoColumns() {
        sandbox.run("add", "日本語", "--due", "tomorrow")
        sandbox.run("add", "abc", "--due", "tomorrow")
        let lines = sandbox.run("list").output.split(separator: "\n")
        #expect(lines[1].hasSuffix("日本語  Mon 2 Mar 23:59  tomorrow 23:59"))
        #expect(lines[2].hasSuffix("abc     Mon 2 Mar 23:59  tomorrow 23:59"))
    }
}
