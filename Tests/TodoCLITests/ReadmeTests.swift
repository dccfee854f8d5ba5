import Foundation
import Testing

@testable import TodoCLI

/// The README is a front page: short, and pointing at the reference that `todo help` and the
/// manual page carry. Every `todo help WORD` it names must print something, every topic must be
/// named there, and what it says of the commands and the test packages holds.
@Suite struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../..").standardized
    let readme: String

    init() throws {
        readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The words after `todo help ` in the text, lowercase ones only (not COMMAND or TOPIC).
    static func helpWords(in text: String) throws -> [String] {
        let pattern = try NSRegularExpression(pattern: #"todo help ([a-z][a-z-]*)"#)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test func everyHelpTheReadmePointsAtExists() throws {
        let named = try Self.helpWords(in: readme)
        #expect(named.count >= HelpTopic.all.count)
        let sandbox = Sandbox()
        for word in Set(named) {
            let result = sandbox.run("help", word)
            #expect(result.status == 0, "todo help \(word): \(result.errors)")
            #expect(HelpTopic.named(word) != nil || allCommands.contains { $0.spec.isNamed(word) }, "\(word)")
        }
    }

    @Test func theReadmeNamesEveryTopic() throws {
        let named = Set(try Self.helpWords(in: readme))
        for topic in HelpTopic.all { #expect(named.contains(topic.name), "todo help \(topic.name)") }
    }

    @Test func theReadmeReadsInAFewMinutes() {
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 400, "the README has \(lines) lines")
        #expect(readme.utf8.count <= 30_000)
    }

    /// The table of commands names commands that exist, and every command.
    @Test func theCommandsAtAGlanceAreTheCommands() throws {
        let section = try #require(
            readme.components(separatedBy: "## Commands at a glance\n").dropFirst().first)
        let table = section.components(separatedBy: "\n## ")[0].split(separator: "\n").filter {
            $0.hasPrefix("| `")
        }
        var named = Set<String>()
        for row in table {
            let cell = row.replacingOccurrences(of: "\\|", with: "/").split(separator: "|")[0]
            for piece in cell.split(separator: "`").enumerated() where piece.offset % 2 == 1 {
                if let word = piece.element.split(separator: " ").first { named.insert(String(word)) }
            }
        }
        for command in allCommands {
            #expect(named.contains(command.spec.name), "\(command.spec.name) is not in the README's table")
        }
        let options = Set(GlobalOptions.all.flatMap(\.spellings))
        for word in named where !word.hasPrefix("-") {
            #expect(allCommands.contains { $0.spec.isNamed(word) }, "\(word) is no command")
        }
        for word in named where word.hasPrefix("-") {
            #expect(options.contains(word), "\(word) is no global option")
        }
    }

    /// `.ci/run` installs exactly the packages the README lists for the tests.
    @Test func theReadmeListsThePackagesCIInstalls() throws {
        let run = try String(contentsOf: Self.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        let array = try #require(
            run.components(separatedBy: "packages=(").dropFirst().first?.components(separatedBy: ")").first)
        let installed = array.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        let command = try #require(
            readme.components(separatedBy: "apt-get install --no-install-recommends ").dropFirst().first?
                .components(separatedBy: "```").first)
        let listed = command.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\\" }).map(String.init)
        #expect(installed.count >= 20)
        #expect(listed == installed)
    }

    /// The files the README names are in the project.
    @Test func theFilesTheReadmeNamesAreInTheProject() throws {
        let pattern = try NSRegularExpression(pattern: #"`((?:Sources|Tests|\.ci)/[^`\s]*|Package\.swift)`"#)
        let paths = pattern.matches(in: readme, range: NSRange(readme.startIndex..., in: readme)).compactMap {
            Range($0.range(at: 1), in: readme).map { String(readme[$0]) }
        }
        #expect(paths.count >= 3)
        for path in paths {
            let stem = path.split(separator: "*").first.map(String.init) ?? path
            let folder = Self.root.appendingPathComponent(stem).deletingLastPathComponent()
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            let last = stem.hasSuffix("/") ? "" : (stem.split(separator: "/").last.map(String.init) ?? stem)
            let found =
                path.contains("*")
                ? names.contains { $0.hasPrefix(last) }
                : FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path)
            #expect(found, "\(path) is not in the project")
        }
    }
}
