import TodoCore

/// What `add` says of the task it added, after `Added task 3: ` (and `add --dry-run` after
/// `Would add: `): the title and labels, the deadline, and every other field read from the words,
/// so that a misreading shows at once:
/// `Call mom +family @ home, due Mon 2 Mar 18:00 (tomorrow 18:00), priority: high`.
enum AddedText {
    static func line(_ task: TodoTask, _ reading: SentenceReading, now: Instant, zone: ZoneRules) -> String {
        var line = TerminalText.escaped(task.title) + LabelsText.suffix(of: task)
        if reading.part(TaskField.location.name) != nil, let place = task.location {
            line += " @ " + TerminalText.escaped(place.name)
        }
        if let deadline = task.deadline {
            line += ", due " + DateDisplay.dated(deadline, now: now, zone: zone)
        }
        if let recurrence = task.recurrence {
            line += ", " + RecurrenceText.shown(recurrence, now: now, zone: zone)
        }
        if let wait = task.wait {
            line += ", hidden until " + DateDisplay.dated(wait, now: now, zone: zone)
        }
        if !task.blockedBy.isEmpty {
            line += ", waits on " + task.blockedBy.map { String($0) }.joined(by: ", ")
        }
        let shownApart: Set<String> = [
            TaskField.tags.name, TaskField.project.name, TaskField.location.name, TaskField.deadline.name,
        ]
        for part in reading.parts where !shownApart.contains(part.edit.field.name) {
            let field = part.edit.field
            guard let value = field.value(in: task) else { continue }
            let text =
                value.date.map { DateDisplay.dated($0, now: now, zone: zone) }
                ?? TerminalText.escaped(FieldText.form(value, kind: field.kind, zone: zone))
            line += ", " + field.name + ": " + text
        }
        return line
    }
}
