import Foundation
import TestSupport
import Testing

/// `todo done` on the last open task of today's goal, run by the built binary on a real terminal
/// (tmux): it asks `[Y/n]`, and the answer typed decides.
@Suite(
    .enabled(if: TmuxPane.tmux != nil || TestEnvironment.inCI, Comment(rawValue: TmuxPane.skipMessage))
)
struct GoalPromptTerminalTests {
    let folder = TemporaryFolder()
    var environment: [String: String] {
        ["TODO_STORE": folder.file("todos.json"), "TODO_NOW": "2026-11-21T08:30:00Z", "TZ": "Europe/Berlin"]
    }

    init() throws {
        for words in [
            ["add", "Write the notes"], ["add", "Tag it"], ["goal", "set", "Ship it", "-t", "1", "-t", "2"],
        ] {
            #expect(try BuiltBinary.run(words, environment: environment, in: folder).status == 0)
        }
    }

    /// A pane that completes task 1, then task 2 (the last), and says how each ended.
    private func pane() throws -> TmuxPane {
        let exports = environment.map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
        let script = """
            export \(exports)
            '\(BuiltBinary.path)' done 1
            '\(BuiltBinary.path)' done 2
            echo "done exited with $?"
            exec cat > /dev/null
            """
        return try TmuxPane(folder: folder, columns: 100, rows: 12, script: script)
    }

    private func goal() throws -> String {
        try BuiltBinary.run(["goal", "--json"], environment: environment, in: folder).output
    }

    @Test(arguments: [("Enter", true), ("y", true), ("n", false)])
    func theLastTaskAsksAndTheAnswerDecides(key: String, marks: Bool) throws {
        let pane = try pane()
        let asked = try pane.wait(for: "Mark today's goal achieved? [Y/n]")
        #expect(asked.contains { $0.contains(#"Today's goal "Ship it": 1 of 2 done, 1 to go. Keep going!"#) })
        #expect(
            asked.contains { $0.contains(#"All 2 tasks of today's goal "Ship it" are done. Well done!"#) })
        #expect(try goal().contains(#""achievedAt":null"#), "nothing is marked before the answer")
        if key == "Enter" {
            try pane.press("Enter")
        } else {
            try pane.type(key)
            try pane.press("Enter")
        }
        let answered = try pane.wait(for: "done exited with 0")
        let said =
            marks ? "Today's goal achieved: Ship it ✓" : #"Not marked; "todo goal done" marks it later."#
        #expect(answered.contains { $0.contains(said) })
        #expect(try goal().contains(#""achievedAt":null"#) != marks)
    }
}
