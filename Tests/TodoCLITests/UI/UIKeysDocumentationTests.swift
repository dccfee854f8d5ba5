import Foundation
import Testing

@testable import TodoCLI

/// The README shows the ui's keys as `?` and `todo help ui` do: the same table.
@Suite struct UIKeysDocumentationTests {
    @Test func theReadmeShowsTheKeysTableAsTheUiDoes() throws {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../../README.md").standardized, encoding: .utf8)
        let table = "```\n" + UIKeys.lines.joined(separator: "\n") + "\n```"
        #expect(readme.contains(table))
    }
}
