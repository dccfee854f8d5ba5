import Foundation
import Testing

@testable import TodoCLI

/// `todo --help` and the manual page list the exit codes and variables from `ProgramReference`;
/// the README lists them in "For scripts". The two lists name the same codes and variables.
@Suite struct ProgramReferenceTests {
    let readme: String

    init() throws {
        readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../README.md").standardized, encoding: .utf8)
    }

    /// The first cells of the README's table under `heading`.
    func firstCells(under heading: String) throws -> [String] {
        let section = try #require(readme.components(separatedBy: heading + "\n\n").dropFirst().first)
        let table = section.components(separatedBy: "\n\n")[0]
        return table.split(separator: "\n").dropFirst(2).compactMap {
            $0.split(separator: "|").first.map { String($0).trimmed }
        }
    }

    @Test func helpListsEveryExitCodeTheReadmeDoes() throws {
        let documented = try firstCells(under: "### Exit codes and errors")
        #expect(documented.count >= 6)
        #expect(ProgramReference.exitCodes.map(\.code) == documented)
    }

    @Test func helpListsEveryVariableTheReadmeDoes() throws {
        let documented = try firstCells(under: "### Environment").flatMap {
            $0.components(separatedBy: ", ").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            }
        }
        #expect(documented.count >= 10)
        let listed = ProgramReference.environment.flatMap { $0.name.components(separatedBy: ", ") }
        #expect(Set(listed) == Set(documented))
    }
}
