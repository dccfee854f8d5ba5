import Foundation
import TestSupport
import Testing

/// Bugs the reliability suite found, each pinned by the smallest case that showed it.
@Suite struct ReliabilityRegressionTests {
    let folder = TemporaryFolder()

    var environment: [String: String] {
        ["TODO_STORE": folder.file("todos.json"), "TODO_NOW": "2026-03-01T09:30:00Z", "TZ": "UTC"]
    }

    /// A manifest whose `nextSegment` is Int.max crashed the next change that archived a task
    /// (arithmetic overflow naming the new segment). It is refused as corrupt, like other
    /// impossible numbers.
    @Test func aNextSegmentNumberPastTheLargestIsRefusedNotACrash() throws {
        let store = """
            {"version":2,"usedIds":[[1,1]],"archive":{"nextSegment":9223372036854775807,"segments":[]},"tasks":[
            {"id":1,"uuid":"u1","title":"old","createdAt":"2026-01-01T00:00:00Z","completedAt":"2026-01-02T00:00:00Z"}
            ]}
            """
        folder.write(store, to: "todos.json")
        let run = try BuiltBinary.run(["add", "new"], environment: environment, in: folder)
        #expect(!run.wasSignalled)
        #expect(run.status == 5)
        #expect(run.errors.hasPrefix("todo: the store ") && run.errors.contains("nextSegment"))
        #expect(folder.bytes("todos.json") == Array(store.utf8))
    }

    /// Importing a task with id 2^53 − 1 (allowed) and then adding one gave the new task id
    /// 2^53, acknowledged with exit 0, in a store that no later command could read. The change
    /// is refused instead and the store stays readable.
    @Test func noChangeWritesAnIdTheStoreCannotReadBack() throws {
        let sandbox = Sandbox()
        let imported = sandbox.run("import", "-", input: #"[{"id":9007199254740991,"title":"last id"}]"#)
        #expect(imported.status == 0)
        let before = sandbox.folder.bytes("todos.json")

        let added = sandbox.run("add", "one more")
        #expect(added.status == 5)
        #expect(added.errors.hasPrefix("todo: cannot write ") && added.errors.contains("9007199254740991"))
        #expect(sandbox.folder.bytes("todos.json") == before)
        let listing = sandbox.run("list")
        #expect(listing.status == 0 && listing.output.contains("last id"))

        let importedMore = sandbox.run("import", "-", input: #"[{"title":"another"}]"#)
        #expect(importedMore.status == 5)
        #expect(sandbox.run("list").status == 0)
    }

    /// A change that moved a task to the archive wrote the new segment, then could not write
    /// the main file (a full disk): the segment, listed nowhere, stayed until some later change
    /// to the archive. It is removed at once, so a failed change leaves nothing behind.
    @Test func aFailedChangeLeavesNoNewSegmentBehind() throws {
        let sandbox = Sandbox()
        for number in 1...20 {
            sandbox.run("add", "task \(number), with a title long enough to fill the page")
        }
        sandbox.run("done", "1")
        let before = sandbox.folder.bytes("todos.json")
        let environment = ["TODO_STORE": sandbox.storePath, "TODO_NOW": "2026-03-03T09:30:00Z", "TZ": "UTC"]
        // Files of 512 bytes at most: the new one-task segment fits, the main file does not.
        let limited = [
            "-c", "trap '' XFSZ; ulimit -f 1; exec \"$0\" \"$@\"", BuiltBinary.path, "add", "during",
        ]
        let run = try BuiltBinary.run(
            limited, environment: environment, in: sandbox.folder, executable: "/bin/sh")
        #expect(run.status == 5 && run.errors.hasPrefix("todo: cannot write "))
        #expect(sandbox.folder.bytes("todos.json") == before)
        #expect(sandbox.folder.names(in: "todos.json.archive") == [])
    }

    /// The Arabic letter mark (U+061C) reached the terminal raw from `list`, and the direction
    /// overrides (U+202E and kin) from the message about a date that cannot be read.
    @Test func everyBidiControlIsShownEscaped() {
        let sandbox = Sandbox()
        let added = sandbox.run("add", "\u{061C}mark")
        let listed = sandbox.run("list")
        let badDate = sandbox.run("add", "later", "--due", "\u{202E}tomorrow\u{2066}")
        #expect(added.status == 0 && listed.status == 0 && badDate.status == 2)
        for text in [added.output, listed.output, badDate.errors] {
            #expect(!text.unicodeScalars.contains { [0x061C, 0x202E, 0x2066].contains($0.value) }, "\(text)")
        }
    }

    /// `list` built a string of spaces as wide as the widest location for every row, and threw
    /// it away: 3,000 tasks and one 100,000-character place took 4 s to list (a store the
    /// fuzz grew took over a second for 900 tasks). The time no longer grows with that width.
    @Test func listingTimeDoesNotGrowWithTheWidestLocation() {
        let sandbox = Sandbox()
        var records = (1...3000).map { #"{"title":"task \#($0)"}"# }
        records.append(#"{"title":"far","location":{"name":"\#(String(repeating: "x", count: 100_000))"}}"#)
        #expect(sandbox.run("import", "-", input: "[" + records.joined(separator: ",") + "]").status == 0)
        let started = ContinuousClock.now
        let listing = sandbox.run("list")
        let took = ContinuousClock.now - started
        #expect(listing.status == 0)
        #expect(took < .seconds(1), "list took \(took)")
    }
}
