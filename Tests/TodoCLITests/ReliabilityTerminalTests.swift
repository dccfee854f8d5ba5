import Foundation
import TestSupport
import Testing

/// Task text full of escape sequences and controls never reaches a terminal raw, and `--json`
/// gives it back exactly.
@Suite struct ReliabilityTerminalTests {
    /// Text for a test argument, named escaped so the test log itself stays safe to print.
    struct HostileText: Sendable, CustomTestStringConvertible {
        let text: String
        var testDescription: String { ScreenText.quoted(text) }
    }

    static let hostileTexts = [
        "clear \u{1B}[2J screen", "clipboard \u{1B}]52;c;cm0gLXJmIH4=\u{07} set",
        "title \u{1B}]0;owned\u{07} bar",
        "bell \u{07}\u{07}", "carriage \r return", "back\u{08}\u{08}space", "nul \u{0} byte",
        "del \u{7F} char",
        "c1 \u{85}\u{9B}31m csi", "bidi \u{202E}gpj.exe", "isolate \u{2066}x\u{2069} y",
        "mark \u{061C}\u{200F} z",
        "tab\tand\nnewline", "separators \u{2028}\u{2029} end",
    ].map(HostileText.init)

    /// Every way the text is shown to a person: add's confirmation, list, show, edit, done,
    /// delete, and an error that quotes it.
    @Test(arguments: hostileTexts)
    func humanOutputShowsControlsEscaped(hostile: HostileText) {
        let text = hostile.text
        let sandbox = Sandbox()
        let title = "a " + text + " z"
        var runs = [
            sandbox.run("add", title, "-d", text, "-l", text, "-a", text),
            sandbox.run("list"), sandbox.run("show", "1"),
            sandbox.run("add", title),
            sandbox.run("add", "later", "--due", text),
            sandbox.run(text), sandbox.run("list", text), sandbox.run("show", text),
            sandbox.run("edit", "1", "--title", title + " again"),
        ]
        runs += [sandbox.run("done", "1"), sandbox.run("list"), sandbox.run("rm", "1")]
        #expect(runs.map(\.status) == [0, 0, 0, 3, 2, 2, 0, 2, 0, 0, 0, 0])
        for result in runs {
            for stream in [result.standardOutput, result.standardError] {
                #expect(ScreenText.problem(in: stream) == nil, "\(ScreenText.problem(in: stream) ?? "")")
            }
        }
    }

    @Test(arguments: hostileTexts)
    func jsonGivesTheTextBackExactly(hostile: HostileText) throws {
        let text = hostile.text
        let sandbox = Sandbox()
        let title = "a " + text + " z"
        let added = sandbox.run("--json", "add", title, "-d", text, "-l", text, "-a", text)
        for output in [added.output, sandbox.run("--json", "show", "1").output] {
            let task = try #require(
                try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
            let location = try #require(task["location"] as? [String: Any])
            #expect(task["title"] as? String == title)
            #expect(task["description"] as? String == text.trimmingCharacters(in: .whitespacesAndNewlines))
            #expect(location["name"] as? String == text.trimmingCharacters(in: .whitespacesAndNewlines))
            #expect(location["address"] as? String == text.trimmingCharacters(in: .whitespacesAndNewlines))
            #expect(ScreenText.problem(in: Array(output.utf8)) == nil, "raw control in JSON output")
        }
        let listed = try #require(
            try JSONSerialization.jsonObject(with: Data(sandbox.run("--json", "list").output.utf8))
                as? [[String: Any]])
        #expect(listed.first?["title"] as? String == title)
        let failed = sandbox.run("--json", "add", title)
        let error = try #require(
            try JSONSerialization.jsonObject(with: Data(failed.errors.utf8)) as? [String: [String: String]])
        #expect(error["error"]?["message"]?.isEmpty == false)
        #expect(ScreenText.problem(in: failed.standardError) == nil)
    }
}
