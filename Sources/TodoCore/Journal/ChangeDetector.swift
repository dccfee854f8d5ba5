/// Works out what a change did to the tasks, from the store as read and the list as it is to be
/// written: the list knows which tasks it touched, and the snapshot gives each as it was.
struct ChangeDetector {
    /// What the change did: the tasks and goals it touched, and those it changed or removed as
    /// they were.
    struct Outcome {
        var touched: [TouchedTask] = []
        var before: [TodoTask] = []
        var goals: [TouchedGoal] = []
        var goalsBefore: [DayGoal] = []
        /// The user's field declarations before the change, when it changed them.
        var fieldsBefore: [FieldDeclaration]?
    }

    let snapshot: StoreSnapshot

    /// The outcome, or nil when the change touched no task, goal or field declaration in a way
    /// the log records: a change that only marked reminders delivered (`remindedAt`) is the
    /// store's bookkeeping, not the user's doing, and undoing it would only deliver those
    /// reminders again.
    func outcome(of list: TodoList) throws(StoreError) -> Outcome? {
        var before: [TodoTask] = []
        var after: [TodoTask] = []
        let touched = snapshot.touchedIds(of: list).sorted()
        let places = touched.count > 16 ? list.placesById : nil
        for id in touched {
            if let original = try snapshot.originalTask(id: id) { before.append(original) }
            if let task = places.map({ $0[id].map { list.tasks[$0] } }) ?? list.task(id: id) {
                after.append(task)
            }
        }
        var outcome = Self.outcome(before: before, after: after) ?? Outcome()
        (outcome.goals, outcome.goalsBefore) = GoalChanges.between(snapshot.document.goals, list.goals)
        if list.fieldDeclarations != snapshot.document.fieldDeclarations {
            outcome.fieldsBefore = snapshot.document.fieldDeclarations
        }
        let isEmpty = outcome.touched.isEmpty && outcome.goals.isEmpty && outcome.fieldsBefore == nil
        return isEmpty ? nil : outcome
    }

    /// Pairs the tasks as they were with the tasks as they are, by id (a list never holds one
    /// id twice). A change of a few tasks, as most are, is paired without building tables. A task
    /// whose reminder delivery alone changed counts as changed only with `countingReminders`.
    static func outcome(before: [TodoTask], after: [TodoTask], countingReminders: Bool = false) -> Outcome? {
        let isSmall = before.count <= 8
        var previous: [Int: TodoTask] = [:]
        var kept = Set<Int>()
        if !isSmall { for task in before { previous[task.id] = task } }
        var outcome = Outcome()
        for task in after {
            let old = isSmall ? before.first { $0.id == task.id } : previous[task.id]
            guard let old else {
                outcome.touched.append(TouchedTask(id: task.id, title: task.title, action: .added))
                continue
            }
            if !isSmall { kept.insert(task.id) }
            guard countingReminders ? old != task : !isBookkeeping(old, task) else { continue }
            outcome.touched.append(TouchedTask(id: task.id, title: task.title, action: .changed))
            outcome.before.append(old)
        }
        for task in before {
            let remains = isSmall ? after.contains { $0.id == task.id } : kept.contains(task.id)
            guard !remains else { continue }
            outcome.touched.append(TouchedTask(id: task.id, title: task.title, action: .removed))
            outcome.before.append(task)
        }
        guard !outcome.touched.isEmpty else { return nil }
        if outcome.touched.count > 1 {
            outcome.touched.sort { $0.id < $1.id }
            outcome.before.sort { $0.id < $1.id }
        }
        return outcome
    }

    /// Whether `new` differs from `old` only in when its reminder was delivered.
    static func isBookkeeping(_ old: TodoTask, _ new: TodoTask) -> Bool {
        var probe = new
        probe.remindedAt = old.remindedAt
        return probe == old
    }
}
