import Foundation
import TestSupport
import Testing

/// The two examples of `todo help hooks`, taken from what the built binary prints and pasted
/// into `sh` as a reader would, then put to work.
@Suite struct HookExamplesTests {
    let home = ConfigHome()

    /// The indented blocks after the "Two examples" heading of `todo help hooks`, each without
    /// its indentation: the two scripts, then the refusal the second one gives.
    func examples() throws -> [[String]] {
        let help = try home.todo("help", "hooks").components(separatedBy: "\n")
        let start = try #require(help.firstIndex(of: "Two examples"))
        var blocks: [[String]] = []
        var inBlock = false
        for line in help[start...] {
            if line.hasPrefix("  ") {
                if !inBlock { blocks.append([]) }
                blocks[blocks.count - 1].append(String(line.dropFirst(2)))
            }
            inBlock = line.hasPrefix("  ")
        }
        try #require(blocks.count == 3, "\(blocks)")
        return blocks
    }

    /// Runs an example's lines in `sh`, as pasted into a terminal.
    func paste(_ lines: [String]) throws {
        home.folder.write(lines.joined(separator: "\n") + "\n", to: "pasted.sh")
        let run = try BuiltBinary.run(
            [home.folder.file("pasted.sh")], environment: home.environment, in: home.folder,
            executable: "/bin/sh")
        try #require(run.status == 0 && run.errors.isEmpty, "\(run.errors)")
    }

    @Test func theFirstLogsEveryTaskCompletedHoweverItWas() throws {
        try paste(try examples()[0])
        #expect(home.folder.mode("config/todo/hooks/on-change") == 0o700)
        #expect(home.folder.mode("config/todo/hooks") == 0o700)
        try home.todo("add", "Buy milk", "+errand")
        try home.todo("add", "Pay rent", "-d", "to the \"landlord\"")
        try home.todo("add", "Call mum")
        home.now = "2026-03-01T10:00:00Z"
        try home.todo("done", "1")
        home.now = "2026-03-01T11:00:00Z"
        try home.todo("edit", "2", "--complete")
        try home.todo("uncomplete", "2")
        home.now = "2026-03-01T12:00:00Z"
        try home.todo("undo")
        try home.todo("rm", "3")
        home.folder.write(
            #"[{"title": "Done elsewhere", "completedAt": "2026-03-01T08:00:00Z"}]"#, to: "in.json")
        try home.todo("import", home.folder.file("in.json"))
        #expect(
            home.lines(of: "home/.local/share/todo/completed.log") == [
                "2026-03-01T10:00:00Z\t1\tBuy milk", "2026-03-01T11:00:00Z\t2\tPay rent",
                "2026-03-01T11:00:00Z\t2\tPay rent",
            ])
    }

    @Test func theSecondRefusesATaskWithoutAProject() throws {
        let blocks = try examples()
        try paste(blocks[1])
        let sample = blocks[2]
        let command = try #require(sample.first?.split(separator: " ").map(String.init))
        #expect(command.prefix(3) == ["$", "todo", "add"])
        let refused = try BuiltBinary.run(
            Array(command.dropFirst(2)), environment: home.environment, in: home.folder)
        #expect(refused.status == 3)
        #expect(refused.errors == sample.dropFirst().joined(separator: " ") + "\n")
        #expect(try home.todo("add", "Buy milk", "--project", "home") == "Added task 1: Buy milk [home]\n")
        try home.todo("context", "define", "work", "project:acme")
        try home.todo("context", "use", "work")
        #expect(try home.todo("add", "Write the report") == "Added task 2: Write the report [acme]\n")
        #expect(try home.titles() == ["Buy milk", "Write the report"])
    }
}
