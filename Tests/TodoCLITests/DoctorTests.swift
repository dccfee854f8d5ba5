import Foundation
import TestSupport
import Testing

/// `todo doctor`: what it finds, how it says so, and that it never writes.
@Suite struct DoctorTests {
    let sandbox = Sandbox()

    /// Runs `doctor` (with `more` words), checking that nothing in the folder changed.
    func doctor(_ more: String...) -> (status: Int32, output: String, errors: String) {
        let before = FolderSnapshot(sandbox.folder.path)
        let result = sandbox.run(["doctor"] + more)
        #expect(FolderSnapshot(sandbox.folder.path).changes(since: before) == [], "doctor changed the folder")
        return (result.status, result.output, result.errors)
    }

    /// A store with two active tasks and one archived one, made by the binary: a lock taken
    /// in-process could be inherited for a moment by a child another test spawns, and look held.
    func makeStore() {
        let runner = TodoRunner(
            binary: BuiltBinary.path, store: sandbox.storePath, scratch: sandbox.folder.file("io"))
        for words in [["add", "Buy milk"], ["add", "Pay rent"], ["done", "1"]] { _ = try? runner.run(words) }
        sandbox.now = "2026-03-03T09:30:00Z"
        runner.now = sandbox.now
        _ = try? runner.run(["add", "Call mum"])
        #expect(sandbox.folder.names(in: "todos.json.archive") == ["segment-000001.json"])
    }

    func line(_ output: String, _ name: String) -> String {
        output.split(separator: "\n").first { $0.split(separator: " ").dropFirst().first == Substring(name) }
            .map(String.init) ?? ""
    }

    @Test func aMissingStoreIsUsableAndNothingIsCreated() {
        let run = doctor()
        #expect(run.status == 0 && run.errors.isEmpty)
        #expect(run.output.hasPrefix("Store: \(sandbox.storePath) (from TODO_STORE)\n"))
        #expect(line(run.output, "store").contains("does not exist yet"))
        #expect(run.output.hasSuffix("The store is healthy.\n"))
        #expect(sandbox.folder.names().isEmpty)
    }

