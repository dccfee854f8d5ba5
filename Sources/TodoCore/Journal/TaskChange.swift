/// One task as a change found it and as the change left it: nil before for a task the change
/// added, nil after for one it removed. What a change did, task by task, by the same rule as the
/// change log: a task whose reminder was only marked delivered did not change.
public struct TaskChange: Hashable, Sendable {
    /// The task before the change, or nil when the change added it.
    public let before: TodoTask?
    /// The task after the change, or nil when the change removed it.
    public let after: TodoTask?

    /// A task as it was and as it is.
    public init(before: TodoTask?, after: TodoTask?) {
        self.before = before
        self.after = after
    }

    /// The tasks `list` changed since it was `original`, by id: `list` is `original` changed by
    /// `TodoList`'s own calls, so only the tasks it touched are compared.
    public static func changes(from original: TodoList, to list: TodoList) -> [TaskChange] {
        let touched = list.touchedIds.union(original.touchedIds)
        guard !touched.isEmpty else { return [] }
        if touched.count <= 8 {
            return touched.sorted().compactMap { id in
                change(before: original.task(id: id), after: list.task(id: id))
            }
        }
        return changes(
            from: original.tasks.filter { touched.contains($0.id) },
            to: list.tasks.filter { touched.contains($0.id) })
    }

    /// The tasks that differ between `before` and `after`, two readings of the same store,
    /// paired by id, in the order of their ids.
    public static func changes(from before: [TodoTask], to after: [TodoTask]) -> [TaskChange] {
        var previous: [Int: TodoTask] = [:]
        previous.reserveCapacity(before.count)
        for task in before { previous[task.id] = task }
        var changes: [(id: Int, change: TaskChange)] = []
        for task in after {
            let old = previous.removeValue(forKey: task.id)
            if let change = change(before: old, after: task) { changes.append((task.id, change)) }
        }
        for (id, task) in previous { changes.append((id, TaskChange(before: task, after: nil))) }
        return changes.sorted { $0.id < $1.id }.map(\.change)
    }

    /// The change of one task, or nil when it did not change (or only its reminder was marked
    /// delivered).
    static func change(before: TodoTask?, after: TodoTask?) -> TaskChange? {
        if let before, let after, ChangeDetector.isBookkeeping(before, after) { return nil }
        if before == nil && after == nil { return nil }
        return TaskChange(before: before, after: after)
    }
}

extension StoreTransaction {
    /// What the change did to each task it touched: as the snapshot read it, as the list has it.
    func taskChanges() throws(StoreError) -> [TaskChange] {
        let ids = snapshot.touchedIds(of: list)
        guard !ids.isEmpty else { return [] }
        // From the end, where the tasks a change adds are, until every one touched is found.
        var after: [Int: TodoTask] = [:]
        for task in list.tasks.reversed() where ids.contains(task.id) {
            after[task.id] = task
            if after.count == ids.count { break }
        }
        var changes: [TaskChange] = []
        for id in ids.sorted() {
            if let change = TaskChange.change(before: try snapshot.originalTask(id: id), after: after[id]) {
                changes.append(change)
            }
        }
        return changes
    }
}
