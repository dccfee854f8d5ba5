import TodoCore

struct AddCommand: Command {
    static let spec = CommandSpec(
        "add", abstract: "Add a task; the remaining words form the title.",
        arguments: [ArgumentSpec("TITLE", .oneOrMore, help: "the task's title (words are joined by spaces)")],
        options: [UserFieldOptions.set.spec], fieldOptions: .add,
        examples: [
            "todo add Buy milk", "todo add Pay rent --due 'friday 17:00'",
            "todo add Buy milk +errand --project home --priority high",
            "todo add Dentist --due 2026-03-05T09:30 -l 'Dr Smith' -a '1 Main St, Springfield'",
            "todo add Write report --set energy=high",
        ])

    /// The title and the fields the options set.
    var edits: TaskEdits
    /// The user's own fields `--set` names, read once the store's declarations are known.
    let userFields: UserFieldOptions

    init(arguments: ParsedArguments, context: CommandContext) throws {
        let (title, titleTags) = TitleTags.split(arguments.positionals.joined(separator: " "))
        edits = TaskEdits([FieldEdit(.title, .set(.text(title)))])
        if !titleTags.isEmpty { edits.append(.tags, .add(titleTags)) }
        edits.fields += try FieldOptionSpecs.edits(
            arguments, context: context, except: [TaskField.title.name])
        userFields = try UserFieldOptions(arguments, context: context)
    }

    func run(_ context: CommandContext) throws {
        let uuid = context.makeUUID()
        let task = try context.store.update(now: context.now, scope: .only(edits.referencedIds)) { list in
            var edits = self.edits
            edits.fields += try userFields.edits(schema: list.schema, context: context)
            return try list.add(edits, now: context.now, uuid: uuid)
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
