extension TaskField {
    /// The tasks this one waits on, by id: it is blocked while any of them is open. The list's
    /// rules (each is a task the store has; no task waits on itself, however far round) are
    /// `TodoList`'s; a task deleted since no longer counts. iCalendar says
    /// `RELATED-TO;RELTYPE=DEPENDS-ON` (RFC 9253) and taskwarrior `depends`, both by uuid;
    /// todo.txt cannot, and an import of a task the store has keeps the store's.
    public static let blockedBy = TaskField(
        name: "blockedBy", label: "Blocked by", changeName: "blockers",
        about: "an array of the ids of the tasks it waits on, possibly empty", kind: .tasks,
        options: FieldOptions(
            set: "blocked-by", placeholder: "ID",
            help: "wait on task ID: blocked while it is open (repeatable)", clear: "no-blockers",
            clearHelp: "wait on no task", isRepeatable: true, remove: "unblock",
            removeHelp: "stop waiting on task ID (repeatable)"),
        hint: "the ids of the tasks it waits on, separated by spaces", merge: .union,
        ics: .blockers, taskwarrior: .depends, todoTxt: .none(reconcile: ImportReconciliation.keptFromStore),
        read: { $0.blockedBy.isEmpty ? nil : .tasks($0.blockedBy) },
        write: { task, value in task.blockedBy = value?.taskIds ?? [] })

    /// Whether the task is blocked: it is open and a task it waits on is open. Worked out from
    /// the other tasks, never stored (`TaskFacts`).
    public static let blocked = TaskField(
        name: "blocked", label: "Blocked",
        about: "true while the task is open and a task it waits on is open (derived, never stored)",
        kind: .flag, storage: .derived, merge: .none, ics: .none, taskwarrior: .none(), todoTxt: .none(),
        read: { _ in nil }, write: { _, _ in }, derive: { _, facts in .flag(facts.isBlocked) })
}
