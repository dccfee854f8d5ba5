import TodoCore

struct DeleteCommand: Command {
    static let spec = CommandSpec(
        "delete", aliases: ["rm"], abstract: "Remove tasks, archived ones too.",
        discussion: "Several ids remove all or none. A removed task's id is never given out again.",
        arguments: [TaskIds.argument], examples: ["todo rm 3", "todo delete 2 4-6"])

    let ids: [Int]

    init(arguments: ParsedArguments, context: CommandContext) throws {
        ids = try TaskIds.parse(arguments.positionals)
    }

    func run(_ context: CommandContext) throws {
        let removed = try context.update(scope: .only(ids)) { list in
            try list.delete(ids: ids)
        }
        if context.json {
            TaskJSON.write(removed, now: context.now, to: context.output)
            return
        }
        for task in removed {
            context.output.writeLine("Deleted task \(task.id): \(TerminalText.escaped(task.title))")
        }
    }
}
