import TodoCore

/// What `complete`, `uncomplete` and `edit` share: apply edits to the tasks named, all or none,
/// and hand back each task as it was and as it is.
enum TaskEdit {
    /// Applies the edits `make` gives for the store's fields (its schema), under the store's lock.
    static func apply(
        to ids: [Int], referenced: [Int] = [], in context: CommandContext,
        _ make: (TaskSchema) throws -> TaskEdits
    ) throws -> [(before: TodoTask, after: TodoTask)] {
        try apply(to: ids, referenced: referenced, in: context, make, reading: { _ in () }).edited
    }

    /// The same, and what `reading` reads of the list once the edits are made, under the same
    /// lock. `withSubtasks` adds the open subtasks of the tasks, at any depth, after them;
    /// `referenced` are other tasks the edits name (a parent), read even when archived.
    static func apply<Extra>(
        to named: [Int], withSubtasks: Bool = false, referenced: [Int] = [], in context: CommandContext,
        _ make: (TaskSchema) throws -> TaskEdits, reading: (TodoList) -> Extra
    ) throws -> (edited: [(before: TodoTask, after: TodoTask)], extra: Extra) {
        try context.update(
            scope: .only(named + referenced),
            refreshing: { result, list in
                (result.edited.map { ($0.before, list.task(id: $0.after.id) ?? $0.after) }, reading(list))
            }
        ) { list in
            let ids = withSubtasks ? list.withSubtasks(named, including: { !$0.isCompleted }) : named
            let before = try list.tasks(withIds: ids)
            let after = try list.edit(
                ids: ids, edits: try make(list.schema), now: context.now, zones: context.zones)
            return (Array(zip(before, after)), reading(list))
        }
    }
}
