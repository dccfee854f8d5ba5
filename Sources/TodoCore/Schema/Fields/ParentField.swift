extension TaskField {
    /// The task this one is a subtask of, at any depth: its id in JSON, its UID in iCalendar
    /// (`RELATED-TO;RELTYPE=PARENT`). The list's rules for it (the parent is a task the store
    /// has, and no task is its own ancestor) are `TodoList`'s; taskwarrior and todo.txt cannot
    /// carry it, and an import of a task the store has keeps the store's.
    public static let parent = TaskField(
        name: "parent", label: "Parent", about: "the id of the task this one is a subtask of, or null",
        kind: .task,
        options: FieldOptions(
            set: "parent", placeholder: "ID", help: "make it a subtask of task ID (at any depth)",
            clear: "no-parent", clearHelp: "make it a task of its own again"),
        hint: "the id of the task it is a subtask of; empty for none",
        ics: .parent, taskwarrior: .none(reconcile: ImportReconciliation.keptFromStore),
        todoTxt: .none(reconcile: ImportReconciliation.keptFromStore),
        read: { $0.parent.map(FieldValue.task) },
        write: { task, value in task.parent = value?.taskId })
}
