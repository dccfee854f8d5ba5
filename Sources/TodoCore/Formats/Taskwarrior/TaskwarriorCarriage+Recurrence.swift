extension TaskwarriorCarriage {
    /// A repetition: `recur` where the rule is an interval (`TaskwarriorRecur`), and its end in
    /// `until`, as taskwarrior keeps them on a recurring task; `task import` makes a task with
    /// `recur` a recurring template with its instances. Read from the same attributes, in the
    /// zone of the import; `TaskwarriorReader` makes a template and its instances one task. A
    /// task the store has whose rule taskwarrior cannot say keeps its rule.
    static let recurrence = TaskwarriorCarriage(
        keys: ["recur", "until"], order: 55,
        write: { _, task, _, writer in
            guard let recurrence = task.recurrence, let recur = TaskwarriorRecur.text(recurrence) else {
                return
            }
            TaskwarriorValue.text(trimmed: true).write(.text(recur), recurKey, &writer)
            if let until = recurrence.until { TaskwarriorValue.date.write(.date(until), untilKey, &writer) }
        },
        read: { key, reader throws(JSONError) in
            key == "until"
                ? try TaskwarriorValue.date.read(key, &reader)
                : try TaskwarriorValue.text(trimmed: true).read(key, &reader)
        },
        finish: { _, object, record in
            guard let recur = object.attributes["recur"]?.text, let rule = TaskwarriorRecur.rule(recur) else {
                return
            }
            record.recurrence = Recurrence(
                rule: rule, until: object.attributes["until"]?.date, zone: object.zone)
        },
        reconcile: { _, stored, record, _ in
            guard record.recurrence == nil, let recurrence = stored.recurrence,
                TaskwarriorRecur.text(recurrence) == nil
            else { return }
            record.recurrence = recurrence
        })

    private static let recurKey = JSONWriter.keyBytes("recur")
    private static let untilKey = JSONWriter.keyBytes("until")
}
