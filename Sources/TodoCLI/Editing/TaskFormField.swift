import TodoCore

/// One field of the form `todo edit ID` opens: its name, how its value is shown, and how a
/// changed value is read into the changes, by the same rules as the option that sets it. The
/// form is the table `all`: adding a field to it is adding an entry.
struct TaskFormField: Sendable {
    typealias Reader =
        @Sendable (
            _ value: String, _ task: TodoTask, _ changes: inout TaskChanges, CommandContext
        ) throws -> Void

    let name: String
    /// A comment on what the value may be, shown above the fields, or nil.
    let hint: String?
    /// The value runs from its line to the end of the file; only the last field may.
    let isMultiline: Bool
    let show: @Sendable (TodoTask, CommandContext) -> String
    /// Reads a value that differs from the one shown.
    let read: Reader

    init(
        _ name: String, hint: String? = nil, isMultiline: Bool = false,
        show: @escaping @Sendable (TodoTask, CommandContext) -> String, read: @escaping Reader
    ) {
        self.name = name
        self.hint = hint
        self.isMultiline = isMultiline
        self.show = show
        self.read = read
    }

    static let all: [TaskFormField] = [
        title, deadline, remind, priority, tags, project, location, address, completed, description,
    ]

    static let title = TaskFormField("Title", show: { task, _ in task.title }) { value, _, changes, _ in
        changes.title = value
    }

    static let deadline = TaskFormField(
        "Deadline", hint: "as 'todo help dates' reads it (2026-03-05 17:30, friday 5pm, +3d)",
        show: { task, context in task.deadline.map { localText($0, context.zone) } ?? "" }
    ) { value, _, changes, context in
        changes.deadline = value.isEmpty ? .clear : .set(try TaskOptions.deadline(value, context: context))
    }

    static let remind = TaskFormField(
        "Remind", hint: "how long before the deadline (10m, 1h, 2d; 0 at the deadline); empty for never",
        show: { task, _ in task.remindBefore.map(ReminderOffset.text) ?? "" }
    ) { value, _, changes, _ in
        changes.remindBefore = value.isEmpty ? .clear : .set(try ReminderOffset.seconds(value))
    }

    static let priority = TaskFormField(
        "Priority", hint: "high, medium or low (h, m, l)", show: { task, _ in task.priority?.rawValue ?? "" }
    ) { value, _, changes, _ in
        guard !value.isEmpty else { return changes.priority = .clear }
        guard let level = TaskPriority(word: value) else {
            throw UsageError.invalidChoice(option: "Priority", value: value, choices: TaskPriority.names)
        }
        changes.priority = .set(level)
    }

    static let tags = TaskFormField(
        "Tags", hint: "names, separated by spaces", show: { task, _ in task.tags.joined(separator: " ") }
    ) { value, task, changes, _ in
        let words = value.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
        let names = try words.map { word throws(LabelNameError) in
            try LabelName.validated(String(word.hasPrefix("+") ? word.dropFirst() : word), as: .tag)
        }
        changes.addedTags = names.filter { !TagList.contains(task.tags, $0) }
        changes.removedTags = task.tags.filter { !TagList.contains(names, $0) }
    }

    static let project = TaskFormField(
        "Project", hint: "a name; projects nest with dots (home.garden)",
        show: { task, _ in task.project ?? "" }
    ) { value, _, changes, _ in
        changes.project = value.isEmpty ? .clear : .set(try LabelName.validated(value, as: .project))
    }

    static let location = TaskFormField(
        "Location", hint: "emptied, it removes the address too",
        show: { task, _ in task.location?.name ?? "" }
    ) { value, _, changes, _ in
        changes.locationName = value.isEmpty ? .clear : .set(value)
    }

    static let address = TaskFormField("Address", show: { task, _ in task.location?.address ?? "" }) {
        value, _, changes, _ in
        changes.address = value.isEmpty ? .clear : .set(value)
    }

    static let completed = TaskFormField(
        "Completed", hint: "yes or no", show: { task, _ in task.isCompleted ? "yes" : "no" }
    ) { value, _, changes, _ in
        switch value.lowercased() {
        case "yes": changes.completion = .complete
        case "no": changes.completion = .uncomplete
        default: throw UsageError.invalidChoice(option: "Completed", value: value, choices: ["yes", "no"])
        }
    }

    static let description = TaskFormField(
        "Description", hint: "the lines below it, to the end of the file", isMultiline: true,
        show: { task, _ in task.details ?? "" }
    ) { value, _, changes, _ in
        changes.details = value.isEmpty ? .clear : .set(value)
    }

    /// `2026-03-05 17:30` in the zone: a form `todo help dates` reads back.
    private static func localText(_ instant: Instant, _ zone: ZoneRules) -> String {
        let local = zone.localDateTime(at: instant)
        let time = [local.hour, local.minute].map { $0 < 10 ? "0\($0)" : String($0) }.joined(separator: ":")
        return local.date.iso8601 + " " + time
    }
}
