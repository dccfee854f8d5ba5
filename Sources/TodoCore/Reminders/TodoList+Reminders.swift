extension TodoList {
    /// Records every reminder due at `now` as delivered at `now`, and returns them, earliest
    /// first. Run under the store's lock, so that two `todo remind` never deliver one twice.
    public mutating func deliverDueReminders(now: Instant) -> [Reminder] {
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
        return due.map(\.reminder).sorted(by: Reminder.isEarlier)
    }

    /// The reminders still to come after `now`, earliest first.
    public func upcomingReminders(after now: Instant) -> [Reminder] {
        tasks.filter { $0.reminderIsUpcoming(at: now) }.map { Reminder(task: $0) }.sorted(
            by: Reminder.isEarlier)
    }
}

extension Reminder {
    /// Earliest `remindAt` first; then tasks by id.
    static func isEarlier(_ one: Reminder, _ other: Reminder) -> Bool {
        (one.remindAt, one.id ?? 0) < (other.remindAt, other.id ?? 0)
    }
}
