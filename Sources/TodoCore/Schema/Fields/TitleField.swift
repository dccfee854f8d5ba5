extension TaskField {
    /// What to do: required, trimmed, never empty. `add` takes it from its words (where a word
    /// `+NAME` is a tag: see `TitleTags`); `edit --title` sets it.
    public static let title = TaskField(
        name: "title", label: "Title", about: "a string, never empty", kind: .text, storage: .always,
        options: FieldOptions(set: "title", short: "t", placeholder: "TEXT", help: "a new title"),
        ics: .property("SUMMARY", order: 30, value: .text(trimmed: true)),
        taskwarrior: .attribute("description", order: 10, value: .text(trimmed: true)), todoTxt: .text,
        read: { .text($0.title) },
        write: { task, value in task.title = value?.text ?? "" },
        check: { value, _, _ throws(TaskError) in
            guard let title = value.text?.trimmed, !title.isEmpty else { throw .emptyTitle }
            return .text(title)
        })
}
