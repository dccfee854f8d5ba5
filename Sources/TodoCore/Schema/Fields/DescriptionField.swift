extension TaskField {
    /// A longer text; empty means none. Taskwarrior's `description` is the title, and its
    /// annotations are the notes: the description is the user-defined attribute `details`.
    public static let description = TaskField(
        name: "description", label: "Description", about: "a string, or null", kind: .text, storage: .always,
        options: FieldOptions(
            set: "description", short: "d", placeholder: "TEXT", help: "a longer description",
            clear: "no-description", clearHelp: "remove the description"),
        hint: "the lines below it, to the end of the file",
        ics: .property("DESCRIPTION", order: 40, value: .text(trimmed: false)),
        taskwarrior: .attribute("details", order: 60, value: .text(trimmed: false)),
        todoTxt: .keyValue("desc", order: 90, value: .percentEncoded),
        read: { $0.details.map(FieldValue.text) },
        write: { task, value in task.details = value?.text },
        check: { value, _, _ in value.text?.nonEmptyTrimmed.map(FieldValue.text) })
}
