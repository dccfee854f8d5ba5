import Foundation
import TestSupport
import Testing

/// `todo ui` as built, in a real terminal (tmux) at several sizes: typed at with `send-keys`,
/// read with `capture-pane`, and the terminal's mode checked with `stty -a` after every way out.
@Suite(
    .enabled(if: TmuxPane.tmux != nil || TestEnvironment.inCI, Comment(rawValue: TmuxPane.skipMessage))
)
struct UITmuxTests {
    let folder = TemporaryFolder()
    var environment: [String: String] {
        ["TODO_STORE": folder.file("todos.json"), "TODO_NOW": "2026-11-21T08:30:00Z", "TZ": "Europe/Berlin"]
    }

    init() throws {
        for words in [
            ["add", "Buy milk", "--due", "tomorrow 18:00", "-l", "Corner shop"],
            ["add", "Pay rent", "--due", "2026-11-30"], ["add", "Call the dentist"],
        ] {
            _ = try BuiltBinary.run(words, environment: environment, in: folder)
        }
    }

    /// Runs `todo ui` in the pane, then says how it exited and shows `stty -a`; the terminal's
    /// mode before and after is also kept in files.
    private func pane(columns: Int = 80, rows: Int = 24) throws -> TmuxPane {
        let exports = environment.map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
        let script = """
            export \(exports)
            stty -a > before.txt
            sh -c 'echo $$ > ui.pid; exec "$0" ui' '\(BuiltBinary.path)'
            status=$?
            stty -a > after.txt
            stty -a
            echo "todo ui exited with $status"
            exec cat > /dev/null
            """
        return try TmuxPane(folder: folder, columns: columns, rows: rows, script: script)
    }

    /// The mode after is the mode before, and it is the normal one: lines read, keys echoed.
    private func expectTerminalGivenBack(_ pane: TmuxPane, status: Int) throws {
        let lines = try pane.wait(for: "todo ui exited with \(status)")
        #expect(lines.contains { $0.contains("icanon") }, "stty -a shows in the pane")
        #expect(!lines.contains { $0.contains("Pending") }, "the shell's screen is back")
        let before = String(decoding: folder.bytes("before.txt") ?? [], as: UTF8.self)
        let after = String(decoding: folder.bytes("after.txt") ?? [], as: UTF8.self)
        #expect(!before.isEmpty && after == before)
        let words = after.split(whereSeparator: { $0 == " " || $0 == ";" || $0 == "\n" })
        #expect(words.contains("icanon") && words.contains("echo") && words.contains("isig"))
        #expect(!words.contains("-icanon") && !words.contains("-echo"))
    }

