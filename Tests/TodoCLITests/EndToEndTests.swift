import Foundation
import TestSupport
import Testing

/// The built `todo` binary, run as a user runs it: a temporary folder, `TODO_STORE`, `TODO_NOW`,
/// `TZ`, and nothing else from the environment.
@Suite struct EndToEndTests {
    let folder = TemporaryFolder()

    func todo(
        _ words: String..., now: String = "2026-03-01T09:30:00Z", zone: String = "UTC", input: String = ""
    ) throws
        -> BuiltBinary.Run
    {
        try todo(words, now: now, zone: zone, input: input)
    }

    func todo(
        _ words: [String], now: String = "2026-03-01T09:30:00Z", zone: String = "UTC", input: String = ""
    ) throws
        -> BuiltBinary.Run
    {
        try BuiltBinary.run(
            words, storeIn: folder, now: now, zone: zone, extra: ["HOME": folder.path], input: input)
    }

    @Test func theBinaryIsBuiltBesideTheTests() {
        #expect(
            FileManager.default.isExecutableFile(atPath: BuiltBinary.path), "no todo at \(BuiltBinary.path)")
    }

    @Test func aNewUsersSession() throws {
        #expect(
            try todo("add", "Buy milk", "--due", "tomorrow 18:00", "-l", "Corner shop").output
                == "Added task 1: Buy milk, due Mon 2 Mar 18:00 (tomorrow 18:00)\n")
        #expect(try todo("add", "Pay rent", "--due", "2026-03-05", "-d", "Transfer to landlord").status == 0)
        #expect(try todo("add", "Call Bob", "-l", "Office", "-a", "1 Main St, Springfield").status == 0)
        #expect(try todo("done", "3").output == "Completed task 3: Call Bob\n")
        let list = try todo("list", now: "2026-03-01T10:00:00Z")
        #expect(list.status == 0)
        #expect(list.errors.isEmpty)
        #expect(
            list.output == """
                Pending (2)
                  1    Buy milk  Mon 2 Mar 18:00  tomorrow 18:00   @ Corner shop
                  2    Pay rent  Thu 5 Mar 23:59  in 4 days

                Completed (1)
                  3 ✓  Call Bob                   done 30 min ago  @ Office

                """)
        #expect(
            try todo("stats", now: "2026-03-01T10:00:00Z").output.hasPrefix(
                "Completed in the past 24 hours  1\n"))
        let export = try todo("export")
        let tasks = try JSONSerialization.jsonObject(with: Data(export.output.utf8)) as? [[String: Any]]
        #expect(tasks?.count == 3)
    }

    @Test func autoClearWhenTheClockCrossesTheDayLine() throws {
        _ = try todo("add", "Water plants")
        _ = try todo("done", "1")
        #expect(try todo("list", now: "2026-03-02T09:29:59Z").output.contains("Water plants"))
        let after = try todo("list", now: "2026-03-02T09:30:00Z")
        #expect(after.output == "No items to display. Please run \"todo add\" to add new items.\n")
        #expect(!FileManager.default.fileExists(atPath: folder.file("todos.json.archive")))
        _ = try todo("add", "Next", now: "2026-03-02T09:30:00Z")
        #expect(FileManager.default.fileExists(atPath: folder.file("todos.json.archive")))
        #expect(try todo("show", "1", now: "2026-03-02T09:30:00Z").output.hasPrefix("Task 1: Water plants\n"))
        #expect(
            try todo("stats", "--json", now: "2026-03-02T09:30:00Z").output
                == #"{"completedLast24Hours":0,"pending":1,"overdue":0,"completed":0}"# + "\n")
    }

    @Test func errorsGoToStderrWithTheDocumentedCode() throws {
        let usage = try todo("lsit")
        #expect(usage.status == 2)
        #expect(usage.output.isEmpty)
        #expect(usage.errors == "todo: unknown command 'lsit' (did you mean 'list'?); see 'todo --help'\n")
        #expect(try todo("show", "4").status == 4)
        #expect(try todo("add", "").status == 3)
        folder.write("not json", to: "todos.json")
        let store = try todo("add", "x")
        #expect(store.status == 5)
        #expect(
            store.errors.hasPrefix(
                "todo: the store \(folder.file("todos.json")) cannot be read: line 1, column 1: "))
        #expect(folder.bytes("todos.json") == Array("not json".utf8))
    }

    @Test func timeZoneShiftsTimesInTheBinary() throws {
        _ = try todo("add", "Call", "--due", "2026-03-02T15:00:00Z")
        #expect(try todo("list", zone: "America/New_York").output.contains("Mon 2 Mar 10:00"))
        #expect(try todo("list", zone: "Asia/Kolkata").output.contains("Mon 2 Mar 20:30"))
        #expect(try todo("list", zone: "UTC").output.contains("Mon 2 Mar 15:00"))
    }

    /// A long list, in text or JSON, leaves the binary in chunks as it is made; it must read
    /// exactly as the list made in one piece.
    @Test(arguments: [["list"], ["list", "--json"], ["export"]])
    func aLongListStreamedInChunksIsTheWholeList(arguments: [String]) throws {
        let records = (1...3000).map {
            #"{"title":"Task number \#($0) with a title long enough to fill a row","deadline":"2026-03-0\#($0 % 9 + 1)T12:00:00Z"}"#
        }
        _ = try todo("import", "-", input: "[" + records.joined(separator: ",") + "]")
        let streamed = try todo(arguments).output
        let sandbox = Sandbox()
        sandbox.environment = ["TODO_STORE": folder.file("todos.json")]
        let whole = sandbox.run(arguments).output
        #expect(streamed.utf8.count > 3 * 64 * 1024)
        #expect(streamed == whole)
    }

    @Test func importReadsStandardInput() throws {
        let result = try todo("import", "-", input: #"[{"title":"From stdin"}]"#)
        #expect(result.output == "Imported 1 task: 1 added, 0 updated, 0 unchanged\n")
    }
}
