import TodoCore

/// `todo show` for people: every field of one task, with a map link for its address. The
/// labels and values come from the schema's declarations; the order, the state, the reminder
/// and the map link are show's own.
struct ShowView {
    let task: TodoTask
    /// The store's fields: the user's own are shown after the built-in labels.
    let schema: TaskSchema
    let now: Instant
    let zone: ZoneRules
    let style: TextStyle
    /// The task's subtasks the store has, and its parent: see `ShowView+Subtasks`.
    var subtasks: [TodoTask] = []
    var parent: TodoTask?
    /// The zones repetitions were set in, for the next occurrence.
    var zones: ZoneLookup? = nil
    /// The title and id of the repeating task a record is an occurrence of, when the list has it.
    var series: TodoTask? = nil
    /// Which tasks are blocked and which wait, and the tasks this one waits on the store has:
    /// see `ShowView+Planning`.
    var readiness: TaskReadiness? = nil
    var blockers: [TodoTask] = []
    /// The task's urgency in `todo next`, for an open task.
    var urgency: Urgency? = nil

    /// Shown whether the task has a value or not (`—` for none).
    private static let leading: [TaskField] = [.description, .deadline]
    /// Shown only when the task has a value (most tasks have none), the user's own after them.
    private static let labels: [TaskField] = [.tags, .project, .priority]
    private static let trailing: [TaskField] = [.createdAt, .completedAt]

    func render(into output: OutputBuffer) {
        let state = task.state(at: now)
        var stateText = state.rawValue + planningState
        if task.isCleared(at: now) { stateText += " (cleared from the list, kept in the archive)" }
        var fields: [(String, String)] = [("State", style.forState(state, stateText))]
        fields += Self.leading.map(always)
        fields += repetitionRows
        fields.append(("Reminder", reminderText))
        fields.append(always(.location))
        if let address = task.location?.address {
            fields.append((TaskField.address.label, TerminalText.escaped(address)))
            fields.append(("Map", Self.mapLink(for: address)))
        }
        fields += (Self.labels + schema.userFields).compactMap(ifSet)
        fields += [parentField].compactMap { $0 }
        fields += planningRows
        fields += Self.trailing.map(always)
        fields.append(("UUID", TerminalText.escaped(task.uuid)))
        output.writeLine("Task \(task.id): \(TerminalText.escaped(task.title))")
        let labelWidth = fields.map { TerminalText.width($0.0) }.max() ?? 0
        for (label, value) in fields {
            let gap = String(repeating: " ", count: labelWidth - TerminalText.width(label) + 1)
            output.writeLine("  " + label + ":" + gap + value)
        }
        for block in subtaskAndNoteBlocks + [urgencyBlock].compactMap({ $0 }) {
            let gap = String(repeating: " ", count: max(0, labelWidth - TerminalText.width(block.label)) + 1)
            output.writeLine("  " + block.label + ":" + gap + block.value)
            for line in block.lines { output.writeLine("    " + line) }
        }
    }

    /// The field's label and value, `—` for none.
    private func always(_ field: TaskField) -> (String, String) {
        (TerminalText.escaped(field.label), field.value(in: task).map(shown) ?? "—")
    }

    /// The field's label and value, or nil when the task has none.
    private func ifSet(_ field: TaskField) -> (String, String)? {
        field.value(in: task).map { (TerminalText.escaped(field.label), shown($0)) }
    }

    /// A value as `show` writes it: text escaped for the terminal, dates as every date is shown.
    private func shown(_ value: FieldValue) -> String {
        switch value {
        case .text(let text): return TerminalText.escaped(text)
        case .number(let number): return number.description
        case .date(let instant): return DateDisplay.dated(instant, now: now, zone: zone)
        case .names(let names): return LabelsText.shown(tags: names, project: nil)
        case .place(let place): return TerminalText.escaped(place.name)
        case .seconds(let seconds): return ReminderDuration.text(seconds)
        case .task(let id): return String(id)
        case .tasks(let ids): return ids.map(String.init).joined(separator: ", ")
        case .flag(let flag): return flag ? "yes" : "no"
        case .notes(let notes): return String(notes.count)
        case .recurrence(let recurrence): return RecurrenceText.shown(recurrence, now: now, zone: zone)
        }
    }

    /// `Repeats` with the rule and `Next` with the occurrence after the current one, for a
    /// repeating task; `Occurrence of` for the record of a completed occurrence.
    private var repetitionRows: [(String, String)] {
        var rows: [(String, String)] = []
        if let recurrence = task.recurrence {
            rows.append((TaskField.recurrence.label, shown(.recurrence(recurrence))))
            if recurrence.isInterpreted, !task.isCompleted, let deadline = task.deadline {
                let rules = (zones ?? ZoneLookup(local: zone)).rules(for: recurrence.zone)
                var occurrences = recurrence.occurrences(after: deadline, zone: rules)
                let next = occurrences.next().map { DateDisplay.dated($0, now: now, zone: zone) }
                rows.append(("Next", next ?? "none: the repetition ends with this occurrence"))
            }
        }
        if let series = task.occurrenceOf {
            let named = self.series.map { "task \($0.id): " + TerminalText.escaped($0.title) }
            rows.append((TaskField.occurrenceOf.label, named ?? TerminalText.escaped(series)))
        }
        return rows
    }

    /// An OpenStreetMap search for the address, percent-encoded so any text makes a valid URL.
    static func mapLink(for address: String) -> String {
        "https://www.openstreetmap.org/search?query=" + percentEncoded(address)
    }

    static func percentEncoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
