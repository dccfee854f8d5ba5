import Foundation
import TestSupport
import Testing

/// The ui's Next tab in a real terminal (tmux) 60 columns wide: the rows of `todo next`, most
/// urgent first, a cursor that moves among them, `s` snoozing the task at the cursor and Space
/// completing it, each taken back by `u`.
@Suite(
    .enabled(if: TmuxPane.tmux != nil || TestEnvironment.inCI, Comment(rawValue: TmuxPane.skipMessage))
)
struct UINextTmuxTests {
    let folder = TemporaryFolder()
    var environment: [String: String] {
        ["TODO_STORE": folder.file("todos.json"), "TODO_NOW": "2026-11-26T09:00:00Z", "TZ": "Europe/Berlin"]
    }

    init() throws {
        let earlier = environment.merging(["TODO_NOW": "2026-11-20T09:00:00Z"]) { $1 }
        _ = try BuiltBinary.run(
            ["add", "Pay the rent", "--due", "2026-11-24 17:00"], environment: earlier, in: folder)
        for words in [
            ["add", "Read a book"],
            ["add", "Book flights", "--priority", "high"],
        ] {
            _ = try BuiltBinary.run(words, environment: environment, in: folder)
        }
    }

    private func pane() throws -> TmuxPane {
        try TmuxPane.todoUI(in: folder, environment: environment, columns: 60, rows: 12)
    }

    func state(_ id: Int) throws -> String? {
        try BuiltBinary.shownMember("state", ofTask: id, environment: environment, in: folder) as? String
    }

    @Test func theNextTabOffersTheMostUrgentFirstAndActsOnTheCursor() throws {
        let pane = try pane()
        try pane.wait(for: "Pend 2")
        try pane.press("7")
        let shown = try pane.wait(for: ">  13.8  1        Pay the rent")
        #expect(shown[0].hasSuffix("  Nxt ") || shown[0].contains("Next"), "\(shown)")
        #expect(shown.contains { $0.hasPrefix("    6.0  3    !!! Book flights") }, "\(shown)")
        #expect(shown.contains { $0.hasPrefix("    0.0  2        Read a book") }, "\(shown)")
        #expect(shown[11] == " s snooze  ␣ done  ? keys  q quit")
        try pane.press("j")
        try pane.wait(for: ">   6.0  3    !!! Book flights")
        try pane.press("Space")
        try pane.wait(for: "Completed task 3: Book flights")
        #expect(try state(3) == "completed")
        try pane.wait(for: ">   0.0  2    Read a book")
        try pane.press("u")
        try pane.wait(for: "Undid \"complete 3\"")
        #expect(try state(3) == "pending")
        try pane.press("k", "k", "s")
        try pane.wait(for: "Snoozed task 1: Pay the rent")
        #expect(try state(1) == "pending")
        try pane.press("q")
        try pane.wait(for: "todo ui exited with 0")
    }
}
