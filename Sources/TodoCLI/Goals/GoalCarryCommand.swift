import TodoCore

struct GoalCarryCommand: Command {
    static let spec = CommandSpec(
        "carry", parent: "goal",
        abstract: "Bring the latest earlier goal, if not achieved, to today with its open tasks.",
        options: [GoalTaskOptions.replace], examples: ["todo goal carry"])

    let replacing: Bool

    init(arguments: ParsedArguments, context: CommandContext) throws {
        replacing = arguments.has(GoalTaskOptions.replace)
    }

    func run(_ context: CommandContext) throws {
        let today = context.today
        // Goals old enough for the goal archive never change: read outside the lock is fine.
        let archived = try context.store.readGoals().latest(before: today)
        let (goal, earlier) = try context.update { list in
            try list.carryGoal(to: today, now: context.now, replacing: replacing, archived: archived)
        }
        if context.json { return GoalJSON.write(goal, to: context.output) }
        let count = goal.tasks.count
        context.output.writeLine(
            "Carried \(DayText.goalOf(earlier.date, today: today)) to today, with its "
                + (count == 1 ? "1 open task." : "\(count) open tasks."))
        GoalView(goal: goal, context: context).render(into: context.output)
    }
}
