extension TaskField {
    /// Notes written on the task (`todo note`), each with its time, oldest first: iCalendar's
    /// COMMENT properties, taskwarrior's annotations. todo.txt cannot carry them, and an import of
    /// a task the store has keeps the store's. Sync merges them as a set: a note written on
    /// either side is kept.
    public static let notes = TaskField(
        name: "notes", label: "Notes",
        about: "an array of {\"at\": an instant, \"text\": a string}, oldest first, possibly empty",
        kind: .notes, merge: .union,
        ics: .comments, taskwarrior: .annotations,
        todoTxt: .none(reconcile: ImportReconciliation.keptFromStore),
        read: { $0.notes.isEmpty ? nil : .notes($0.notes) },
        write: { task, value in task.notes = value?.notes.map(TaskNote.ordered) ?? [] })
}
