import Foundation
import TodoCore

/// A copy of the store in which 2,000 open tasks wait (a wait in the next days, before any
/// deadline) and 2,000 others are blocked, each by an open task of its own: what `list (2,000
/// waiting, 2,000 blocked)` is timed on. Made in-process, through the same `TodoStore` the
/// commands use, by the same rules, then written whole.
struct PlanningFixture: Sendable {
    let store: String

    static let waiting = 2_000
    static let blocked = 2_000

    static func make(copying folder: Scratch, tasks: [TodoTask], now: Instant) throws -> PlanningFixture {
        try FileManager.default.copyItem(atPath: folder.path("store"), toPath: folder.path("store-planning"))
        let store = folder.path("store-planning/todos.json")
        let later = now + 3 * 86_400
        // A wait must come before the deadline: tasks due within the wait cannot wait.
        let open = tasks.filter { !$0.isCompleted && $0.parent == nil }
        let canWait = open.filter { task in task.deadline.map { $0 > later } ?? true }.map(\.id)
        let waiters = Array(canWait.prefix(waiting))
        let waiterIds = Set(waiters)
        let others = open.map(\.id).filter { !waiterIds.contains($0) }
        guard waiters.count == waiting, others.count >= 2 * blocked else {
            throw SpawnError(
                description: "the planning store needs \(waiting) open tasks that can wait and "
                    + "\(2 * blocked) others, not \(waiters.count) and \(others.count)")
        }
        try TodoStore(path: store, command: "bench planning").update(now: now, scope: .all(archived: .none)) {
            list in
            let wait = TaskEdits([FieldEdit(.wait, .set(.date(later)))])
            _ = try list.edit(ids: waiters, edits: wait, now: now)
            for offset in 0..<blocked {
                let edits = TaskEdits([FieldEdit(.blockedBy, .add(.tasks([others[blocked + offset]])))])
                _ = try list.edit(ids: [others[offset]], edits: edits, now: now)
            }
        }
        try TodoStore(path: store).compact(now: now)
        return PlanningFixture(store: store)
    }
}
