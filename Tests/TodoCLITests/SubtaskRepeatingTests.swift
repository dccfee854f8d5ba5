import Foundation
import TestSupport
import Testing

/// Repeating tasks in the tree of subtasks, through the built binary: a repeating subtask moves
/// on and its record stays under the parent; a repeating parent is completed with its subtasks
/// only with `--with-subtasks`, in one change that `undo` reverts; on the log and on a store
/// written whole, whose index finds the family a change reads.
@Suite struct SubtaskRepeatingTests {
    let folder = TemporaryFolder()

    @discardableResult
    func todo(_ words: String..., now: String = "2026-03-01T09:30:00Z") throws -> BuiltBinary.Run {
        try BuiltBinary.run(words, storeIn: folder, now: now, zone: "UTC", extra: ["HOME": folder.path])
    }

    /// Chores (1) with Water plants (2, every monday); Weekly review (3, every friday) with
    /// Inbox zero (4) and Sort mail (5, every friday).
    func chores() throws {
        try todo("add", "Chores")
        try todo("add", "Water plants", "--every", "monday", "--parent", "1")
        try todo("add", "Weekly review", "--every", "friday")
        try todo("add", "Inbox zero", "--parent", "3")
        try todo("add", "Sort mail", "--every", "friday", "--parent", "3")
    }

    /// Writes the store whole, main file and index afresh: a task completed days ago waits to be
    /// cleared, which the next change does.
    func writeWhole() throws {
        try todo("add", "Old errand", now: "2026-02-20T09:30:00Z")
        try todo("done", "6", now: "2026-02-20T09:30:00Z")
        try todo("add", "Later")
        let log = try String(contentsOfFile: folder.file("todos.json.log"), encoding: .utf8)
        #expect(!log.contains("Water plants"))
    }

    func completingWaterPlantsRecordsItUnderChores(record: Int) throws {
        let done = try todo("--json", "done", "2")
        #expect(done.status == 0)
        let object = try #require(BuiltBinary.jsonObjects(done.output)?.first)
        #expect(object["deadline"] as? String == "2026-03-09T23:59:59Z")
        #expect(object["parent"] as? Int == 1)
        let occurrence = try #require(object["completedOccurrence"] as? [String: Any])
        #expect(occurrence["id"] as? Int == record)
        #expect(occurrence["parent"] as? Int == 1)
        #expect(occurrence["occurrenceOf"] as? String == object["uuid"] as? String)
        let list = try todo("list").output
        #expect(list.contains("\n  1    Chores 1/2\n  2 ↻    Water plants     Mon 9 Mar 23:59"))
        #expect(list.contains("\n  \(record) ✓  ↳1 Water plants    Mon 2 Mar 23:59  done now\n"))
        let refused = try todo("done", "1")
        #expect(refused.status == 3)
        #expect(refused.errors.hasPrefix("todo: task 1 has open subtasks: 2;"))
    }

    @Test func aRepeatingSubtaskMovesOnAndItsRecordStaysUnderItsParent() throws {
        try chores()
        try completingWaterPlantsRecordsItUnderChores(record: 6)
    }

    @Test func aRepeatingSubtaskMovesOnInAStoreWrittenWhole() throws {
        try chores()
        try writeWhole()
        try completingWaterPlantsRecordsItUnderChores(record: 8)
        #expect(try todo("show", "8").output.contains("  Parent:        1 Chores\n"))
    }

    @Test func aRepeatingParentMovesOnWithItsSubtasksInOneChange() throws {
        try chores()
        let refused = try todo("done", "3")
        #expect(refused.status == 3)
        #expect(refused.errors.hasPrefix("todo: task 3 has open subtasks: 4, 5;"))
        let done = try todo("done", "3", "--with-subtasks")
        #expect(done.status == 0)
        #expect(
            done.output == """
                Completed task 3: Weekly review; next due Fri 13 Mar 23:59 (in 12 days)
                Completed task 4: Inbox zero
                Completed task 5: Sort mail; next due Fri 13 Mar 23:59 (in 12 days)

                """)
        let list = try todo("list").output
        #expect(list.hasPrefix("Pending (4)\n  3 ↻  Weekly review 2/3  Fri 13 Mar 23:59  in 12 days\n"))
        #expect(list.contains("\n  6 ✓  Weekly review      Fri 6 Mar 23:59   done now\n"))
        #expect(list.contains("\n  7 ✓  ↳3 Sort mail       Fri 6 Mar 23:59   done now\n"))
        let undo = try todo("undo")
        #expect(undo.status == 0)
        #expect(undo.output.contains("removed task 6: Weekly review\n  removed task 7: Sort mail\n"))
        #expect(
            try todo("list").output == """
                Pending (5)
                  3 ↻  Weekly review 0/2  Fri 6 Mar 23:59  in 5 days
                  5 ↻    Sort mail        Fri 6 Mar 23:59  in 5 days
                  4      Inbox zero
                  1    Chores 0/1
                  2 ↻    Water plants     Mon 2 Mar 23:59  tomorrow 23:59

                """)
    }

    @Test func aRepeatingParentInAStoreWrittenWholeReadsItsSubtasks() throws {
        try chores()
        try writeWhole()
        #expect(try todo("done", "3").status == 3)
        #expect(try todo("done", "3", "--with-subtasks").status == 0)
        let shown = try todo("show", "3").output
        #expect(shown.contains("  Subtasks:    2 of 3 done\n"))
        #expect(shown.contains("Fri 13 Mar 23:59"))
    }
}
