/// The rules of a day's goal (seed 003). The date is the caller's local "today": the core reads
/// no clock and no zone. Every change is all or none: each rule is checked before anything moves.
extension TodoList {
    /// The goal of `date`, its tasks' titles and completion as they are in the list now (the
    /// copies it keeps are brought up to date on the next write).
    public func goal(on date: CivilDate) -> DayGoal? {
        goals.goal(on: date).map(withCurrentTasks)
    }

    /// Sets the goal of `date` with the tasks chosen: existing ones by id, new ones by title (a
    /// title that an open task has names that task). What it refuses: an empty title, a day that
    /// has a goal unless `replacing`, more than three tasks, an unknown id.
    /// - Returns: the goal, and the tasks it added.
    @discardableResult
    public mutating func setGoal(
        _ title: String, tasks choices: [GoalTaskChoice], on date: CivilDate, now: Instant, replacing: Bool,
        makeUUID: () -> String
    ) throws -> (goal: DayGoal, added: [TodoTask]) {
        guard let title = title.nonEmptyTrimmed else { throw GoalError.emptyTitle }
        if let existing = goals.goal(on: date), !replacing {
            throw GoalError.alreadySet(date: date, title: existing.title)
        }
        let (linked, added) = try linkTasks(choices, after: [], now: now, makeUUID: makeUUID)
        let goal = DayGoal(date: date, title: title, tasks: linked, setAt: now)
        goals.put(goal)
        return (goal, added)
    }

    /// Links the chosen tasks to the goal of `date`; ones linked already stay as they are.
    /// - Returns: the goal, and the tasks it added.
    @discardableResult
    public mutating func addGoalTasks(
        _ choices: [GoalTaskChoice], on date: CivilDate, now: Instant, makeUUID: () -> String
    )
        throws -> (goal: DayGoal, added: [TodoTask])
    {
        guard let goal = self.goal(on: date) else { throw GoalError.noGoal(date: date) }
        let (linked, added) = try linkTasks(choices, after: goal.tasks, now: now, makeUUID: makeUUID)
        let changed = goals.update(on: date) { stored in
            stored.tasks += linked
            return stored
        }
        return (changed.map(withCurrentTasks) ?? goal, added)
    }

    /// Unlinks tasks from the goal of `date`; the tasks themselves stay. An id the goal does not
    /// have is not found (exit 4), and nothing changes.
    @discardableResult
    public mutating func removeGoalTasks(ids: [Int], on date: CivilDate) throws -> (
        goal: DayGoal, removed: [GoalTask]
    ) {
        guard let goal = self.goal(on: date) else { throw GoalError.noGoal(date: date) }
        let missing = ids.filter { !goal.contains(taskId: $0) }
        guard missing.isEmpty else { throw TaskError.notFound(ids: missing) }
        let removed = goal.tasks.filter { ids.contains($0.id) }
        let changed = goals.update(on: date) { stored in
            stored.tasks.removeAll { ids.contains($0.id) }
            return stored
        }
        return (changed.map(withCurrentTasks) ?? goal, removed)
    }

    /// Marks the goal of `date` achieved at `now` (`true`) or not achieved (`false`). A goal
    /// already so stays as it is (and keeps when it was achieved).
    /// - Returns: the goal as it was and as it is.
    @discardableResult
    public mutating func markGoal(achieved: Bool, on date: CivilDate, now: Instant) throws(GoalError) -> (
        before: DayGoal, after: DayGoal
    ) {
        guard let before = goal(on: date) else { throw .noGoal(date: date) }
        let after = goals.update(on: date) { stored in
            stored.achievedAt = achieved ? stored.achievedAt ?? now : nil
            return stored
        }
        return (before, after.map(withCurrentTasks) ?? before)
    }

    /// Records that the reminder of the goal of `date` was delivered at `instant` (for `todo
    /// remind`, which reminds of a goal 3 hours after `setAt` unless it is achieved).
    @discardableResult
    public mutating func markGoalReminded(on date: CivilDate, at instant: Instant) throws(GoalError)
        -> DayGoal
    {
        guard
            let goal = goals.update(
                on: date,
                { stored in
                    stored.remindedAt = instant
                    return stored
                })
        else { throw .noGoal(date: date) }
        return withCurrentTasks(goal)
    }

