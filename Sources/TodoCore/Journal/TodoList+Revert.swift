extension TodoList {
    /// Reverts the change `entry` records: the tasks it changed or removed are put back as they
    /// were, with their ids and uuids, and the tasks it added are removed (their ids stay used);
    /// the same for days' goals.
    /// A reminder delivered since the change stays delivered, unless the task's deadline or
    /// reminder goes back to another one.
    mutating func revert(_ entry: JournalEntry) {
        var previous: [Int: TodoTask] = [:]
        for task in entry.before { previous[task.id] = task }
        var positions: [Int: Int] = [:]
        for (index, task) in tasks.enumerated() { positions[task.id] = index }
        var added: [Int] = []
        for touched in entry.tasks {
            guard var restored = previous[touched.id] else {
                if positions[touched.id] != nil { added.append(touched.id) }
                continue
            }
            guard let index = positions[touched.id] else {
                positions[touched.id] = tasks.count
                appendTask(restored)
                continue
            }
            let current = tasks[index]
            if let delivered = current.remindedAt, delivered > entry.date,
                current.deadline == restored.deadline,
                current.remindBefore == restored.remindBefore
            {
                restored.remindedAt = delivered
            }
            replaceTask(at: index, with: restored)
        }
        if !added.isEmpty { _ = try? delete(ids: added) }
        goals = GoalChanges.reverting(entry, in: goals)
        if let fieldsBefore = entry.fieldsBefore { fieldDeclarations = fieldsBefore }
    }
}
