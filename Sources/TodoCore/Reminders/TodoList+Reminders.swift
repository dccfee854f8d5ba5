extension TodoList {
    /// Records every reminder due at `now` as delivered at `now`, the tasks' and today's goal's,
    /// and returns them, earliest first. Run under the store's lock, so that two `todo remind`
    /// never deliver one twice.
    public mutating func deliverDueReminders(now: Instant, today: CivilDate) -> [Reminder] {
        var due: [(index: Int, reminder: Reminder)] = []
        for index in tasks.indices where tasks[index].reminderIsDue(at: now, start: reminderStart) {
            let lateness = tasks[index].reminderLateness(at: now, start: reminderStart)
            due.append((index, Reminder(task: tasks[index], lateBy: lateness)))
        }
        for (index, _) in due {
            var task = tasks[index]
            task.remindedAt = now
            replaceTask(at: index, with: task)
        }
        var reminders = due.map(\.reminder)
        if let goal = goal(on: today), goal.reminderIsDue(at: now, today: today),
            let reminded = try? markGoalReminded(on: today, at: now)
        {
            reminders.append(Reminder(goal: reminded, lateBy: goal.reminderLateness(at: now)))
        }
        return reminders.sorted(by: Reminder.isEarlier)
    }

    /// The reminders still to come after `now`, the tasks' and today's goal's, earliest first.
    public func upcomingReminders(after now: Instant, today: CivilDate) -> [Reminder] {
        var reminders = tasks.filter { $0.reminderIsUpcoming(at: now) }.map { Reminder(task: $0) }
        if let goal = goal(on: today), goal.reminderIsUpcoming(at: now, today: today) {
            reminders.append(Reminder(goal: goal))
        }
        return reminders.sorted(by: Reminder.isEarlier)
    }
}

extension Reminder {
    /// Earliest `remindAt` first; then tasks by id, the goal last.
    static func isEarlier(_ one: Reminder, _ other: Reminder) -> Bool {
        (one.remindAt, one.id ?? .max) < (other.remindAt, other.id ?? .max)
    }
}