    /// Copies the goal of the most recent day before `date` that had one, if it was not
    /// achieved, to `date`, with its tasks that are not completed.
    /// - Parameter archived: the latest goal of the goal archive, for when the list holds no
    ///   goal before `date` (see `TodoStore.readGoals`).
    /// - Returns: the new goal, and the goal it carries on.
    @discardableResult
    public mutating func carryGoal(
        to date: CivilDate, now: Instant, replacing: Bool, archived: DayGoal? = nil
    )
        throws(GoalError) -> (goal: DayGoal, from: DayGoal)
    {
        if let existing = goals.goal(on: date), !replacing {
            throw .alreadySet(date: date, title: existing.title)
        }
        guard let stored = goals.latest(before: date) ?? archived.flatMap({ $0.date < date ? $0 : nil })
        else {
            throw .nothingToCarry
        }
        let earlier = withCurrentTasks(stored)
        if earlier.isAchieved { throw .alreadyAchieved(date: earlier.date, title: earlier.title) }
        let goal = DayGoal(
            date: date, title: earlier.title, tasks: earlier.tasks.filter { !$0.isCompleted }, setAt: now,
            carriedFrom: earlier.date)
        goals.put(goal)
        return (goal, earlier)
    }

    /// Brings the copies that goals keep of their tasks up to date, for the goals of `today` and
    /// later: a goal's record of a day is the tasks as they stood at the last change of that day.
    mutating func refreshGoals(from today: CivilDate) {
        for goal in goals.goals.reversed() {
            guard goal.date >= today else { break }
            let current = withCurrentTasks(goal)
            if current != goal { goals.put(current) }
        }
    }

    /// The goal with its tasks as they are now. A repeating task moves on when it is completed:
    /// it counts as completed when an occurrence of it was completed since the goal was set.
    private func withCurrentTasks(_ goal: DayGoal) -> DayGoal {
        var goal = goal
        for index in goal.tasks.indices {
            guard let task = task(id: goal.tasks[index].id) else { continue }
            var current = GoalTask(task)
            if !current.isCompleted, task.recurrence != nil,
                tasks.contains(where: {
                    $0.occurrenceOf == task.uuid && ($0.completedAt ?? .earliest) >= goal.setAt
                })
            {
                current.isCompleted = true
            }
            goal.tasks[index] = current
        }
        return goal
    }

    /// The tasks `choices` name, in the order named, beyond the ones `linked` already: existing
    /// ones checked, new ones added. All rules are checked before the first task is added.
    private mutating func linkTasks(
        _ choices: [GoalTaskChoice], after linked: [GoalTask], now: Instant, makeUUID: () -> String
    ) throws -> (linked: [GoalTask], added: [TodoTask]) {
        var chosen: [GoalTaskChoice] = []
        for choice in choices {
            var resolved = choice
            if case .title(let text) = choice {
                guard let title = text.nonEmptyTrimmed else { throw TaskError.emptyTitle }
                let open = openTask(titled: title, except: [])
                resolved = open.map { .id($0.id) } ?? .title(title)
            }
            if case .id(let id) = resolved, linked.contains(where: { $0.id == id }) { continue }
            if !chosen.contains(where: { $0.namesSameTask(as: resolved) }) { chosen.append(resolved) }
        }
        let count = linked.count + chosen.count
        guard count <= DayGoal.taskLimit else { throw GoalError.tooManyTasks(count: count) }
        _ = try tasks(withIds: chosen.compactMap(\.id))
        var result: [GoalTask] = []
        var added: [TodoTask] = []
        for choice in chosen {
            switch choice {
            case .id(let id):
                if let task = task(id: id) { result.append(GoalTask(task)) }
            case .title(let title):
                let task = try add(.titled(title), now: now, uuid: makeUUID())
                added.append(task)
                result.append(GoalTask(task))
            }
        }
        return (result, added)
    }
}

extension GoalTaskChoice {
    fileprivate var id: Int? {
        if case .id(let id) = self { return id }
        return nil
    }

    fileprivate func namesSameTask(as other: GoalTaskChoice) -> Bool {
        switch (self, other) {
        case (.id(let one), .id(let two)): return one == two
        case (.title(let one), .title(let two)): return one.isSameTitle(as: two)
        default: return false
        }
    }
}
