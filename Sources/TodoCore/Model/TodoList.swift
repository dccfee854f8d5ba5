/// The tasks a command works on, with the rules for changing them.
///
/// A pure value: the store loads it and saves it; every rule here is a function of the tasks,
/// the arguments and a given `now`. A change that names several tasks changes all or none. The
/// list remembers which tasks it changed (`touchedIds`), so that the store writes what changed.
///
/// A list the store read for a few tasks (`TaskScope.only`) holds those alone; it still knows
/// every id ever used, the goals and the fields, and asks the store about the tasks it does not
/// hold where a rule needs them (an open task with the same title).
public struct TodoList: Sendable {
    /// The tasks it holds: the active ones, and the archived ones the store was asked for.
    public private(set) var tasks: [TodoTask]
    /// Every id the store ever gave out, so that none is given out twice.
    public internal(set) var usedIds: IdRangeSet
    /// The goals of recent days (older ones are in the store's goal archive); see `TodoList+Goals`.
    public internal(set) var goals: GoalHistory
    /// Since when the store has had reminders.
    public internal(set) var reminderStart = ReminderStart.always
    /// The user's own fields, as declared (`todo field add`).
    public internal(set) var fieldDeclarations: [FieldDeclaration] = []
    /// The ids of the tasks added, replaced or removed since the list was made.
    public private(set) var touchedIds = Set<Int>()
    /// Whether `touchedIds` tells every change since the store read the list: false for a list
    /// made another way, which the store compares with what it read, task by task.
    var tracksChanges = false
    /// The active tasks of the store the list does not hold, for a list read for a few tasks.
    var unloaded: UnloadedTasks?

    /// Any id held by a task is counted as used, whatever `usedIds` says.
    public init(tasks: [TodoTask], usedIds: IdRangeSet = IdRangeSet(), goals: GoalHistory = GoalHistory()) {
        self.tasks = tasks
        self.goals = goals
        var used = usedIds
        for index in tasks.indices where !used.contains(tasks[index].id) { used.insert(tasks[index].id) }
        self.usedIds = used
    }

    /// The task's fields: the built-in ones and the user's own.
    public var schema: TaskSchema { TaskSchema(declarations: fieldDeclarations) }

    /// The task with this id, if the list holds it.
    public func task(id: Int) -> TodoTask? {
        tasks.first { $0.id == id }
    }

    /// Each task's place in `tasks`, by id: for finding many tasks by id.
    var placesById: [Int: Int] {
        var places: [Int: Int] = [:]
        places.reserveCapacity(tasks.count)
        for index in tasks.indices { places[tasks[index].id] = index }
        return places
    }

    /// The tasks with these ids, each once, in the order named; all of them or an error.
    public func tasks(withIds ids: [Int]) throws(TaskError) -> [TodoTask] {
        try indices(of: ids).map { tasks[$0] }
    }

    /// Adds a task made of `edits` (which must give it a title) with the next fresh id; a
    /// repetition is set in the zone it names, looked up in `zones` (see `TodoList+Recurrence`).
    @discardableResult
    public mutating func add(_ edits: TaskEdits, now: Instant, uuid: String, zones: ZoneLookup = .utc)
        throws(TaskError) -> TodoTask
    {
        let entry = FieldEntry(now: now, zones: zones)
        let blank = TodoTask(id: usedIds.nextFreshId, uuid: uuid, title: "", createdAt: now, modifiedAt: now)
        let task = try Self.settlingRecurrence(of: try edits.applied(to: blank, entry), from: blank, entry)
        guard !task.title.isEmpty else { throw .emptyTitle }
        if let existing = openTask(titled: task.title, except: []) {
            throw .duplicateTitle(title: existing.title, existingId: existing.id)
        }
        try checkParents(of: [(nil, task)])
        try checkBlockers(of: [(nil, task)])
        try checkWaits(of: [(nil, task)])
        appendTask(task)
        return task
    }