    @Test func aHealthyStoreReportsItsCounts() {
        makeStore()
        let run = doctor()
        #expect(run.status == 0 && run.errors.isEmpty)
        #expect(line(run.output, "contents") == "  ok       contents     schema version 5; 2 active tasks")
        #expect(
            line(run.output, "appended")
                == "  ok       appended     0 changes (42 bytes) appended since compaction 2; the next compaction "
                + "comes past 16384 bytes")
        #expect(line(run.output, "index") == "  ok       index        2 tasks of the main file indexed")
        #expect(
            line(run.output, "archive")
                == "  ok       archive      1 archived task in 1 segment, as the manifest says")
        #expect(line(run.output, "lock") == "  ok       lock         free")
        #expect(line(run.output, "leftovers") == "  ok       leftovers    none")
        #expect(line(run.output, "permissions").hasPrefix("  ok       permissions  store 0600, folder 07"))
        #expect(run.output.hasSuffix("The store is healthy.\n"))
    }

    @Test(arguments: [
        (["TODO_STORE": ""], [], "(the default under HOME)"),
        (["TODO_STORE": "", "XDG_DATA_HOME": "/nonexistent/data"], [], "(from XDG_DATA_HOME)"),
        ([:], ["--file", "/nonexistent/other.json"], "(from --file)"),
    ])
    func saysHowTheStoreWasFound(environment: [String: String], options: [String], origin: String) {
        sandbox.environment = environment
        let run = sandbox.run(options + ["doctor"])
        #expect(run.status == 0)
        #expect(run.output.split(separator: "\n").first?.hasSuffix(origin) == true, "\(run.output)")
    }

    @Test(arguments: [
        ("garbage", "cannot be read: line 1, column 1"),
        (#"{"version":7,"tasks":[]}"#, "schema version 7 is newer than this todo reads"),
        ("", "empty (0 bytes)"),
    ])
    func anUnreadableStoreIsAnErrorWithExit5(content: String, problem: String) {
        sandbox.folder.write(content, to: "todos.json")
        let run = doctor()
        #expect(run.status == 5)
        #expect(
            line(run.output, "contents").hasPrefix("  error    contents     ") && run.output.contains(problem)
        )
        #expect(run.output.hasSuffix("The store is not usable.\n"))
        #expect(
            run.errors.hasPrefix("todo: the store \(sandbox.storePath) ")
                && run.errors.filter { $0 == "\n" }.count == 1)
    }

    @Test func aMissingSegmentIsAnErrorAndAMiscountAWarning() throws {
        makeStore()
        let text = String(decoding: sandbox.folder.bytes("todos.json") ?? [], as: UTF8.self)
        sandbox.folder.write(text.replacing("\"count\":1", with: "\"count\":3"), to: "todos.json")
        let miscounted = doctor()
        #expect(miscounted.status == 0)
        #expect(
            line(miscounted.output, "archive").contains("warning")
                && miscounted.output.contains("the manifest says 3"))

        try FileManager.default.removeItem(
            atPath: sandbox.folder.file("todos.json.archive/segment-000001.json"))
        let missing = doctor()
        #expect(
            missing.status == 5 && line(missing.output, "archive").contains("the archive segment is missing"))
    }

    @Test func anIdInTwoPlacesIsAnError() {
        makeStore()
        let text = String(decoding: sandbox.folder.bytes("todos.json") ?? [], as: UTF8.self)
        sandbox.folder.write(text.replacing("{\"id\":2,", with: "{\"id\":1,"), to: "todos.json")
        let run = doctor()
        #expect(
            run.status == 5
                && run.output.contains("task id 1 is both in the main file and in segment-000001.json"))
    }

    @Test func leftoversAreReportedAndLeftAlone() {
        makeStore()
        sandbox.folder.write("half a store", to: ".todos.json.tmp")
        sandbox.folder.write("{}", to: "todos.json.archive/segment-000007.json")
        sandbox.folder.write("{}", to: "todos.json.archive/.segment-000008.json.tmp")
        chmod(sandbox.folder.file("todos.json.archive/segment-000007.json"), 0o600)
        let run = doctor()
        #expect(run.status == 0)
        #expect(
            line(run.output, "leftovers").hasSuffix(
                "left by an interrupted change: .todos.json.tmp, todos.json.archive/.segment-000008.json.tmp, "
                    + "todos.json.archive/segment-000007.json; the next compaction replaces a temporary file of the "
                    + "store, the next change to the archive removes the rest"))
        #expect(run.output.hasSuffix("The store is usable, with 1 warning.\n"))
    }

    @Test func aStoreOthersMayReadIsAWarningWithTheFixNotAFix() {
        makeStore()
        chmod(sandbox.storePath, 0o640)
        let run = doctor()
        #expect(run.status == 0)
        #expect(
            line(run.output, "permissions").hasSuffix(
                "the store is open to group or others (0640): chmod 600 '\(sandbox.storePath)'"))
        #expect(sandbox.folder.mode("todos.json") == 0o640)
    }

    @Test func aLockHeldNowIsAWarning() {
        makeStore()
        let holder = open(sandbox.folder.file("todos.json.lock"), O_RDWR | O_CLOEXEC)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX) == 0)
        let run = doctor()
        #expect(run.status == 0)
        #expect(line(run.output, "lock").hasPrefix("  warning  lock         held by another todo right now"))
    }

    @Test func aDanglingLinkIsAnError() throws {
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.storePath, withDestinationPath: sandbox.folder.file("gone.json"))
        let run = doctor()
        #expect(run.status == 5 && line(run.output, "store").contains("a symbolic link to a missing file"))
    }

    @Test(arguments: ["", "garbage"])
    func jsonOutputIsOneObject(content: String) throws {
        makeStore()
        if content == "garbage" { sandbox.folder.write("garbage", to: "todos.json") }
        let run = doctor("--json")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(object["store"] as? String == sandbox.storePath)
        #expect(object["source"] as? String == "TODO_STORE")
        #expect(object["ok"] as? Bool == (content != "garbage"))
        let checks = try #require(object["checks"] as? [[String: String]])
        #expect(checks.map { $0["name"] ?? "" }.starts(with: ["store", "contents"]))
        #expect(
            checks.allSatisfy {
                ["ok", "warning", "error"].contains($0["status"] ?? "") && $0["message"] != nil
            })
        #expect(run.status == (content == "garbage" ? 5 : 0))
        if content == "garbage" {
            let error =
                try JSONSerialization.jsonObject(with: Data(run.errors.utf8)) as? [String: [String: String]]
            #expect(error?["error"]?["code"] == "store")
        }
    }
}
