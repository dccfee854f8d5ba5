import TodoCore

struct DeleteCommand: Command {
    static let withSubtasks = OptionSpec(
        "with-subtasks", help: "delete its subtasks too, at any depth, archived ones included")

    static let spec = CommandSpec(
        "delete", aliases: ["rm"], abstract: "Remove tasks, archived ones too.",
        discussion: """
            Several ids remove all or none. A removed task's id is never given out again. A task
            with open subtasks is refused (exit code 3) unless --with-subtasks deletes them too, in
            the same change; its completed subtasks stay, as tasks of their own.
            """,
        arguments: [TaskIds.argument], options: [withSubtasks],
        examples: ["todo rm 3", "todo delete 2 4-6", "todo delete 1 --with-subtasks"])

    let ids: [Int]
    let withSubtasks: Bool

    init(arguments: ParsedArguments, context: CommandContext) throws {
        ids = try TaskIds.parse(arguments.positionals)
        withSubtasks = arguments.has(Self.withSubtasks)
    }

    func run(_ context: CommandContext) throws {
        let scope: TaskScope = withSubtasks ? .all(archived: .all) : .only(ids)
        let (removed, readiness) = try context.update(scope: scope) { list in
            let removed = try list.delete(ids: ids, withSubtasks: withSubtasks, now: context.now)
            return (removed, TaskReadiness(tasks: list.tasks, now: context.now))
        }
        if context.json {
            TaskJSON.write(removed, readiness: readiness, to: context.output)
            return
        }
        for task in removed {
            context.output.writeLine("Deleted task \(task.id): \(TerminalText.escaped(task.title))")
        }
    }
}
