import Foundation
import Testing

@testable import TodoCLI

/// The servers the sync tests run against are the ones the README's "Servers tested" and
/// `SyncServersHelp` (for `todo help sync`) name, in the same words; and the packages the
/// README's Requirements tell a user to install are the ones `.ci/run` installs.
@Suite struct SyncServersDocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../..").standardized

    let readme: String

    init() throws {
        readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// Text as read, Markdown's backticks and bold marks left out and every run of spaces and
    /// line breaks one space.
    static func words(_ text: String) -> String {
        text.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "`", with: "")
            .split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    @Test func theHelpSaysWhatTheReadmeSaysOfTheServersTested() throws {
        let sync = try #require(readme.components(separatedBy: "\n## Sync\n").dropFirst().first)
        let section = try #require(sync.components(separatedBy: "\n### Servers tested\n\n").dropFirst().first)
        let servers = section.components(separatedBy: "\n### ")[0]
        #expect(Self.words(servers) == Self.words(SyncServersHelp.text))
        for kind in SyncServerKind.allCases {
            let name = kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()
            #expect(SyncServersHelp.text.contains("- \(name) "), "\(name) is named")
            #expect(SyncServersHelp.text.contains("(\(kind.rawValue))"), "its package is named")
        }
    }

    @Test func theReadmeTellsToInstallWhatCIInstalls() throws {
        let command = try #require(
            readme.components(separatedBy: "apt-get update && apt-get install --no-install-recommends ")
                .dropFirst().first?.components(separatedBy: "\n```")[0])
        let documented = command.replacingOccurrences(of: "\\\n", with: " ").split(separator: " ").map(
            String.init)
        let script = try String(contentsOf: Self.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        let list = try #require(
            script.components(separatedBy: "\npackages=(").dropFirst().first?.components(separatedBy: ")")[0])
        let installed = list.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        #expect(documented == installed)
        #expect(installed.contains("radicale") && installed.contains("xandikos"))
    }
}
