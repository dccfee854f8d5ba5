import Foundation
import TodoCore

/// The 10,000 tasks of the bench with 1,000 of the open ones with a deadline made repeating
/// (every day, week, 2 weeks, month on its day or the 31st, by turns), imported into a store of
/// their own: what `list` of a store with repeating tasks, and `complete` of one, are timed on.
struct RepeatingStore: Sendable {
    let store: String
    /// The repeating tasks' ids, one per run of `complete (repeating)`.
    let ids: [Int]

    static let count = 1000

    static func create(tasks: [TodoTask], in folder: Scratch, fixture: TodoFixture, now: Instant) throws
        -> RepeatingStore
    {
        var tasks = tasks
        let candidates = tasks.indices.filter { tasks[$0].completedAt == nil && tasks[$0].deadline != nil }
        let step = max(1, candidates.count / count)
        let chosen = Array(
            stride(from: 0, to: candidates.count, by: step).prefix(count).map { candidates[$0] })
        let rules = [
            "FREQ=DAILY", "FREQ=WEEKLY", "FREQ=WEEKLY;INTERVAL=2", "FREQ=MONTHLY",
            "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1",
        ]
        for (number, index) in chosen.enumerated() {
            tasks[index].recurrence = Recurrence(rrule: rules[number % rules.count], zone: "UTC")
        }
        try folder.write(TodoFixture.jsonArray(tasks), to: "repeating.json")
        let store = folder.path("repeating/todos.json")
        var environment = fixture.environment
        environment["TODO_STORE"] = store
        let imported = try ProcessTimer.capture(
            Invocation(
                executable: fixture.binary, arguments: ["import", folder.path("repeating.json")],
                environment: environment),
            scratch: folder)
        guard imported.status == 0 else {
            throw SpawnError(description: "todo import of the repeating tasks failed: \(imported.output)")
        }
        return RepeatingStore(store: store, ids: chosen.map { tasks[$0].id })
    }
}
