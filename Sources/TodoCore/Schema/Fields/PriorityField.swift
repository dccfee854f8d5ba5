extension TaskField {
    /// How much the task matters next to the others: high, medium or low (h, m, l), or none.
    public static let priority = TaskField(
        name: "priority", label: "Priority", about: "\"high\", \"medium\", \"low\", or null",
        kind: .choice(values: TaskPriority.names, aliases: ["h": "high", "m": "medium", "l": "low"]),
        options: FieldOptions(
            set: "priority", placeholder: "LEVEL", help: "high, medium or low (h, m, l)",
            clear: "no-priority",
            clearHelp: "remove the priority"),
        hint: "high, medium or low (h, m, l)",
        read: { $0.priority.map { .text($0.rawValue) } },
        write: { task, value in task.priority = value?.text.flatMap(TaskPriority.init(rawValue:)) })
}
