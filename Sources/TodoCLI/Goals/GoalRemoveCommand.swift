import TodoCore

struct GoalRemoveCommand: Command {
    static let spec = CommandSpec(
        "remove", parent: "goal", aliases: ["rm"],
        abstract: "Unlink tasks from today's goal; the tasks stay.",
        arguments: [TaskIds.argument], examples: ["todo goal remove 12"])

    let ids: [Int]

    init(arguments: ParsedArguments, context: CommandContext) throws {
        ids = try TaskIds.parse(arguments.positionals)
    }

    func run(_ context: CommandContext) throws {
        let today = context.today
        let (goal, removed) = try context.update { list in
            try list.removeGoalTasks(ids: ids, on: today)
        }
        if context.json { return GoalJSON.write(goal, to: context.output) }
        for task in removed {
            context.output.writeLine(
                "Removed task \(task.id) from today's goal: \(TerminalText.escaped(task.title))")
        }
        GoalView(goal: goal, context: context).render(into: context.output)
    }
}
