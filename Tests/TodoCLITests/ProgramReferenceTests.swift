import Foundation
import Testing

@testable import TodoCLI

/// The exit statuses and the environment, as `todo` documents them, are the ones it has: the
/// statuses come from `TodoCLI.ExitStatus`, which `ErrorReport` gives every error, and every variable
/// the sources read is in `ProgramReference.environment`, which `todo --help` and the manual
/// page list.
@Suite struct ProgramReferenceTests {
    let sandbox = Sandbox()

    static func words(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    @Test func everyExitStatusIsListedWhereTheHelpSays() {
        let overview = sandbox.run("--help").output
        let topic = Self.words(sandbox.run("help", "exit-codes").output)
        let page = sandbox.run("help", "--man").output
        let section = page.components(separatedBy: "\n.SH EXIT STATUS\n").dropFirst().first ?? ""
        #expect(TodoCLI.ExitStatus.allCases.map(\.rawValue) == [0, 2, 3, 4, 5, 6])
        for status in TodoCLI.ExitStatus.allCases {
            #expect(overview.contains("\n  \(status.rawValue)  \(status.summary)\n"), "\(status)")
            #expect(topic.contains(Self.words(status.meaning)), "\(status)")
            #expect(section.contains(Roff.bold(String(status.rawValue)) + "\n"), "\(status)")
        }
    }

    /// The JSON code of an error is its status's: the two cannot drift apart.
    @Test(arguments: [
        (["frobnicate"], TodoCLI.ExitStatus.usage), (["show", "7"], .notFound),
        (["add", " "], .invalidValue),
        (["sync"], .sync),
    ])
    func anErrorsCodeIsItsStatuss(words: [String], status: TodoCLI.ExitStatus) {
        let plain = sandbox.run(words)
        #expect(plain.status == status.rawValue)
        let json = sandbox.run(words + ["--json"])
        #expect(json.status == status.rawValue)
        #expect(json.errors.hasPrefix("{\"error\":{\"code\":\"\(status.errorCode ?? "")\""))
    }

    /// Every variable the program reads, by name anywhere in its sources, is documented.
    @Test func everyVariableTheProgramReadsIsDocumented() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/TodoCLI").standardized
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap {
            $0 as? String
        }
        .filter { $0.hasSuffix(".swift") }
        var read = Set<String>()
        let pattern = try NSRegularExpression(pattern: #"(?:environment\[|variable\()"([A-Z_]+)""#)
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { read.insert(String(text[range])) }
            }
        }
        #expect(read.count >= 12)
        let names = Set(ProgramReference.environment.flatMap { $0.name.components(separatedBy: ", ") })
        let meanings = ProgramReference.environment.map(\.meaning).joined(separator: " ")
        for name in read {
            #expect(names.contains(name) || meanings.contains(name), "\(name) is read but not documented")
        }
        let overview = sandbox.run("--help").output
        let page = sandbox.run("help", "--man").output
        for variable in ProgramReference.environment {
            #expect(overview.contains("\n  " + variable.name + " "), "\(variable.name)")
            #expect(page.contains(Roff.bold(variable.name)), "\(variable.name)")
        }
    }
}
