extension TaskField {
    /// Names the task is filed under: each once whatever its case, sorted (see `TagList`). A
    /// title word `+NAME` is one too (see `TitleTags`); `+NAME` and `-NAME` filter by them.
    public static let tags = TaskField(
        name: "tags", label: "Tags", about: "an array of strings, sorted, possibly empty", kind: .names,
        options: FieldOptions(
            set: "tag", placeholder: "NAME", help: "a tag (repeatable); a title word +NAME is one too",
            isRepeatable: true, remove: "untag", removeHelp: "remove a tag (repeatable)"),
        hint: "names, separated by spaces", merge: .union, ics: .categories,
        taskwarrior: .attribute("tags", order: 80, value: .names), todoTxt: .contexts,
        read: { $0.tags.isEmpty ? nil : .names($0.tags) },
        write: { task, value in task.tags = value?.names ?? [] },
        check: { value, _, _ in
            let tags = TagList.normalized(value.names ?? [])
            return tags.isEmpty ? nil : .names(tags)
        })
}
