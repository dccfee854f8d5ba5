/// The rules of subtasks: a task's parent is a task the list holds, and no task is its own
/// parent at any depth; a task with open subtasks is completed or deleted only with them.
///
/// Subtasks are found among the tasks the list holds: a command that completes or deletes reads
/// the active tasks, where every open subtask is (only completed tasks are archived).
extension TodoList {
    /// The subtasks of the task `id` the list holds, in the list's order.
    public func subtasks(of id: Int) -> [TodoTask] {
        tasks.filter { $0.parent == id }
    }

    /// `ids`, then every subtask below them at any depth that `including` takes, each once,
    /// the subtasks in the list's order under each task in turn. Ids the list does not hold
    /// are kept, for the change to refuse.
    public func withSubtasks(_ ids: [Int], including: (TodoTask) -> Bool = { _ in true }) -> [Int] {
        withSubtasks(ids, children: childPositions(), including: including)
    }

    private func withSubtasks(
        _ ids: [Int], children: [Int: [Int]], including: (TodoTask) -> Bool = { _ in true }
    ) -> [Int] {
        var result = ids
        var seen = Set(ids)
        var next = 0
        while next < result.count {
            for position in children[result[next]] ?? [] where seen.insert(tasks[position].id).inserted {
                guard including(tasks[position]) else { continue }
                result.append(tasks[position].id)
            }
            next += 1
        }
        return result
    }

    /// The subtasks of `ids` at any depth that are not completed and not `named`, by the first
    /// task that has any: what completing or deleting `named` must not leave behind.
    func openSubtasks(of ids: [Int], named: Set<Int>) -> (id: Int, subtasks: [Int])? {
        guard tasks.contains(where: { $0.parent != nil }) else { return nil }
        let children = childPositions()
        var positions: [Int: Int] = [:]
        for position in tasks.indices { positions[tasks[position].id] = position }
        for id in ids {
            let open = withSubtasks([id], children: children).dropFirst().filter { subtask in
                !named.contains(subtask) && positions[subtask].map { !tasks[$0].isCompleted } == true
            }
            if !open.isEmpty { return (id, open.sorted()) }
        }
        return nil
    }

    /// Refuses tasks whose new parent is unknown, the task itself or one of its subtasks.
    /// `changed` are the tasks as they are about to be, beside what they were (nil: a new task).
    func checkParents(of changed: [(before: TodoTask?, after: TodoTask)]) throws(TaskError) {
        let moved = changed.filter { $0.after.parent != nil && $0.after.parent != $0.before?.parent }
        guard !moved.isEmpty else { return }
        var parents: [Int: Int?] = [:]
        for position in tasks.indices { parents[tasks[position].id] = tasks[position].parent }
        for (_, task) in changed { parents[task.id] = task.parent }
        for (_, task) in moved {
            guard let parent = task.parent else { continue }
            guard parent != task.id else { throw .parentCycle(id: task.id, parent: parent) }
            guard parents[parent] != nil else { throw .parentNotFound(id: parent) }
            var seen = Set<Int>()
            var ancestor: Int? = parent
            while let current = ancestor, seen.insert(current).inserted {
                guard current != task.id else { throw .parentCycle(id: task.id, parent: parent) }
                ancestor = parents[current] ?? nil
            }
        }
    }

    /// Refuses to complete the tasks at `positions` that are not completed yet while they
    /// have open subtasks not among them.
    func checkCompletion(of positions: [Int]) throws(TaskError) {
        let opening = positions.filter { !tasks[$0].isCompleted }.map { tasks[$0].id }
        guard !opening.isEmpty,
            let found = openSubtasks(of: opening, named: Set(positions.map { tasks[$0].id }))
        else { return }
        throw .openSubtasks(id: found.id, subtasks: found.subtasks, deleting: false)
    }

    /// Removes the tasks and returns them as they were, as `delete(ids:)` does, by the rules of
    /// subtasks: with `withSubtasks`, every subtask below them goes too; without, a task with
    /// open subtasks is refused, and its completed subtasks stay, as tasks of their own (their
    /// change at `now`).
    public mutating func delete(ids: [Int], withSubtasks: Bool, now: Instant) throws(TaskError)
        -> [TodoTask]
    {
        let named = withSubtasks ? self.withSubtasks(ids) : ids
        if !withSubtasks, let found = openSubtasks(of: named, named: Set(named)) {
            throw .openSubtasks(id: found.id, subtasks: found.subtasks, deleting: true)
        }
        let removed = try delete(ids: named)
        releaseSubtasks(of: Set(removed.map(\.id)), now: now)
        return removed
    }

    /// Makes the subtasks of the tasks `removed` tasks of their own; `now`, when given, is
    /// their change.
    mutating func releaseSubtasks(of removed: Set<Int>, now: Instant?) {
        guard !removed.isEmpty else { return }
        for position in tasks.indices {
            guard let parent = tasks[position].parent, removed.contains(parent) else { continue }
            var task = tasks[position]
            task.parent = nil
            if let now { task.modifiedAt = now }
            replaceTask(at: position, with: task)
        }
    }

    /// Adds a note to the task `id`, stamped `now`, after its others; the note is `text`
    /// trimmed, and must not be empty.
    @discardableResult
    public mutating func addNote(_ text: String, to id: Int, now: Instant) throws(TaskError) -> TodoTask {
        let text = text.trimmed
        guard !text.isEmpty else { throw .emptyNote }
        guard let position = try indices(of: [id]).first else { throw .notFound(ids: [id]) }
        var task = tasks[position]
        task.notes = TaskNote.ordered(task.notes + [TaskNote(at: now, text: text)])
        task.modifiedAt = now
        replaceTask(at: position, with: task)
        return task
    }

    /// The positions of each task's subtasks, by the task's id.
    func childPositions() -> [Int: [Int]] {
        var children: [Int: [Int]] = [:]
        for position in tasks.indices {
            if let parent = tasks[position].parent { children[parent, default: []].append(position) }
        }
        return children
    }
}
