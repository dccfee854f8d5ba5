import Foundation
import TodoCore

/// A copy of the store in which 3,000 of the open tasks are subtasks (1,000 parents with three
/// each, a third of those with a subtask of their own), and one open task has 100 notes: what
/// `list (3,000 subtasks)` and `show (100 notes)` are timed on. Made in-process, through the
/// same `TodoStore` the commands use, then written whole.
struct SubtaskFixture: Sendable {
    let store: String
    /// An open task without notes, and one with 100.
    let plainId: Int
    let notedId: Int

    static func make(copying folder: Scratch, tasks: [TodoTask], now: Instant) throws -> SubtaskFixture {
        try FileManager.default.copyItem(atPath: folder.path("store"), toPath: folder.path("store-subtasks"))
        let store = folder.path("store-subtasks/todos.json")
        let open = tasks.filter { !$0.isCompleted }.map(\.id)
        guard open.count >= 4_002 else {
            throw SpawnError(description: "the subtask store needs 4,002 open tasks, not \(open.count)")
        }
        try TodoStore(path: store, command: "bench subtasks").update(now: now, scope: .all(archived: .none)) {
            list in
            for (offset, child) in open[1_000..<4_000].enumerated() {
                // Every third subtask sits under another subtask, the rest under one of the first 1,000.
                let parent = offset % 3 == 2 ? open[1_000 + offset - 1] : open[offset % 1_000]
                let edits = TaskEdits([FieldEdit(.parent, .set(.task(parent)))])
                _ = try list.edit(ids: [child], edits: edits, now: now)
            }
            for note in 0..<100 {
                let at = Instant(secondsSince1970: now.secondsSince1970 - 100 + Int64(note))
                try list.addNote(
                    "Note \(note): what the plumber said about the pipes", to: open[4_001], now: at)
            }
        }
        try TodoStore(path: store).compact(now: now)
        return SubtaskFixture(store: store, plainId: open[4_000], notedId: open[4_001])
    }
}
