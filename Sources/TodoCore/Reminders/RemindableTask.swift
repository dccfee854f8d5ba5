/// What the rules of reminders need of a task. Both a whole `TodoTask` and the
/// `ReminderSummary` that `remind` reads cheaply have it, and both follow the rules below.
public protocol RemindableTask: ListableTask {
    /// When the reminder is due, or nil for a task with no deadline or no reminder.
    var remindAt: Instant? { get }
    /// When the reminder was delivered, or nil while it has not been.
    var remindedAt: Instant? { get }
    /// When the task last changed by a user's doing.
    var modifiedAt: Instant { get }
}

extension RemindableTask {
    /// Whether the reminder is to be delivered at `now`: its time has come, it was not
    /// delivered yet, the task is not completed, and its deadline had not passed before the
    /// store had reminders (see `ReminderStart`).
    public func reminderIsDue(at now: Instant, start: ReminderStart) -> Bool {
        guard let remindAt, remindAt <= now, remindedAt == nil, !isCompleted else { return false }
        if let beginning = start.beginning(now: now), let deadline, deadline < beginning { return false }
        return true
    }

    /// Whether the reminder is still to come after `now`.
    public func reminderIsUpcoming(at now: Instant) -> Bool {
        guard let remindAt, remindAt > now, remindedAt == nil, !isCompleted else { return false }
        return true
    }

    /// How late a due reminder is at `now`, in seconds: from the moment it could first have been
    /// delivered (its time, the task's last change, or the start of reminders, whichever came
    /// last), or 0 within `Reminder.toleranceSeconds` of it.
    public func reminderLateness(at now: Instant, start: ReminderStart) -> Int64 {
        guard let remindAt else { return 0 }
        var earliest = max(remindAt, modifiedAt)
        if let beginning = start.beginning(now: now) { earliest = max(earliest, beginning) }
        let late = now.seconds(since: earliest)
        return late > Reminder.toleranceSeconds ? late : 0
    }
}

extension TodoTask: RemindableTask {}