    @Test func switchesTabsTogglesMarksAndQuits() throws {
        let pane = try pane()
        try pane.wait(for: "1 Pending 3  2 Overdue 0  3 Completed 0")
        try pane.press("3")
        try pane.wait(for: "No items to display")
        try pane.press("Tab", "Tab", "1", "Space")
        try pane.wait(for: "Completed task 1: Buy milk")
        try pane.press("v", "j", "v", "c")
        try pane.wait(for: "Completed task 2: Pay rent (and 1 more)")
        try pane.press("3")
        let completed = try pane.wait(for: "> 1 ✓  Buy milk")
        #expect(completed[0].contains("1 Pending 0  2 Overdue 0  3 Completed 3"))
        #expect(
            completed[2].hasPrefix("  2 ✓  Pay rent") && completed[3].hasPrefix("  3 ✓  Call the dentist"))
        try pane.press("q")
        try expectTerminalGivenBack(pane, status: 0)
    }

    @Test func formsAddEditAndDeleteAtTheSmallestSize() throws {
        let pane = try pane(columns: 40, rows: 10)
        try pane.wait(for: " Pend  Over  Done")
        try pane.press("a")
        try pane.wait(for: "Add a task")
        try pane.type("Water plants")
        try pane.press("Tab")
        try pane.type("yesterday")
        try pane.press("Enter")
        try pane.wait(for: "is in the past")
        try pane.press("C-u")
        try pane.type("friday 5pm")
        try pane.press("Enter")
        try pane.wait(for: "Added task 4: Water plants")
        try pane.press("e")
        let form = try pane.wait(for: "Edit task 4")
        #expect(form.contains { $0.hasPrefix(" Title        Water plants") })
        #expect(form.contains { $0.hasPrefix(" Deadline     2026-11-27 17:00") })
        try pane.press("Home")
        try pane.type("Big ")
        try pane.press("Enter")
        try pane.wait(for: "Edited task 4: Big Water plants")
        try pane.press("d")
        try pane.wait(for: "Delete task 4?")
        try pane.press("y")
        try pane.wait(for: "Deleted task 4")
        try pane.press("q")
        try expectTerminalGivenBack(pane, status: 0)
        let list = try BuiltBinary.run(["list"], environment: environment, in: folder)
        #expect(!list.output.contains("Water plants") && list.output.contains("Buy milk"))
    }

    @Test func redrawsOnResizeShowsChangesFromOutsideAndCtrlCQuits() throws {
        let pane = try pane(columns: 100, rows: 30)
        try pane.wait(for: "1 Pending 3")
        try pane.resize(columns: 50, rows: 12)
        try pane.wait(for: "the short tab names") {
            $0.first?.hasPrefix(" Pend 3  Over 0  Done 0  Tdy  Sts  Agd  Nxt") == true
        }
        try pane.resize(columns: 100, rows: 30)
        try pane.wait(for: "1 Pending 3  2 Overdue 0")
        _ = try BuiltBinary.run(["add", "Added elsewhere"], environment: environment, in: folder)
        try pane.wait(for: "4    Added elsewhere")
        try pane.press("C-c")
        try expectTerminalGivenBack(pane, status: 0)
    }

    @Test func sigtermGivesTheTerminalBack() throws {
        let pane = try pane()
        try pane.wait(for: "1 Pending 3")
        let pid = try #require(
            Int32(String(decoding: folder.bytes("ui.pid") ?? [], as: UTF8.self).filter(\.isNumber)))
        kill(pid, SIGTERM)
        try expectTerminalGivenBack(pane, status: 143)
    }

    @Test func ctrlZStopsAndFgComesBackInAShellWithJobControl() throws {
        let bash = try #require(
            ["/bin/bash", "/usr/bin/bash"].first { FileManager.default.isExecutableFile(atPath: $0) })
        let exports = environment.map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
        let pane = try TmuxPane(
            folder: folder, columns: 80, rows: 24,
            script: "export \(exports) PS1='$ '\nexec \(bash) --norc --noprofile -i\n")
        try pane.wait(for: "$")
        try pane.type("stty -a > before.txt; '\(BuiltBinary.path)' ui")
        try pane.press("Enter")
        try pane.wait(for: "1 Pending 3")
        try pane.press("C-z")
        try pane.wait(for: "Stopped")
        try pane.type("stty -a > during.txt; fg")
        try pane.press("Enter")
        try pane.wait(for: "1 Pending 3")
        try pane.press("j")
        try pane.wait(for: "> 2    Pay rent")
        try pane.press("q")
        // Typed before todo quits, the next command would go to todo: wait for the prompt.
        try pane.wait(for: "the prompt after quitting") { lines in
            !lines.contains { $0.contains("Pending") } && lines.last { !$0.isEmpty } == "$"
        }
        try pane.type("stty -a > after.txt; echo done")
        try pane.press("Enter")
        try pane.wait(for: "the mode after quitting") { _ in folder.bytes("after.txt")?.isEmpty == false }
        let before = folder.bytes("before.txt") ?? []
        #expect(
            !before.isEmpty && folder.bytes("during.txt") == before && folder.bytes("after.txt") == before)
    }
}
