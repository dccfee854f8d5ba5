import Foundation
import TestSupport
import Testing

/// Waiting and blocked tasks through the built binary: the options and their exit codes, the
/// task object's members, `list` (hidden, marked, `list waiting`, `list all`), the `is:` filters
/// with the others, `show`, and undo.
@Suite struct WaitingBlockedEndToEndTests {
    let folder = TemporaryFolder()

    @discardableResult
    func todo(_ words: String..., now: String = "2026-03-01T09:30:00Z") throws -> BuiltBinary.Run {
        try BuiltBinary.run(words, storeIn: folder, now: now, zone: "UTC", extra: ["HOME": folder.path])
    }

    /// The ids `todo list WORDS --json` lists.
    func listed(_ words: String..., now: String = "2026-03-01T09:30:00Z") throws -> [Int] {
        let run = try BuiltBinary.run(
            ["list"] + words + ["--json"], storeIn: folder, now: now, zone: "UTC",
            extra: ["HOME": folder.path])
        try #require(run.status == 0, "\(run.errors)")
        return try #require(BuiltBinary.jsonObjects(run.output)).compactMap { $0["id"] as? Int }
    }

    func object(_ id: Int, now: String = "2026-03-01T09:30:00Z") throws -> [String: Any] {
        try #require(
            BuiltBinary.jsonObjects("[" + (try todo("show", String(id), "--json", now: now).output) + "]")?
                .first)
    }

    /// Book the van (1); Pack boxes (2) blocked by 1; Move house (3) blocked by 1 and 2; Call
    /// the landlord (4) waiting until tomorrow 9:00; Water plants (5) +home; Take out the bins
    /// (6), repeating daily.
    func moveHouse() throws {
        try todo("add", "Book the van")
        try todo("add", "Pack boxes", "--blocked-by", "1")
        try todo("add", "Move house", "--blocked-by", "1", "--blocked-by", "2")
        try todo("add", "Call the landlord", "--wait", "tomorrow 9:00")
        try todo("add", "Water plants", "+home")
        try todo("add", "Take out the bins", "--due", "tomorrow 8:00", "--every", "day")
    }

    @Test func listLeavesOutWaitingTasksAndMarksBlockedOnes() throws {
        try moveHouse()
        let list = try todo("list").output
        #expect(list.contains("  2 ⊘  Pack boxes\n") && list.contains("  3 ⊘  Move house\n"))
        #expect(list.contains("  1    Book the van\n") && !list.contains("Call the landlord"))
        #expect(try listed() == [6, 1, 2, 3, 5], "the waiting task is left out")
        #expect(try listed("pending") == [6, 1, 2, 3, 5])
        #expect(try listed("all") == [6, 1, 2, 3, 4, 5], "list all shows it")
        #expect(try listed("waiting") == [4])
        #expect(try todo("list", "waiting").output.contains("  4 ◷  Call the landlord\n"))
        #expect(try todo("list", "all").output.contains("  4 ◷  Call the landlord\n"))
        // At its wait it is listed again, no longer marked.
        #expect(try listed(now: "2026-03-02T09:00:00Z") == [6, 1, 2, 3, 4, 5])
        #expect(try listed("waiting", now: "2026-03-02T09:00:00Z") == [])
    }

    @Test func isFiltersCombineWithTheOthers() throws {
        try moveHouse()
        #expect(try listed("is:blocked") == [2, 3])
        #expect(try listed("is:ready") == [6, 1, 5])
        #expect(try listed("is:waiting") == [4], "asked for, the waiting task is shown")
        #expect(try listed("is:repeating") == [6])
        #expect(try listed("is:ready", "+home") == [5])
        #expect(try listed("is:blocked", "move") == [3])
        #expect(try listed("completed", "is:ready") == [])
        let bad = try todo("list", "is:stuck")
        #expect(bad.status == 2)
        #expect(bad.errors == "todo: 'is:' takes blocked, ready, waiting or repeating, not 'stuck'\n")
        #expect(try todo("list", "is:blocked").output.contains("  2 ⊘  Pack boxes\n"))
    }

    @Test func theTaskObjectSaysWaitAndBlockers() throws {
        try moveHouse()
        let moving = try object(3)
        #expect(moving["blockedBy"] as? [Int] == [1, 2])
        #expect(moving["blocked"] as? Bool == true)
        #expect(moving["wait"] is NSNull)
        #expect(moving["waiting"] as? Bool == false)
        let calling = try object(4)
        #expect(calling["wait"] as? String == "2026-03-02T09:00:00Z")
        #expect(calling["waiting"] as? Bool == true)
        #expect(calling["blockedBy"] as? [Int] == [])
        #expect(calling["blocked"] as? Bool == false)
        #expect(try object(4, now: "2026-03-02T09:00:01Z")["waiting"] as? Bool == false)
        // Every command's --json works them out from the whole store.
        let edited = try #require(
            BuiltBinary.jsonObjects(try todo("edit", "2", "--priority", "high", "--json").output))
        #expect(edited.first?["blocked"] as? Bool == true)
        let added = try #require(
            BuiltBinary.jsonObjects(
                "[" + (try todo("add", "Label boxes", "--blocked-by", "2", "--json").output) + "]"))
        #expect(added.first?["blocked"] as? Bool == true && added.first?["blockedBy"] as? [Int] == [2])
        // Completing the task it waits on unblocks it; deleting does too.
        try todo("done", "1")
        #expect(try object(2)["blocked"] as? Bool == false)
        #expect(try object(3)["blocked"] as? Bool == true, "task 2 is still open")
        try todo("delete", "2")
        #expect(try object(3)["blocked"] as? Bool == false, "a deleted task no longer counts")
        #expect(try object(3)["blockedBy"] as? [Int] == [1, 2])
    }

    @Test func showSaysWhatItWaitsOn() throws {
        try moveHouse()
        try todo("done", "1")
        let show = try todo("show", "3").output
        #expect(show.contains("  State:       pending, blocked\n"))
        #expect(show.contains("  Blocked by:  1 Book the van (done); 2 Pack boxes (open)\n"))
        #expect(try todo("show", "2").output.contains("  Blocks:      1 open task\n"))
        let waiting = try todo("show", "4").output
        #expect(waiting.contains("  State:       pending, waiting\n"))
        #expect(waiting.contains("  Wait:        Mon 2 Mar 09:00"))
    }

    @Test func refusalsAndTheirExitCodes() throws {
        try moveHouse()
        let unknown = try todo("edit", "1", "--blocked-by", "99")
        #expect(unknown.status == 4)
        #expect(unknown.errors == "todo: there is no task 99 to wait on; 'todo list' shows the ids\n")
        #expect(try todo("add", "Nowhere", "--blocked-by", "42").status == 4)
        let itself = try todo("edit", "1", "--blocked-by", "1")
        #expect(itself.status == 3)
        #expect(itself.errors == "todo: task 1 cannot be blocked by itself\n")
        let circle = try todo("edit", "1", "--blocked-by", "3")
        #expect(circle.status == 3)
        #expect(circle.errors == "todo: task 1 cannot be blocked by task 3, which waits on it: 1 → 3 → 1\n")
        #expect(try todo("edit", "1", "--blocked-by", "2").status == 3, "2 waits on 1")
        let past = try todo("edit", "5", "--wait", "2026-03-01 09:00")
        #expect(past.status == 3)
        #expect(past.errors.contains("is in the past"))
        let afterDeadline = try todo("add", "Late", "--due", "tomorrow", "--wait", "+3d")
        #expect(afterDeadline.status == 3)
        #expect(afterDeadline.errors.contains("is after the deadline"))
        #expect(try todo("edit", "6", "--wait", "+3d").status == 3, "the bins are due tomorrow")
        #expect(try todo("edit", "4", "--due", "2026-03-01 23:00").status == 3, "before its wait")
        #expect(try todo("add", "Odd", "--wait", "someday soon").status == 2)
        #expect(try todo("add", "Odd", "--blocked-by", "x").status == 2)
        #expect(try todo("edit", "4", "--wait", "+1d", "--no-wait").status == 2)
        #expect(try listed("all") == [6, 1, 2, 3, 4, 5], "nothing was changed")
    }

    @Test func undoUndoesEachChange() throws {
        try moveHouse()
        try todo("edit", "3", "--unblock", "1")
        #expect(try object(3)["blockedBy"] as? [Int] == [2])
        try todo("edit", "4", "--no-wait")
        #expect(try listed() == [6, 1, 2, 3, 4, 5])
        try todo("edit", "5", "--blocked-by", "4", "--wait", "+2h")
        #expect(try listed("is:waiting") == [5])
        try todo("undo")
        let five = try object(5)
        #expect(five["blockedBy"] as? [Int] == [] && five["wait"] is NSNull)
        try todo("undo")
        #expect(try listed() == [6, 1, 2, 3, 5], "waiting again")
        try todo("undo")
        #expect(try object(3)["blockedBy"] as? [Int] == [1, 2])
        try todo("edit", "3", "--no-blockers")
        #expect(try object(3)["blocked"] as? Bool == false)
        try todo("undo")
        #expect(try object(3)["blocked"] as? Bool == true)
    }

    /// A wait named by its day alone is the start of that day: the task shows on that day.
    @Test func aWaitOnADayShowsTheTaskFromThatDaysStart() throws {
        try todo("add", "Call the landlord", "--wait", "friday")
        #expect(try object(1)["wait"] as? String == "2026-03-06T00:00:00Z")
        #expect(try listed() == [])
        #expect(try listed(now: "2026-03-06T00:00:00Z") == [1])
    }
}