    /// Marks the tasks completed at `now`; already completed ones keep their time. A repeating
    /// task moves on instead, and its completed occurrence is recorded as a task of its own (see
    /// `TodoList+Recurrence`).
    public mutating func complete(ids: [Int], now: Instant, zones: ZoneLookup = .utc) throws(TaskError)
        -> [TodoTask]
    {
        try edit(ids: ids, edits: TaskEdits(completion: .complete), now: now, zones: zones)
    }

    /// Marks the tasks not completed; ones that were not completed are left as they are.
    public mutating func uncomplete(ids: [Int], now: Instant) throws(TaskError) -> [TodoTask] {
        try edit(ids: ids, edits: TaskEdits(completion: .uncomplete), now: now)
    }

    /// Changes only the fields named, on every task named, or on none if any rule fails. A
    /// repeating task that the edits complete moves on, and its completed occurrence is added as
    /// a task of its own; repetitions are evaluated in the zones they name, looked up in `zones`.
    public mutating func edit(ids: [Int], edits: TaskEdits, now: Instant, zones: ZoneLookup = .utc)
        throws(TaskError) -> [TodoTask]
    {
        let indices = try indices(of: ids)
        let entry = FieldEntry(now: now, zones: zones)
        var edited: [TodoTask] = []
        var records: [TodoTask] = []
        for index in indices {
            let (task, record) = try Self.applying(edits, to: tasks[index], entry)
            edited.append(task)
            if let record { records.append(record) }
        }
        if edits.changes(TaskField.title.name) {
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
        let changed = indices.indices.map { (before: tasks[indices[$0]], after: edited[$0]) }
        try checkParents(of: changed)
        try checkBlockers(of: changed)
        try checkWaits(of: changed)
        if edits.completion == .complete { try checkCompletion(of: indices) }
        for (index, task) in zip(indices, edited) { replaceTask(at: index, with: task) }
        for record in records { addRecord(record) }
        return edited
    }

    /// Removes the tasks and returns them as they were. Their ids stay used.
    public mutating func delete(ids: [Int]) throws(TaskError) -> [TodoTask] {
        let indices = try indices(of: ids)
        let removed = indices.map { tasks[$0] }
        removeTasks(Set(removed.map(\.id)))
        return removed
    }

    mutating func removeTasks(_ ids: Set<Int>) {
        tasks.removeAll { ids.contains($0.id) }
        touchedIds.formUnion(ids)
    }

    mutating func replaceTask(at index: Int, with task: TodoTask) {
        touchedIds.insert(tasks[index].id)
        touchedIds.insert(task.id)
        tasks[index] = task
    }

    mutating func appendTask(_ task: TodoTask) {
        tasks.append(task)
        usedIds.insert(task.id)
        touchedIds.insert(task.id)
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

    /// The open task whose title names the same task as `title`, but for those `excluded`
    /// (which the list holds), among the tasks the list holds and those it does not.
    func openTask(titled title: String, except excluded: Set<Int>) -> TodoTask? {
        tasks.first { !$0.isCompleted && !excluded.contains($0.id) && $0.title.isSameTitle(as: title) }
            ?? unloaded?.openTask(titled: title)
    }

    /// The task with `edits` made, and for a repeating task they complete, the record of the
    /// occurrence completed. A change of the deadline or of the reminder makes the reminder due
    /// again; any change at all sets `modifiedAt`.
    private static func applying(_ edits: TaskEdits, to original: TodoTask, _ entry: FieldEntry)
        throws(TaskError) -> (task: TodoTask, record: TodoTask?)
    {
        var task = try settlingRecurrence(of: try edits.applied(to: original, entry), from: original, entry)
        var record: TodoTask?
        if edits.completion == .complete, !original.isCompleted,
            let moved = movingOn(task, completedAt: entry.now, zones: entry.zones)
        {
            (task, record) = (moved.series, moved.record)
        }
        if task.deadline != original.deadline || task.remindBefore != original.remindBefore {
            task.remindedAt = nil
        }
        if task != original { task.modifiedAt = entry.now }
        return (task, record)
    }
}
