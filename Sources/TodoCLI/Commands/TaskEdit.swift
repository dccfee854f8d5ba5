import TodoCore

/// What `complete`, `uncomplete` and `edit` share: apply edits to the tasks named, all or none,
/// and hand back each task as it was and as it is.
enum TaskEdit {
    /// Applies the edits `make` gives for the store's fields (its schema), under the store's lock.
    static func apply(
        to ids: [Int], in context: CommandContext, _ make: (TaskSchema) throws -> TaskEdits
    ) throws -> [(before: TodoTask, after: TodoTask)] {
        try apply(to: ids, in: context, make, reading: { _ in () }).edited
    }

    /// The same, and what `reading` reads of the list once the edits are made, under the same lock.
    static func apply<Extra>(
        to ids: [Int], in context: CommandContext, _ make: (TaskSchema) throws -> TaskEdits,
        reading: (TodoList) -> Extra
    ) throws -> (edited: [(before: TodoTask, after: TodoTask)], extra: Extra) {
        try context.update(
            scope: .only(ids),
            refreshing: { result, list in
                (result.edited.map { ($0.before, list.task(id: $0.after.id) ?? $0.after) }, reading(list))
            }
        ) { list in
            let before = try list.tasks(withIds: ids)
            let after = try list.edit(
                ids: ids, edits: try make(list.schema), now: context.now, zones: context.zones)
            return (Array(zip(before, after)), reading(list))
        }
    }
}
