extension TaskField {
    /// When the task was added: the store's own, never entered.
    public static let createdAt = TaskField(
        name: "createdAt", label: "Created", about: "an instant", kind: .date, storage: .always, merge: .none,
        ics: .property("CREATED", order: 10, value: .instant, fallbacks: ["DTSTAMP"]),
        taskwarrior: .attribute("entry", order: 30, value: .date), todoTxt: .creation,
        read: { .date($0.createdAt) },
        write: { task, value in if let date = value?.date { task.createdAt = date } })

    /// When the task was completed: set by `complete`, cleared by `uncomplete`. Both sides of a
    /// sync completing it keep the earlier time.
    public static let completedAt = TaskField(
        name: "completedAt", label: "Completed", changeName: "completed",
        about: "an instant, or null: set by complete, cleared by uncomplete", kind: .date, storage: .always,
        merge: .earlier,
        ics: .completion, taskwarrior: .completion, todoTxt: .completion,
        read: { $0.completedAt.map(FieldValue.date) },
        write: { task, value in task.completedAt = value?.date })

    /// When the task last changed by a user's doing; the store leaves it out when it is the
    /// creation or completion. todo.txt cannot say it.
    public static let modifiedAt = TaskField(
        name: "modifiedAt", label: "Modified", about: "an instant: the last change", kind: .date,
        merge: .none,
        ics: .property("LAST-MODIFIED", order: 20, value: .instant),
        taskwarrior: .attribute("modified", order: 40, value: .date), todoTxt: .none(),
        storedDefault: { .date($0.defaultModifiedAt) },
        read: { .date($0.modifiedAt) },
        write: { task, value in if let date = value?.date { task.modifiedAt = date } })
}
