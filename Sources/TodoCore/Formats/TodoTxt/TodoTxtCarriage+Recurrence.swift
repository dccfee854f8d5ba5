extension TodoTxtCarriage {
    /// A repetition, as SimpleTask and topydo write it beside `due:`: `rec:+1w` counts from the
    /// schedule, `rec:1w` from completion; the units are `d`, `w`, `m` and `y`, and `b` for
    /// business days (Monday to Friday: `rec:+1b`). Read in the zone of the import. A rule a
    /// word cannot say (`mon,thu`, an end) is not written, and a task the store has keeps it.
    static let recurrence = TodoTxtCarriage(
        keys: ["rec"], order: 25,
        write: { _, task, line in
            guard let recurrence = task.recurrence, let text = TodoTxtRecurrence.text(recurrence) else {
                return
            }
            line.keys.append("rec:" + text)
        },
        read: { field, line, record in
            let context = line.context
            record.set(line.take("rec") { TodoTxtRecurrence.value($0, context: context) }, of: field)
        },
        reconcile: { _, stored, record, _ in
            guard let recurrence = stored.recurrence else { return }
            if record.recurrence == nil, TodoTxtRecurrence.text(recurrence) == nil {
                record.recurrence = recurrence
            } else if let read = record.recurrence, read.rule == recurrence.rule,
                read.fromCompletion == recurrence.fromCompletion
            {
                // The word said all it could: the store's zone and end stand.
                record.recurrence = recurrence
            }
        })
}

/// The value of todo.txt's `rec:` word: `[+]N` and a unit.
enum TodoTxtRecurrence {
    /// `+1w`, `3d`, `+1b`; nil for a rule the word cannot say.
    static func text(_ recurrence: Recurrence) -> String? {
        guard let rule = recurrence.rule, recurrence.until == nil else { return nil }
        let sign = recurrence.fromCompletion ? "" : "+"
        if rule == RecurrenceRule(frequency: .weekly, weekdays: .workdays)
            || rule == RecurrenceRule(frequency: .daily, weekdays: .workdays)
        {
            return sign + "1b"
        }
        guard let recur = TaskwarriorRecur.text(recurrence), recur != "weekdays" else { return nil }
        return sign + String(rule.interval) + ["d", "w", "m", "y"][rule.frequency.rawValue]
    }

    /// The repetition `rec:` says, or nil when it says none `todo` reads.
    static func value(_ text: Substring, context: FormatContext) -> FieldValue? {
        let fromCompletion = !text.hasPrefix("+")
        let body = text.drop { $0 == "+" }
        guard let unit = body.last, let count = Int(body.dropLast()), count >= 1 else { return nil }
        let rule: RecurrenceRule?
        switch unit.lowercased() {
        case "d": rule = RecurrenceRule(frequency: .daily, interval: count)
        case "w": rule = RecurrenceRule(frequency: .weekly, interval: count)
        case "m": rule = RecurrenceRule(frequency: .monthly, interval: count)
        case "y": rule = RecurrenceRule(frequency: .yearly, interval: count)
        case "b" where count == 1: rule = RecurrenceRule(frequency: .weekly, weekdays: .workdays)
        default: rule = nil
        }
        return rule.map {
            .recurrence(Recurrence(rule: $0, fromCompletion: fromCompletion, zone: context.zone.identifier))
        }
    }
}
