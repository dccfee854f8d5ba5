import Foundation
import TestSupport
import Testing

/// `calendar` and `agenda` as they look in a real terminal 40 columns wide (tmux): the grid
/// whole, today marked, and a long title cut to the width rather than wrapped.
@Suite(
    .enabled(if: TmuxPane.tmux != nil || TestEnvironment.inCI, Comment(rawValue: TmuxPane.skipMessage))
)
struct PlanningTmuxTests {
    let folder = TemporaryFolder()
    var environment: [String: String] {
        ["TODO_STORE": folder.file("todos.json"), "TODO_NOW": "2026-11-26T09:00:00Z", "TZ": "Europe/Berlin"]
    }

    init() throws {
        for words in [
            ["add", "Water plants", "--every", "day", "--due", "2026-11-26 18:00"],
            ["add", "Ring the insurance about the water damage in the cellar", "--due", "2026-11-27 09:30"],
        ] {
            _ = try BuiltBinary.run(words, environment: environment, in: folder)
        }
    }

    private func pane(_ command: String) throws -> TmuxPane {
        let exports = environment.map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
        let script = """
            export \(exports)
            '\(BuiltBinary.path)' \(command)
            echo "exited with $?"
            exec cat > /dev/null
            """
        return try TmuxPane(folder: folder, columns: 40, rows: 30, script: script)
    }

    @Test func theCalendarAtFortyColumns() throws {
        let pane = try pane("calendar")
        let screen = try pane.wait(for: "exited with 0")
        #expect(
            Array(screen.prefix(15)) == [
                "           November 2026",
                "  Mo   Tu   We   Th   Fr   Sa   Su",
                "                                 1",
                "                                 ·",
                "   2    3    4    5    6    7    8",
                "   ·    ·    ·    ·    ·    ·    ·",
                "   9   10   11   12   13   14   15",
                "   ·    ·    ·    ·    ·    ·    ·",
                "  16   17   18   19   20   21   22",
                "   ·    ·    ·    ·    ·    ·    ·",
                "  23   24   25  [26]  27   28   29",
                "   ·    ·    ·    1    2    1    1",
                "  30",
                "   1",
                "6 due in November; [26] is today",
            ], "\(screen.joined(separator: "\n"))")
    }

    @Test func theAgendaCutsALongTitleToTheWidth() throws {
        let pane = try pane("agenda --days 2")
        let screen = try pane.wait(for: "exited with 0")
        #expect(
            Array(screen.prefix(7)) == [
                "Thu 26 Nov, today (1)",
                "  1  18:00  Water plants ↻",
                "",
                "Fri 27 Nov, tomorrow (2)",
                "  2  09:30  Ring the insurance about th…",
                "  1  18:00  Water plants ↻ (repeat)",
                "exited with 0",
            ], "\(screen.joined(separator: "\n"))")
    }
}
