import Foundation
import TestSupport
import Testing

/// Subtasks and notes through the built binary: the tree in `list` and `show`, the rules of
/// `complete` and `delete`, cycles, and `note`; on the log alone and on a store written whole,
/// whose index says where the subtasks are.
@Suite struct SubtaskEndToEndTests {
    let folder = TemporaryFolder()

    @discardableResult
    func todo(_ words: String..., now: String = "2026-03-01T09:30:00Z") throws -> BuiltBinary.Run {
        try BuiltBinary.run(words, storeIn: folder, now: now, zone: "UTC", extra: ["HOME": folder.path])
    }

    /// Move house (1) with Book the van (2, done), Pack the kitchen (3) and under it Wrap
    /// plates (4); Water plants (5) on its own.
    func moveHouse() throws {
        try todo("add", "Move house")
        try todo("add", "Book the van", "--parent", "1")
        try todo("add", "Pack the kitchen", "--parent", "1")
        try todo("add", "Wrap plates", "--parent", "3")
        try todo("add", "Water plants")
        try todo("done", "2")
    }

    /// Writes the store whole: a task completed days ago waits to be cleared, which the next
    /// change does by writing the main file and its index afresh.
    func writeWhole() throws {
        try todo("add", "Old errand", now: "2026-02-20T09:30:00Z")
        try todo("done", "6", now: "2026-02-20T09:30:00Z")
        try todo("add", "Later")
        #expect(
            !(try String(contentsOfFile: folder.file("todos.json.log"), encoding: .utf8)).contains("Wrap"))
    }

    @Test func listShowsTheTreeAndFilteredListsAreFlat() throws {
        try moveHouse()
        #expect(
            try todo("list").output == """
                Pending (4)
                  1    Move house 1/2
                  3      Pack the kitchen 0/1
                  4        Wrap plates
                  5    Water plants

                Completed (1)
                  2 ✓  ↳1 Book the van         done now

                """)
        #expect(
            try todo("list", "pla").output == """
                Pending (2)
                  4    Wrap plates
                  5    Water plants

                """)
    }

    @Test func showListsSubtasksAndNotesOldestFirst() throws {
        try moveHouse()
        try todo("note", "1", "Van", "company:", "555-0100", now: "2026-03-01T10:00:00Z")
        try todo("note", "1", "Keys to the landlord", now: "2026-03-01T09:45:00Z")
        let show = try todo("show", "1").output
        #expect(
            show.contains("  Subtasks:    1 of 2 done\n    2 ✓  Book the van\n    3    Pack the kitchen\n"))
        #expect(
            show.contains(
                "  Notes:       2 notes, oldest first\n    Sun 1 Mar 09:45  Keys to the landlord\n"
                    + "    Sun 1 Mar 10:00  Van company: 555-0100\n"))
        #expect(try todo("show", "3").output.contains("  Parent:      1 Move house\n"))
        let object = try #require(
            BuiltBinary.jsonObjects("[" + (try todo("show", "1", "--json").output) + "]")?.first)
        let notes = try #require(object["notes"] as? [[String: String]])
        #expect(notes.map { $0["text"] } == ["Keys to the landlord", "Van company: 555-0100"])
        #expect(notes.map { $0["at"] } == ["2026-03-01T09:45:00Z", "2026-03-01T10:00:00Z"])
        #expect(object["parent"] is NSNull)
        let empty = try todo("note", "1", "  ")
        #expect(empty.status == 3)
        #expect(empty.errors == "todo: a note needs some text\n")
        #expect(try todo("note", "9", "x").status == 4)
    }

    @Test func parentsAreCheckedOnTheLogAndOnAStoreWrittenWhole() throws {
        try moveHouse()
        try checkParents()
        try writeWhole()
        try checkParents()
    }

    private func checkParents() throws {
        #expect(try todo("add", "Nowhere", "--parent", "99").status == 4)
        let cycle = try todo("edit", "1", "--parent", "4")
        #expect(cycle.status == 3)
        #expect(cycle.errors.contains("task 1 cannot be a subtask of task 4"))
        #expect(try todo("edit", "3", "--parent", "3").status == 3)
        #expect(try todo("edit", "4", "--parent", "5").status == 0)
        #expect(try todo("show", "5").output.contains("  Subtasks:    0 of 1 done\n    4    Wrap plates\n"))
        #expect(try todo("edit", "4", "--parent", "3").status == 0)
        #expect(try todo("show", "4").output.contains("  Parent:      3 Pack the kitchen\n"))
    }

    @Test func completeRefusesOpenSubtasksAndOneUndoRevertsAll() throws {
        try moveHouse()
        try completeAndUndo()
        try writeWhole()
        try completeAndUndo()
    }

    private func completeAndUndo() throws {
        let refused = try todo("done", "1")
        #expect(refused.status == 3)
        #expect(refused.errors.contains("task 1 has open subtasks: 3, 4"))
        #expect(try todo("done", "3").status == 3)
        let done = try todo("done", "1", "--with-subtasks")
        #expect(done.status == 0)
        #expect(done.output.contains("Completed task 4: Wrap plates"))
        #expect(try todo("list", "pending").output.contains("Water plants"))
        #expect(!(try todo("list", "pending").output.contains("Wrap plates")))
        #expect(try todo("undo").status == 0)
        let pending = try todo("list", "pending").output
        #expect(
            pending.contains("  1    Move house 1/2\n  3      Pack the kitchen 0/1\n  4        Wrap plates\n")
        )
    }

    @Test func deleteRefusesOpenSubtasksAndReleasesCompletedOnes() throws {
        try moveHouse()
        try writeWhole()
        let refused = try todo("delete", "3")
        #expect(refused.status == 3)
        #expect(refused.errors.contains("task 3 has open subtasks: 4"))
        #expect(try todo("done", "4").status == 0)
        #expect(try todo("delete", "3").status == 0)
        #expect(!(try todo("show", "4").output.contains("Parent:")))
        #expect(try todo("delete", "1", "--with-subtasks").output.contains("Deleted task 2: Book the van"))
        #expect(try todo("undo").status == 0)
        #expect(try todo("show", "2").output.contains("  Parent:      1 Move house\n"))
    }

    @Test func noParentMakesATaskOfItsOwnAfterItWasWrittenWhole() throws {
        try moveHouse()
        try writeWhole()
        #expect(try todo("edit", "3", "--no-parent").status == 0)
        // Pack the kitchen left Move house: the index still lists it there, the log says otherwise.
        #expect(try todo("done", "1").status == 0)
        #expect(try todo("done", "3").status == 3)
    }

    /// The README's tree is real: its session, run again, prints what it shows (the UUID aside).
    @Test func theReadmesTreeIsRealOutput() throws {
        let session = try ReadmeSession(under: "Subtasks and notes")
        #expect(session.exports == "$ export TZ=Europe/Berlin TODO_NOW=2026-11-21T08:30:00Z")
        #expect(session.commands.count >= 7)
        try session.expectRealOutput(in: folder, now: "2026-11-21T08:30:00Z", zone: "Europe/Berlin")
    }
}
