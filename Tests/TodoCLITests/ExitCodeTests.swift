import Foundation
import TestSupport
import Testing

@testable import TodoCLI

/// Every exit code `todo help exit-codes` lists, each with the one `todo: …` line it prints and
/// the same error as JSON with `--json`.
@Suite struct ExitCodeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let words: [String]
        let status: Int32
        let code: String
        var setUp: @Sendable (Sandbox) -> Void = { _ in }
        var testDescription: String { words.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(words: ["frobnicate"], status: 2, code: "usage"),
        Case(words: ["list", "--frob"], status: 2, code: "usage"),
        Case(words: ["show"], status: 2, code: "usage"),
        Case(words: ["show", "1", "2"], status: 2, code: "usage"),
        Case(words: ["show", "0"], status: 2, code: "usage"),
        Case(words: ["done", "abc"], status: 2, code: "usage"),
        Case(words: ["rm", "99999999999999999999999"], status: 2, code: "usage"),
        Case(words: ["add", "x", "--due", "whenever"], status: 2, code: "usage"),
        Case(words: ["add", " "], status: 3, code: "invalid_value"),
        Case(words: ["add", "x", "--due", "2026-01-01"], status: 3, code: "invalid_value"),
        Case(words: ["add", "dup"], status: 3, code: "invalid_value", setUp: { $0.run("add", "dup") }),
        Case(words: ["import", "missing.json"], status: 3, code: "invalid_value"),
        Case(words: ["import", "-"], status: 3, code: "invalid_value"),
        Case(words: ["show", "7"], status: 4, code: "not_found"),
        Case(words: ["done", "1", "7"], status: 4, code: "not_found", setUp: { $0.run("add", "a") }),
        Case(
            words: ["list"], status: 5, code: "store", setUp: { $0.folder.write("{oops", to: "todos.json") }),
        Case(
            words: ["add", "x"], status: 5, code: "store", setUp: { $0.folder.write("", to: "todos.json") }),
        Case(
            words: ["list"], status: 5, code: "store",
            setUp: { $0.folder.write(#"{"version":99,"tasks":[]}"#, to: "todos.json") }),
    ]

    @Test(arguments: cases)
    func exitsWithTheDocumentedCodeAndOneLine(_ testCase: Case) throws {
        let sandbox = Sandbox()
        testCase.setUp(sandbox)
        let result = sandbox.run(testCase.words)
        #expect(result.status == testCase.status)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("todo: "))
        #expect(result.errors.hasSuffix("\n"))
        #expect(result.errors.dropLast().contains("\n") == false)

        let json = sandbox.run(testCase.words + ["--json"])
        #expect(json.status == testCase.status)
        let object =
            try JSONSerialization.jsonObject(with: Data(json.standardError)) as? [String: [String: String]]
        #expect(object?["error"]?["code"] == testCase.code)
        #expect(object?["error"]?["message"] == String(result.errors.dropFirst("todo: ".count).dropLast()))
    }

    @Test func lockHeldTooLongIsAStoreError() {
        let sandbox = Sandbox()
        sandbox.run("add", "a")
        sandbox.environment = ["TODO_LOCK_TIMEOUT": "0.1"]
        let holder = open(sandbox.storePath + ".lock", O_RDWR)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX) == 0)
        let result = sandbox.run("add", "b")
        #expect(result.status == 5)
        #expect(
            result.errors
                == "todo: the store \(sandbox.storePath) is locked by another todo (waited 0.1 s); try again\n"
        )
    }

    /// A change that writes the store whole (here, to move a cleared task to the archive) and
    /// cannot write its temporary file.
    @Test func unwritableStoreIsAStoreErrorAndChangesNothing() throws {
        let sandbox = Sandbox()
        sandbox.run("add", "a")
        sandbox.run("done", "1")
        sandbox.now = "2026-03-03T09:30:00Z"
        try FileManager.default.createDirectory(
            atPath: sandbox.folder.file(".todos.json.tmp"), withIntermediateDirectories: true)
        let before = FolderSnapshot(sandbox.folder.path)
        let result = sandbox.run("add", "b")
        #expect(result.status == 5)
        #expect(result.errors.hasPrefix("todo: cannot write \(sandbox.folder.file(".todos.json.tmp")): "))
        #expect(result.errors.hasSuffix("; nothing was changed\n"))
        #expect(
            FolderSnapshot(sandbox.folder.path).changes(
                since: before, allowingNew: DiskFaultTrial.createdByAFailedChange) == [])
    }
}
