extension TaskField {
    /// How long before the deadline the task is reminded of: ten minutes unless told otherwise,
    /// nil for never. Changing it (or the deadline) makes the reminder due again. iCalendar holds
    /// it in an alarm (`VTodoAlarm`); taskwarrior, which has no reminders, in the user-defined
    /// attribute `reminder` (`PT10M`; a task without one has none); todo.txt cannot hold it, and
    /// an import keeps the store's.
    public static let remindBefore = TaskField(
        name: "remindBefore", label: "Remind", changeName: "reminder",
        about:
            "seconds before the deadline that the reminder comes (600 unless told otherwise), or null for none",
        kind: .seconds,
        options: FieldOptions(
            set: "remind", placeholder: "BEFORE",
            help: "remind this long before the deadline: 10m, 1h, 2d, 0 for at the deadline (default 10m)",
            clear: "no-remind", clearHelp: "no reminder for this task"),
        hint: "how long before the deadline (10m, 1h, 2d; 0 at the deadline); empty for never",
        ics: .reminder,
        taskwarrior: .attribute(
            "reminder", order: 110,
            value: .spelled(
                write: { $0.seconds.map { ICalendarDuration.text(Int64($0)) } },
                read: { text in
                    ICalendarDuration.seconds(text).flatMap {
                        (0...Int64(ReminderDuration.longest)).contains($0) ? .seconds(Int($0)) : nil
                    }
                }, refusing: "a duration like PT10M, up to a year")),
        todoTxt: .reminder,
        storedDefault: { _ in .seconds(TodoTask.defaultRemindBefore) },
        read: { $0.remindBefore.map(FieldValue.seconds) },
        write: { task, value in task.remindBefore = value?.seconds },
        check: { value, _, _ throws(TaskError) in
            guard let seconds = value.seconds else { return nil }
            guard (0...ReminderDuration.longest).contains(seconds) else {
                throw .reminderOutOfRange(seconds: seconds)
            }
            return value
        })

    /// When the reminder is due: `remindBefore` before the deadline; nil without either.
    public static let remindAt = TaskField(
        name: "remindAt", label: "Reminder due", about: "the deadline less remindBefore, or null",
        kind: .date, storage: .derived, merge: .none,
        ics: .none, taskwarrior: .none(), todoTxt: .none(),
        read: { $0.remindAt.map(FieldValue.date) },
        write: { _, _ in })

    /// When the reminder was delivered: the store's bookkeeping, which `remind` sets. Both sides
    /// of a sync delivering it keep the earlier time.
    public static let remindedAt = TaskField(
        name: "remindedAt", label: "Reminded", changeName: "reminder",
        about: "when the reminder was delivered, or null", kind: .date, merge: .earlier,
        ics: .none,
        taskwarrior: .attribute("reminded", order: 120, value: .date), todoTxt: .reminderDelivery,
        read: { $0.remindedAt.map(FieldValue.date) },
        write: { task, value in task.remindedAt = value?.date })
}
