import TodoCore

/// What `complete`, `uncomplete` and `edit` share: apply changes to the tasks named, all or
/// none, and hand back each task as it was and as it is.
enum TaskEdit {
    static func apply(_ changes: TaskChanges, to ids: [Int], in context: CommandContext) throws -> [(
        before: TodoTask, after: TodoTask
    )] {
        try apply(changes, to: ids, in: context) { _ in () }.edited
    }

    /// The same, and what `reading` reads of the list once the changes are made, under the same lock.
    static func apply<Extra>(
        _ changes: TaskChanges, to ids: [Int], in context: CommandContext, reading: (TodoList) -> Extra
    ) throws -> (edited: [(before: TodoTask, after: TodoTask)], extra: Extra) {
        try context.store.update(now: context.now, archived: .ids(ids)) { list in
            let before = try list.tasks(withIds: ids)
            let after = try list.edit(ids: ids, changes: changes, now: context.now)
            return (Array(zip(before, after)), reading(list))
        }
    }
}
