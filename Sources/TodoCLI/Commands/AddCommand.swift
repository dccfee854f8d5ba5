import TodoCore

struct AddCommand: Command {
    static let noParse = OptionSpec(
        "no-parse", help: "the words are the title as typed: no date, +tag or other field is read from them")
    static let dryRun = OptionSpec("dry-run", help: "say what would be added, and add nothing")

    static let spec = CommandSpec(
        "add", abstract: "Add a task typed as a sentence: its title, and the fields it gives.",
        discussion: discussion,
        arguments: [
            ArgumentSpec(
                "TITLE", .oneOrMore, help: "the title, and the fields its words give (joined by spaces)")
        ],
        options: [UserFieldOptions.set.spec, noParse, dryRun], fieldOptions: .add,
        examples: [
            "todo add Buy milk", "todo add Call mom tomorrow 6pm @home +family",
            "todo add Pay rent by friday 17:00 project:home pri:h",
            "todo add Pay rent --due 'friday 17:00'",
            "todo add Buy milk +errand --project home --priority high",
            "todo add Dentist --due 2026-03-05T09:30 -l 'Dr Smith' -a '1 Main St, Springfield'",
            "todo add Write report --set energy=high", "todo add Water the plants every monday",
            "todo add Water the plants --every monday", "todo add --no-parse Watch The Day After Tomorrow",
            "todo add Pack boxes --blocked-by 3", "todo add Call the landlord --wait 'monday 9:00'",
        ])

    /// The words, and which of them are read.
    let sentence: TaskSentence
    /// The fields the options set.
    let options: [FieldEdit]
    /// The user's own fields `--set` names, read once the store's declarations are known.
    let userFields: UserFieldOptions
    let isDryRun: Bool

    init(arguments: ParsedArguments, context: CommandContext) throws {
        options = try FieldOptionSpecs.edits(
            arguments, context: context, except: [TaskField.title.name], adding: true)
        userFields = try UserFieldOptions(arguments, context: context)
        sentence = TaskSentence(
            words: arguments.positionals, isRead: !arguments.has(Self.noParse),
            given: Set(options.map(\.field.name) + userFields.assignments.map(\.name)))
        isDryRun = arguments.has(Self.dryRun)
    }

    func run(_ context: CommandContext) throws {
        guard !isDryRun else { return try rehearse(context) }
        let uuid = context.makeUUID()
        let parents = TaskEdits(options).referencedIds
        let (task, reading, readiness) = try context.update(
            scope: .only(parents),
            refreshing: { added, list in
                (
                    list.task(id: added.0.id) ?? added.0, added.1,
                    TaskReadiness(tasks: list.tasks, now: context.now)
                )
            }
        ) { list in
            let (task, reading) = try add(to: &list, uuid: uuid, context)
            return (task, reading, TaskReadiness(tasks: list.tasks, now: context.now))
        }
        if context.json { return TaskJSON.write(task, readiness: readiness, to: context.output) }
        context.output.writeLine(
            "Added task \(task.id): " + AddedText.line(task, reading, now: context.now, zone: context.zone))
    }

    /// `--dry-run`: the task added to the list as read, which is never written.
    private func rehearse(_ context: CommandContext) throws {
        var list = try context.store.read()
        let (task, reading) = try add(to: &list, uuid: "", context)
        if context.json {
            let readiness = TaskReadiness(tasks: list.tasks + [task], now: context.now)
            return TaskJSON.write(task, readiness: readiness, to: context.output, isAdded: false)
        }
        context.output.writeLine(
            "Would add: " + AddedText.line(task, reading, now: context.now, zone: context.zone))
    }

    private func add(to list: inout TodoList, uuid: String, _ context: CommandContext) throws
        -> (TodoTask, SentenceReading)
    {
        let reading = sentence.reading(schema: list.schema, now: context.now, zone: context.zone)
        var edits = try context.joiningContext(
            TaskSentence.edits(reading, options: options, context: context))
        edits.fields += try userFields.edits(schema: list.schema, context: context)
        return (try list.add(edits, now: context.now, uuid: uuid, zones: context.zones), reading)
    }
}
