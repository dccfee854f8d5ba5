extension TaskField {
    /// The project the task belongs to; projects nest with dots (`home.garden` is in `home`,
    /// and `project:home` lists both).
    public static let project = TaskField(
        name: "project", label: "Project", about: "a string, or null", kind: .name(.project),
        options: FieldOptions(
            set: "project", placeholder: "NAME", help: "the project; projects nest with dots (home.garden)",
            clear: "no-project", clearHelp: "take the task out of its project"),
        hint: "a name; projects nest with dots (home.garden)",
        ics: .property("X-TODO-PROJECT", order: 100, value: .text(trimmed: true)),
        taskwarrior: .attribute("project", order: 90, value: .text(trimmed: true)), todoTxt: .project,
        read: { $0.project.map(FieldValue.text) },
        write: { task, value in task.project = value?.text },
        check: { value, _, _ in value.text?.nonEmptyTrimmed.map(FieldValue.text) })
}
