import Testing

@testable import TodoCLI

/// `todo help ui` and the manual page show the ui's keys as `?` does: the same groups, in the
/// same order, each key with its action.
@Suite struct UIKeysDocumentationTests {
    let sandbox = Sandbox()

    @Test func helpUiShowsTheKeysTableAsTheUiDoes() {
        let help = sandbox.run("help", "ui").output
        var rest = Substring(help)
        for group in UIKeys.groups {
            let start = rest.range(of: "\n" + group.title + "\n")
            #expect(start != nil, "\(group.title)")
            guard let start else { return }
            rest = rest[start.upperBound...]
            for (keys, action) in group.keys {
                let row = rest.split(separator: "\n").first { $0.hasPrefix("  " + keys + " ") }
                #expect(row.map { $0.hasSuffix("  " + action) } == true, "\(keys): \(action)")
            }
        }
    }

    @Test func theManualPageShowsTheKeys() {
        let page = sandbox.run("help", "--man").output
        for group in UIKeys.groups {
            #expect(page.contains(Roff.bold(group.title)), "\(group.title)")
            for (keys, action) in group.keys {
                #expect(page.contains(Roff.bold(keys) + "\n" + Roff.sentences(action)), "\(keys)")
            }
        }
    }
}
