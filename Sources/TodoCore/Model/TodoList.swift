/// The tasks a command works on, with the rules for changing them (`todo help tasks`).
///
/// A pure value: the store loads it and saves it; every rule here is a function of the tasks,
/// the arguments and a given `now`. A change that names several tasks changes all or none.
public struct TodoList: Sendable {
    /// The tasks it holds: the active ones, and the archived ones the store was asked for.
    public private(set) var tasks: [TodoTask]
    /// Every id the store ever gave out, so that none is given out twice.
    public internal(set) var usedIds: IdRangeSet
    /// The goals of recent days (older ones are in the store's goal archive); see `TodoList+Goals`.
    public internal(set) var goals: GoalHistory
    /// Since when the store has had reminders.
    public internal(set) var reminderStart = ReminderStart.always

    /// Any id held by a task is counted as used, whatever `usedIds` says.
    public init(tasks: [TodoTask], usedIds: IdRangeSet = IdRangeSet(), goals: GoalHistory = GoalHistory()) {
        self.tasks = tasks
        self.goals = goals
        var used = usedIds
        for index in tasks.indices where !used.contains(tasks[index].id) { used.insert(tasks[index].id) }
        self.usedIds = used
    }

    /// The task with this id, if the list holds it.
    public func task(id: Int) -> TodoTask? {
        tasks.first { $0.id == id }
    }

    /// The tasks with these ids, each once, in the order named; all of them or an error.
    public func tasks(withIds ids: [Int]) throws(TaskError) -> [TodoTask] {
        try indices(of: ids).map { tasks[$0] }
    }

    /// Adds a task with the next fresh id.
    @discardableResult
    public mutating func add(_ draft: TaskDraft, now: Instant, uuid: String) throws(TaskError) -> TodoTask {
        let title = draft.title.trimmed
        guard !title.isEmpty else { throw .emptyTitle }
        if let deadline = draft.deadline, deadline <= now {
            throw .deadlineNotInFuture(deadline: deadline, now: now)
        }
        let location = try Self.normalized(draft.location)
        try Self.checkReminder(draft.remindBefore)
        if let existing = openTask(titled: title, except: []) {
            throw .duplicateTitle(title: existing.title, existingId: existing.id)
        }
        let task = TodoTask(
            id: usedIds.nextFreshId, uuid: uuid, title: title, details: draft.details?.nonEmptyTrimmed,
            deadline: draft.deadline, location: location, createdAt: now, modifiedAt: now,
            tags: TagList.normalized(draft.tags), project: draft.project?.nonEmptyTrimmed,
            priority: draft.priority,
            remindBefore: draft.remindBefore)
        tasks.append(task)
        usedIds.insert(task.id)
        return task
    }

    /// Marks the tasks completed at `now`; already completed ones keep their time.
    public mutating func complete(ids: [Int], now: Instant) throws(TaskError) -> [TodoTask] {
        var changes = TaskChanges()
        changes.completion = .complete
        return try edit(ids: ids, changes: changes, now: now)
    }

    /// Marks the tasks not completed; ones that were not completed are left as they are.
    public mutating func uncomplete(ids: [Int], now: Instant) throws(TaskError) -> [TodoTask] {
        var changes = TaskChanges()
        changes.completion = .uncomplete
        return try edit(ids: ids, changes: changes, now: now)
    }

    /// Changes only the fields named, on every task named, or on none if any rule fails.
    public mutating func edit(ids: [Int], changes: TaskChanges, now: Instant) throws(TaskError) -> [TodoTask]
    {
        let indices = try indices(of: ids)
        if case .set(let deadline) = changes.deadline, deadline <= now {
            throw .deadlineNotInFuture(deadline: deadline, now: now)
        }
        var edited: [TodoTask] = []
        for index in indices {
            edited.append(try Self.applying(changes, to: tasks[index], now: now))
        }
        if changes.title != nil {
            let editedIds = Set(edited.map(\.id))
            var seen: [String: TodoTask] = [:]
            for task in edited where !task.isCompleted {
                if let existing = seen[task.title.titleKey] ?? openTask(titled: task.title, except: editedIds)
                {
                    throw .duplicateTitle(title: existing.title, existingId: existing.id)
                }
                seen[task.title.titleKey] = task
            }
        }
        for (index, task) in zip(indices, edited) { tasks[index] = task }
        return edited
    }

