import TodoCore

struct SkipCommand: Command {
    static let spec = CommandSpec(
        "skip", abstract: "Move repeating tasks on to their next occurrence without completing anything.",
        discussion: """
            A task that does not repeat, is completed, or has no occurrence left (see --until) is
            refused. Several ids change all or none; 'todo undo' takes it back.
            """,
        arguments: [TaskIds.argument], examples: ["todo skip 5", "todo skip 5 7"])

    let ids: [Int]

    init(arguments: ParsedArguments, context: CommandContext) throws {
        ids = try TaskIds.parse(arguments.positionals)
    }

    func run(_ context: CommandContext) throws {
        let (skipped, readiness) = try context.update(scope: .all(archived: .ids(ids))) { list in
            let skipped = try list.skip(ids: ids, now: context.now, zones: context.zones)
            return (skipped, TaskReadiness(tasks: list.tasks, now: context.now))
        }
        if context.json {
            TaskJSON.write(skipped, readiness: readiness, to: context.output)
            return
        }
        for task in skipped {
            let next = task.deadline.map { DateDisplay.dated($0, now: context.now, zone: context.zone) } ?? ""
            context.output.writeLine(
                "Skipped task \(task.id): \(TerminalText.escaped(task.title)); next due \(next)")
        }
    }
}
