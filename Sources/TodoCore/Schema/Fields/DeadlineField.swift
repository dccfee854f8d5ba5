extension TaskField {
    /// When the task is due; a deadline a person enters must be later than now (an import may
    /// restore one in the past). Its other rules are the list's: a reminder counts from it, the
    /// state is derived from it, `due:` filters by its local day.
    public static let deadline = TaskField(
        name: "deadline", label: "Deadline", about: "an instant, or null", kind: .date, storage: .always,
        options: FieldOptions(
            set: "due", aliases: ["deadline"], placeholder: "WHEN",
            help: "the deadline, later than now (see 'todo help dates')", clear: "no-due",
            clearAliases: ["no-deadline"], clearHelp: "remove the deadline"),
        hint: "as 'todo help dates' reads it (2026-03-05 17:30, friday 5pm, +3d)",
        ics: .deadline, taskwarrior: .attribute("due", order: 50, value: .date), todoTxt: .deadline,
        read: { $0.deadline.map(FieldValue.date) },
        write: { task, value in task.deadline = value?.date },
        check: { value, _, entry throws(TaskError) in
            guard let deadline = value.date else { return nil }
            guard deadline > entry.now else { throw .deadlineNotInFuture(deadline: deadline, now: entry.now) }
            return value
        })
}
