import Foundation
import TestSupport
import Testing

/// The first console session under a heading of the README: its `export` line, and each
/// `$ todo …` line with what it printed, to run again and compare. Words are split at spaces:
/// the README's checked sessions quote nothing.
struct ReadmeSession {
    let exports: String
    let commands: [(words: [String], expected: String)]

    init(under heading: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## \(heading)\n").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```console\n").dropFirst().first)
        let lines = block.components(separatedBy: "\n```")[0].split(
            separator: "\n", omittingEmptySubsequences: false)
        exports = String(lines.first ?? "")
        var commands: [(words: [String], expected: String)] = []
        for line in lines.dropFirst() {
            if line.hasPrefix("$ todo ") {
                commands.append((line.dropFirst(7).split(separator: " ").map(String.init), ""))
            } else if !commands.isEmpty {
                commands[commands.count - 1].expected += line + "\n"
            }
        }
        self.commands = commands
    }

    /// Runs every command in `folder` at `now` in `zone`, and expects what the README shows
    /// (UUIDs aside).
    func expectRealOutput(in folder: TemporaryFolder, now: String, zone: String) throws {
        let uuid = /UUID: +[0-9a-f-]+/
        for (words, expected) in commands {
            let run = try BuiltBinary.run(
                words, storeIn: folder, now: now, zone: zone, extra: ["HOME": folder.path])
            #expect(
                (run.output + run.errors).replacing(uuid, with: "UUID")
                    == expected.replacing(uuid, with: "UUID"),
                "todo \(words.joined(separator: " "))")
        }
    }
}
