extension TaskField {
    /// How the task repeats (`--every RULE`, ended by `--no-every`), with the parts of the
    /// repetition an option of its own sets: `--from-completion` and `--until WHEN`. Its other
    /// rules are the list's (`TodoList+Recurrence`): the first deadline, moving on when completed,
    /// the record of each completed occurrence.
    public static let recurrence = TaskField(
        name: "recurrence", label: "Repeats", changeName: "repetition",
        about:
            "null, or {\"rule\": RRULE, \"text\": string, \"fromCompletion\": bool, \"until\": an instant or "
            + "null, \"zone\": string}",
        kind: .recurrence,
        options: FieldOptions(
            set: "every", placeholder: "RULE",
            help: "repeat: day, weekday, monday, mon,thu, 2 weeks, month on the 15th (see 'todo help every')",
            clear: "no-every", clearHelp: "end the repetition (the deadline stays)",
            parts: [
                FieldPartOption(
                    "from-completion", help: "with --every: the next deadline counts from the completion"),
                FieldPartOption(
                    "until", kind: .date, placeholder: "WHEN",
                    help: "with --every: end the repetition, no occurrence after WHEN"),
            ]),
        hint: "as --every reads it (every monday, every 2 weeks); empty to end it",
        ics: .recurrence, taskwarrior: .recurrence, todoTxt: .recurrence,
        read: { $0.recurrence.map(FieldValue.recurrence) },
        write: { task, value in task.recurrence = value?.recurrence },
        modify: { part, value, task throws(TaskError) in
            guard var recurrence = task.recurrence else {
                throw .cannotRepeat(id: task.id, reason: .notRepeating)
            }
            if part == "until" {
                recurrence.until = value?.date
            } else {
                recurrence.fromCompletion = true
            }
            return .recurrence(recurrence)
        })
}
