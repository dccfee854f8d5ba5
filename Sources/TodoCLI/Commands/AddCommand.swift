import TodoCore

struct AddCommand: Command {
    static let spec = CommandSpec(
        "add", abstract: "Add a task; the remaining words form the title.",
        arguments: [ArgumentSpec("TITLE", .oneOrMore, help: "the task's title (words are joined by spaces)")],
        options: [
            TaskOptions.description, TaskOptions.due, TaskOptions.location, TaskOptions.address,
            TaskOptions.remind, TaskOptions.noRemind, TaskLabelOptions.tag, TaskLabelOptions.project,
            TaskLabelOptions.priority,
        ],
        examples: [
            "todo add Buy milk", "todo add Pay rent --due 'friday 17:00'",
            "todo add Buy milk +errand --project home --priority high",
            "todo add Dentist --due 2026-03-05T09:30 -l 'Dr Smith' -a '1 Main St, Springfield'",
        ])

    var draft: TaskDraft

    init(arguments: ParsedArguments, context: CommandContext) throws {
        let name = arguments.value(TaskOptions.location)
        let address = arguments.value(TaskOptions.address)
        let (title, titleTags) = TitleTags.split(arguments.positionals.joined(separator: " "))
        draft = TaskDraft(
            title: title,
            details: arguments.value(TaskOptions.description),
            deadline: try arguments.value(TaskOptions.due).map { text throws(UsageError) in
                try TaskOptions.deadline(text, context: context)
            },
            location: name == nil && address == nil ? nil : Location(name: name ?? "", address: address),
            tags: titleTags + (try TaskLabelOptions.tags(arguments)),
            project: try TaskLabelOptions.project(arguments),
            priority: try TaskLabelOptions.priority(arguments))
        if let remindBefore = try TaskOptions.remindBefore(arguments) { draft.remindBefore = remindBefore }
    }

    func run(_ context: CommandContext) throws {
        let uuid = context.makeUUID()
        let task = try context.store.update(now: context.now) { list in
            try list.add(draft, now: context.now, uuid: uuid)
        }
        if context.json {
            TaskJSON.write(task, now: context.now, to: context.output)
            return
        }
        var line = "Added task \(task.id): \(TerminalText.escaped(task.title))" + LabelsText.suffix(of: task)
        if let deadline = task.deadline {
            line += ", due " + DateDisplay.dated(deadline, now: context.now, zone: context.zone)
        }
        context.output.writeLine(line)
    }
}
