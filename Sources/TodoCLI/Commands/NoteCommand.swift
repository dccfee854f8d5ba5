import TodoCore

struct NoteCommand: Command {
    static let spec = CommandSpec(
        "note", abstract: "Add a note to a task, stamped with the time now.",
        discussion: """
            The remaining words form the note. 'todo show ID' lists a task's notes, oldest first;
            --json prints the task, whose "notes" hold them.
            """,
        arguments: [
            ArgumentSpec("ID", values: .openTaskIds, help: "the task's id"),
            ArgumentSpec("TEXT", .oneOrMore, help: "the note (words are joined by spaces)"),
        ],
        examples: ["todo note 3 Plumber: come back Tuesday, 0612 345 678", "todo note 3 --json Van booked"])

    let id: Int
    let text: String

    init(arguments: ParsedArguments, context: CommandContext) throws {
        guard let id = TaskIds.id(arguments.positionals[0][...]) else {
            throw UsageError.invalidId(arguments.positionals[0])
        }
        self.id = id
        text = arguments.positionals.dropFirst().joined(by: " ")
    }

    func run(_ context: CommandContext) throws {
        let (task, readiness) = try context.update(scope: .all(archived: .ids([id]))) { list in
            let task = try list.addNote(text, to: id, now: context.now)
            return (task, TaskReadiness(tasks: list.tasks, now: context.now))
        }
        if context.json {
            TaskJSON.write(task, readiness: readiness, to: context.output)
            return
        }
        let count = task.notes.count
        context.output.writeLine(
            "Added a note to task \(task.id): \(TerminalText.escaped(task.title)) "
                + "(\(count) note\(count == 1 ? "" : "s"))")
    }
}
