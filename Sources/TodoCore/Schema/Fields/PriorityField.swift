extension TaskField {
    /// How much the task matters next to the others: high, medium or low (h, m, l), or none.
    /// iCalendar's PRIORITY is 1, 5 or 9 (read: 1 to 4, 5, 6 to 9; 0 is none), taskwarrior's
    /// `H`, `M` or `L`; todo.txt's is the letter at the start of a line (`TodoTxtCarriage.priority`).
    public static let priority = TaskField(
        name: "priority", label: "Priority", about: "\"high\", \"medium\", \"low\", or null",
        kind: .choice(values: TaskPriority.names, aliases: ["h": "high", "m": "medium", "l": "low"]),
        options: FieldOptions(
            set: "priority", placeholder: "LEVEL", help: "high, medium or low (h, m, l)",
            clear: "no-priority",
            clearHelp: "remove the priority"),
        hint: "high, medium or low (h, m, l)",
        ics: .property(
            "PRIORITY", order: 80, value: .spelled(write: { spellings(of: $0)?.number }, read: fromICalendar)),
        taskwarrior: .attribute(
            "priority", order: 100,
            value: .spelled(write: { spellings(of: $0)?.letter }, read: fromTaskwarrior)),
        todoTxt: .priority,
        read: { $0.priority.map { .text($0.rawValue) } },
        write: { task, value in task.priority = value?.text.flatMap(TaskPriority.init(rawValue:)) })

    private static func spellings(of value: FieldValue) -> (number: String, letter: String)? {
        switch value.text.flatMap(TaskPriority.init(rawValue:)) {
        // 1, 5 and 9 rather than the middle of RFC 5545's bands (2, 5, 8): what Apple,
        // Thunderbird and tasks.org write.
        case .high?: return ("1", "H")
        case .medium?: return ("5", "M")
        case .low?: return ("9", "L")
        case nil: return nil
        }
    }

    private static func fromICalendar(_ text: String) -> FieldValue? {
        switch Int(text) {
        case (1...4)?: return .text(TaskPriority.high.rawValue)
        case 5?: return .text(TaskPriority.medium.rawValue)
        case (6...9)?: return .text(TaskPriority.low.rawValue)
        default: return nil
        }
    }

    /// Any other letter is taskwarrior's own and has no place in `todo`.
    private static func fromTaskwarrior(_ text: String) -> FieldValue? {
        switch text {
        case "H": return .text(TaskPriority.high.rawValue)
        case "M": return .text(TaskPriority.medium.rawValue)
        case "L": return .text(TaskPriority.low.rawValue)
        default: return nil
        }
    }
}
