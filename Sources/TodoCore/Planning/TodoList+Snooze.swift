extension TodoList {
    /// Moves the deadlines of the tasks named (`snooze`), all or none, each as `move` says in
    /// `zone` at `now`; the new deadline is set as `edit --due` sets it, so a repeating task keeps
    /// its rule and its next occurrence is the rule's first after the new deadline. Completed
    /// tasks, and tasks without a deadline unless `move` gives one, are refused.
    public mutating func snooze(
        ids: [Int], move: SnoozeMove, now: Instant, zone: ZoneRules, zones: ZoneLookup
    ) throws -> [TodoTask] {
        if case .to(let instant) = move, instant <= now { throw SnoozeError.notInFuture(deadline: instant) }
        var deadlines: [(id: Int, deadline: Instant)] = []
        for task in try tasks(withIds: ids) {
            guard !task.isCompleted else { throw SnoozeError.completed(id: task.id) }
            let current: Instant
            if let deadline = task.deadline {
                current = deadline
            } else if case .to(let instant) = move {
                current = instant
            } else {
                throw SnoozeError.noDeadline(id: task.id)
            }
            guard let moved = move.moved(current, now: now, zone: zone) else {
                throw SnoozeError.stillPast(id: task.id, deadline: current)
            }
            deadlines.append((task.id, moved))
        }
        var snoozed: [TodoTask] = []
        for (id, deadline) in deadlines {
            var edits = TaskEdits()
            edits.set(.deadline, .date(deadline))
            snoozed += try edit(ids: [id], edits: edits, now: now, zones: zones)
        }
        return snoozed
    }
}
