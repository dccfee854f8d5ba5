import TodoCore

/// How a reminder reads: a line for stdout (`Task 3 is due Thu 5 Mar 18:00 (in 10 min): Pay
/// rent`), a line of `--upcoming`, and the summary and body of a desktop notification.
struct ReminderText {
    let now: Instant
    let zone: ZoneRules

    /// `Task 3 was due Mon 2 Mar 18:00 (3 days ago): Pay rent (reminder 3 days late)`;
    /// `Today's goal, set Sun 1 Mar 09:00 (3 h ago), is not achieved yet: Ship it (1 of 3 done)`.
    func line(_ reminder: Reminder) -> String {
        headline(reminder) + ": " + TerminalText.escaped(reminder.title) + progress(reminder, " (", " done)")
            + lateness(reminder, " (reminder ", ")")
    }

    /// `Thu 5 Mar 17:50 (in 3 h)  Task 3 is due Thu 5 Mar 18:00: Pay rent`.
    func upcomingLine(_ reminder: Reminder) -> String {
        var line = dated(reminder.remindAt) + "  " + subject(reminder)
        if let deadline = reminder.deadline {
            line += " is due " + DateDisplay.absolute(deadline, now: now, zone: zone)
        }
        if let goal = reminder.goal {
            line += ", set " + DateDisplay.absolute(goal.setAt, now: now, zone: zone)
        }
        return line + ": " + TerminalText.escaped(reminder.title)
    }

    /// The title, and what is due when (and how far the goal is, how late this reminder is).
    func notification(_ reminder: Reminder) -> (summary: String, body: String) {
        (
            TerminalText.escaped(reminder.title),
            headline(reminder) + progress(reminder, "; ", " tasks done")
                + lateness(reminder, "; reminder ", "")
        )
    }

    /// `Task 3 is due Thu 5 Mar 18:00 (in 10 min)`, `Today's goal, set … , is not achieved yet`.
    private func headline(_ reminder: Reminder) -> String {
        var text = subject(reminder)
        if let deadline = reminder.deadline {
            text += (deadline > now ? " is due " : " was due ") + dated(deadline)
        }
        if let goal = reminder.goal { text += ", set " + dated(goal.setAt) + ", is not achieved yet" }
        return text
    }

    /// `1 of 3` between `before` and `after`, for a goal with tasks.
    private func progress(_ reminder: Reminder, _ before: String, _ after: String) -> String {
        guard let goal = reminder.goal, !goal.tasks.isEmpty else { return "" }
        return before + "\(goal.doneCount) of \(goal.tasks.count)" + after
    }

    private func lateness(_ reminder: Reminder, _ before: String, _ after: String) -> String {
        reminder.lateBy > 0 ? before + Self.lateness(reminder.lateBy) + " late" + after : ""
    }

    private func subject(_ reminder: Reminder) -> String {
        switch reminder.kind {
        case .task: return "Task \(reminder.id ?? 0)"
        case .goal: return "Today's goal"
        }
    }

    private func dated(_ instant: Instant) -> String {
        DateDisplay.dated(instant, now: now, zone: zone)
    }

    /// `8 min`, `2 h 10 min`, `3 days 4 h`: to the minute, or to the hour from a day on.
    static func lateness(_ seconds: Int64) -> String {
        let unit: Int64 = seconds >= 86_400 ? 3600 : 60
        return ReminderDuration.text(Int(max(unit, (seconds + unit / 2) / unit * unit)))
    }
}
