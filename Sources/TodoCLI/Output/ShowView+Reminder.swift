import TodoCore

extension ShowView {
    /// `10 min before, Thu 5 Mar 17:50 (in 3 h)`, then `, delivered …` once it was; `none`; `—`
    /// for a task with no deadline and the usual reminder.
    var reminderText: String {
        guard let before = task.remindBefore else { return "none" }
        let offset = before == 0 ? "at the deadline" : ReminderDuration.text(before) + " before"
        guard let remindAt = task.remindAt else {
            return before == TodoTask.defaultRemindBefore ? "—" : offset + " a deadline, once it has one"
        }
        var text = offset + ", " + DateDisplay.dated(remindAt, now: now, zone: zone)
        if let remindedAt = task.remindedAt {
            text += ", delivered " + DateDisplay.absolute(remindedAt, now: now, zone: zone)
        }
        return text
    }
}
