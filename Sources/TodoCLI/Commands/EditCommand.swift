import TodoCore

struct EditCommand: Command {
    static let title = OptionSpec("title", short: "t", value: "TEXT", help: "a new title")
    static let noDescription = OptionSpec("no-description", help: "remove the description")
    static let noDue = OptionSpec("no-due", aliases: ["no-deadline"], help: "remove the deadline")
    static let noLocation = OptionSpec("no-location", help: "remove the location and its address")
    static let complete = OptionSpec("complete", help: "mark completed now")
    static let uncomplete = OptionSpec("uncomplete", help: "mark not completed")

    static let spec = CommandSpec(
        "edit", abstract: "Change only the fields named, on one task or several.",
        discussion: """
            A new deadline must be later than now. Several ids change all or none. With no field
            option, the task opens in $VISUAL (else $EDITOR, else vi) as a form of its fields, one
            'Name: value' line each and the description below: change what you want, save and quit.
            Text left as it was changes nothing; an empty form, or an editor that fails, changes
            nothing (exit code 3); a form that is refused (as the options would be) is kept in a file
            that the error names.
            """,
        arguments: [TaskIds.argument],
        options: [
            title, TaskOptions.description, noDescription, TaskOptions.due, noDue, TaskOptions.location,
            TaskOptions.address, noLocation, complete, uncomplete, TaskLabelOptions.tag,
            TaskLabelOptions.untag,
            TaskLabelOptions.project, TaskLabelOptions.noProject, TaskLabelOptions.priority,
            TaskLabelOptions.noPriority, TaskOptions.remind, TaskOptions.noRemind,
        ],
        examples: [
            "todo edit 3 --title 'Pay the rent' --due 'friday 17:00'", "todo edit 2-4 --no-due",
            "todo edit 5 --tag errand --untag later --project home.garden --no-priority", "todo edit 3",
        ])

    let ids: [Int]
    /// The changes the options name; none means the task opens in the editor.
    let changes: TaskChanges

    init(arguments: ParsedArguments, context: CommandContext) throws {
        ids = try TaskIds.parse(arguments.positionals)
        for (one, other) in [
            (TaskOptions.description, Self.noDescription), (TaskOptions.due, Self.noDue),
            (TaskOptions.location, Self.noLocation), (TaskOptions.address, Self.noLocation),
            (Self.complete, Self.uncomplete), (TaskLabelOptions.project, TaskLabelOptions.noProject),
            (TaskLabelOptions.priority, TaskLabelOptions.noPriority),
        ] where arguments.has(one) && arguments.has(other) {
            throw UsageError.conflictingOptions("--" + one.name, "--" + other.name)
        }
        var changes = TaskChanges()
        try Self.readLabels(arguments, into: &changes)
        changes.details = Self.change(
            arguments.value(TaskOptions.description), clear: arguments.has(Self.noDescription))
        changes.deadline =
            try arguments.value(TaskOptions.due).map { text throws(UsageError) in
                .set(try TaskOptions.deadline(text, context: context))
            } ?? (arguments.has(Self.noDue) ? .clear : .keep)
        changes.locationName = Self.change(
            arguments.value(TaskOptions.location), clear: arguments.has(Self.noLocation))
        changes.address = Self.change(arguments.value(TaskOptions.address), clear: false)
        if arguments.has(Self.complete) { changes.completion = .complete }
        if arguments.has(Self.uncomplete) { changes.completion = .uncomplete }
        if let remindBefore = try TaskOptions.remindBefore(arguments) {
            changes.remindBefore = remindBefore.map { .set($0) } ?? .clear
        }
        if changes.isEmpty && ids.count > 1 { throw EditorError.severalTasks }
        self.changes = changes
    }

    func run(_ context: CommandContext) throws {
        let edited =
            changes.isEmpty
            ? [try EditorSession(id: ids[0]).run(context)] : try TaskEdit.apply(changes, to: ids, in: context)
        if context.json {
            TaskJSON.write(edited.map(\.after), now: context.now, to: context.output)
            return
        }
        for (old, new) in edited { context.output.writeLine(Self.report(old, new)) }
    }

    /// `Edited task 3: Pay the rent (title, deadline)`.
    static func report(_ old: TodoTask, _ new: TodoTask) -> String {
        let fields = changedFields(old, new)
        let what = fields.isEmpty ? "nothing changed" : fields.joined(separator: ", ")
        return "Edited task \(new.id): \(TerminalText.escaped(new.title)) (\(what))"
    }

    /// The title (its `+NAME` words become tags), tags, project and priority.
    private static func readLabels(_ arguments: ParsedArguments, into changes: inout TaskChanges) throws {
        if let title = arguments.value(Self.title) {
            let split = TitleTags.split(title)
            changes.title = split.title
            changes.addedTags = split.tags
        }
        changes.addedTags += try TaskLabelOptions.tags(arguments)
        changes.removedTags = arguments.values(TaskLabelOptions.untag)
        changes.project =
            try TaskLabelOptions.project(arguments).map { .set($0) }
            ?? (arguments.has(TaskLabelOptions.noProject) ? .clear : .keep)
        changes.priority =
            try TaskLabelOptions.priority(arguments).map { .set($0) }
            ?? (arguments.has(TaskLabelOptions.noPriority) ? .clear : .keep)
    }

    private static func change(_ value: String?, clear: Bool) -> TaskChanges.Change<String> {
        if let value { return .set(value) }
        return clear ? .clear : .keep
    }

    static func changedFields(_ old: TodoTask, _ new: TodoTask) -> [String] {
        var fields: [String] = []
        if old.title != new.title { fields.append("title") }
        if old.details != new.details { fields.append("description") }
        if old.deadline != new.deadline { fields.append("deadline") }
        if old.location != new.location { fields.append("location") }
        if old.completedAt != new.completedAt { fields.append(new.isCompleted ? "completed" : "reopened") }
        if old.tags != new.tags { fields.append("tags") }
        if old.project != new.project { fields.append("project") }
        if old.priority != new.priority { fields.append("priority") }
        if old.remindBefore != new.remindBefore { fields.append("reminder") }
        return fields
    }
}
