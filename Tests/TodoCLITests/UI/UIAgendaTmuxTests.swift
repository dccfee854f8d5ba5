import Foundation
import TestSupport
import Testing

/// The ui's Agenda tab in a real terminal (tmux) 40 columns wide: what `todo agenda` shows, a
/// cursor on the tasks, `s` snoozing the task at the cursor as `todo snooze` does, `u` taking
/// it back, and `s` in a list tab.
@Suite(
    .enabled(if: TmuxPane.tmux != nil || TestEnvironment.inCI, Comment(rawValue: TmuxPane.skipMessage))
)
struct UIAgendaTmuxTests {
    let folder = TemporaryFolder()
    var environment: [String: String] {
        ["TODO_STORE": folder.file("todos.json"), "TODO_NOW": "2026-11-26T09:00:00Z", "TZ": "Europe/Berlin"]
    }

    init() throws {
        let earlier = environment.merging(["TODO_NOW": "2026-11-20T09:00:00Z"]) { $1 }
        _ = try BuiltBinary.run(
            ["add", "Pay the rent", "--due", "2026-11-24 17:00"], environment: earlier, in: folder)
        for words in [
            ["add", "Water plants", "--every", "day", "--due", "2026-11-26 18:00"],
            ["add", "Dentist", "--due", "2026-11-28 09:30"],
        ] {
            _ = try BuiltBinary.run(words, environment: environment, in: folder)
        }
    }

    private func pane() throws -> TmuxPane {
        try TmuxPane.todoUI(in: folder, environment: environment, columns: 40, rows: 12)
    }

    func deadline(_ id: Int) throws -> String? {
        try BuiltBinary.shownMember("deadline", ofTask: id, environment: environment, in: folder) as? String
    }

    @Test func theAgendaTabSnoozesAndUndoes() throws {
        let pane = try pane()
        try pane.wait(for: " Pend  Over  Done")
        try pane.press("6")
        let shown = try pane.wait(for: ">  1  Tue 24 Nov 17:00  Pay the rent")
        #expect(shown[0] == " Pend  Over  Done  Tdy  Sts  Agd  Nxt", "\(shown)")
        #expect(shown.contains(" Thu 26 Nov, today (1)"))
        #expect(shown.contains("   2  18:00  Water plants ↻"))
        #expect(shown.contains("   2  18:00  Water plants ↻ (repeat)"))
        #expect(shown[11] == " s snooze  ␣ done  ? keys  q quit")
        try pane.press("s")
        try pane.wait(for: "Snoozed task 1: Pay the rent; due Thu")
        let moved = try pane.wait(for: ">  1  17:00  Pay the rent")
        #expect(moved.contains(" Thu 26 Nov, today (2)"), "\(moved)")
        #expect(try deadline(1) == "2026-11-26T16:00:00Z")
        try pane.press("j")
        try pane.wait(for: ">  2  18:00  Water plants ↻")
        try pane.press("j")
        try pane.wait(for: ">  3  09:30  Dentist")
        try pane.press("u")
        try pane.wait(for: "Undid \"snooze 1\"")
        #expect(try deadline(1) == "2026-11-24T16:00:00Z")
        try pane.press("1", "j", "s")
        try pane.wait(for: "Snoozed task 3: Dentist; due Sun 29")
        #expect(try deadline(3) == "2026-11-29T08:30:00Z")
        try pane.press("q")
        try pane.wait(for: "todo ui exited with 0")
    }
}
