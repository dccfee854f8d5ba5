extension TaskField {
    /// Until when the task waits: an open task is left out of the list (but for `list waiting`
    /// and `list all`) until then. A wait a person enters is later than now; the list's rule
    /// (`TodoList.checkWaits`) keeps it no later than the deadline. iCalendar has no such
    /// property: `X-TODO-WAIT`; taskwarrior's own `wait`; todo.txt's threshold `t:` (the day).
    public static let wait = TaskField(
        name: "wait", label: "Wait", about: "an instant until which the open task is hidden, or null",
        kind: .threshold,
        options: FieldOptions(
            set: "wait", placeholder: "WHEN",
            help:
                "hide it from the list until WHEN (a day alone: its start), later than now and not after the deadline",
            clear: "no-wait", clearHelp: "stop waiting: list it again"),
        hint: "as 'todo help dates' reads it; empty for none",
        ics: .property("X-TODO-WAIT", order: 105, value: .instant),
        taskwarrior: .attribute("wait", order: 55, value: .date), todoTxt: .threshold,
        read: { $0.wait.map(FieldValue.date) },
        write: { task, value in task.wait = value?.date },
        check: { value, _, entry throws(TaskError) in
            guard let wait = value.date else { return nil }
            guard wait > entry.now else { throw .waitNotInFuture(wait: wait, now: entry.now) }
            return value
        })

    /// Whether the task waits: it is open and its wait is later than now. Worked out from the
    /// clock, never stored (`TaskFacts`).
    public static let waiting = TaskField(
        name: "waiting", label: "Waiting",
        about: "true while the task is open and its wait is later than now (derived, never stored)",
        kind: .flag, storage: .derived, merge: .none, ics: .none, taskwarrior: .none(), todoTxt: .none(),
        read: { _ in nil }, write: { _, _ in }, derive: { _, facts in .flag(facts.isWaiting) })
}