    /// Removes the tasks and returns them as they were. Their ids stay used.
    public mutating func delete(ids: [Int]) throws(TaskError) -> [TodoTask] {
        let indices = try indices(of: ids)
        let removed = indices.map { tasks[$0] }
        let removedIds = Set(removed.map(\.id))
        tasks.removeAll { removedIds.contains($0.id) }
        return removed
    }

    mutating func replaceTask(at index: Int, with task: TodoTask) {
        tasks[index] = task
    }

    mutating func appendTask(_ task: TodoTask) {
        tasks.append(task)
        usedIds.insert(task.id)
    }

    /// The positions of the named tasks, each once, in the order named.
    func indices(of ids: [Int]) throws(TaskError) -> [Int] {
        var positions: [Int: Int] = [:]
        positions.reserveCapacity(tasks.count)
        for (index, task) in tasks.enumerated() { positions[task.id] = index }
        var result: [Int] = []
        var missing: [Int] = []
        var seen = Set<Int>()
        for id in ids where seen.insert(id).inserted {
            if let index = positions[id] { result.append(index) } else { missing.append(id) }
        }
        guard missing.isEmpty else { throw .notFound(ids: missing) }
        return result
    }

    private func openTask(titled title: String, except excluded: Set<Int>) -> TodoTask? {
        tasks.first { !$0.isCompleted && !excluded.contains($0.id) && $0.hasSameTitle(as: title) }
    }

    private static func normalized(_ location: Location?) throws(TaskError) -> Location? {
        guard let location else { return nil }
        let address = location.address?.nonEmptyTrimmed
        guard let name = location.name.nonEmptyTrimmed ?? address else { throw .emptyLocationName }
        return Location(name: name, address: address)
    }

    /// The task with `changes` applied. A change of the deadline or of the reminder makes the
    /// reminder due again; any change at all sets `modifiedAt`.
    private static func applying(_ changes: TaskChanges, to original: TodoTask, now: Instant)
        throws(TaskError)
        -> TodoTask
    {
        var task = try applyingFields(changes, to: original, now: now)
        if task.deadline != original.deadline || task.remindBefore != original.remindBefore {
            task.remindedAt = nil
        }
        if task != original { task.modifiedAt = now }
        return task
    }

    private static func applyingFields(_ changes: TaskChanges, to task: TodoTask, now: Instant)
        throws(TaskError) -> TodoTask
    {
        var task = task
        if !changes.addedTags.isEmpty || !changes.removedTags.isEmpty {
            task.tags = TagList.edited(task.tags, adding: changes.addedTags, removing: changes.removedTags)
        }
        switch changes.project {
        case .keep: break
        case .set(let project): task.project = project.nonEmptyTrimmed
        case .clear: task.project = nil
        }
        switch changes.priority {
        case .keep: break
        case .set(let priority): task.priority = priority
        case .clear: task.priority = nil
        }
        switch changes.remindBefore {
        case .keep: break
        case .set(let seconds):
            try checkReminder(seconds)
            task.remindBefore = seconds
        case .clear: task.remindBefore = nil
        }
        if let title = changes.title {
            task.title = title.trimmed
            guard !task.title.isEmpty else { throw .emptyTitle }
        }
        switch changes.details {
        case .keep: break
        case .set(let text): task.details = text.nonEmptyTrimmed
        case .clear: task.details = nil
        }
        switch changes.deadline {
        case .keep: break
        case .set(let deadline): task.deadline = deadline
        case .clear: task.deadline = nil
        }
        task.location = try editedLocation(task.location, changes)
        switch changes.completion {
        case .complete?: task.completedAt = task.completedAt ?? now
        case .uncomplete?: task.completedAt = nil
        case nil: break
        }
        return task
    }

    private static func checkReminder(_ seconds: Int?) throws(TaskError) {
        guard let seconds, !(0...ReminderDuration.longest).contains(seconds) else { return }
        throw .reminderOutOfRange(seconds: seconds)
    }

    private static func editedLocation(_ location: Location?, _ changes: TaskChanges) throws(TaskError)
        -> Location?
    {
        var name = location?.name
        var address = location?.address
        switch changes.locationName {
        case .keep: break
        case .set(let newName):
            guard let trimmed = newName.nonEmptyTrimmed else { throw .emptyLocationName }
            name = trimmed
        case .clear:
            name = nil
            address = nil
        }
        switch changes.address {
        case .keep: break
        case .set(let newAddress): address = newAddress.nonEmptyTrimmed
        case .clear: address = nil
        }
        guard let name = name ?? address else { return nil }
        return Location(name: name, address: address)
    }
}
