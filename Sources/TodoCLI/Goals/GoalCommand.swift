import TodoCore

struct GoalCommand: Command {
    static let spec = CommandSpec(
        "goal", abstract: "Show today's goal and its tasks (see the subcommands to set it).",
        discussion: """
            Each morning, name one goal for the day and the up to three tasks that achieve it:
            'todo goal set TITLE -t ID|TITLE…'. Completing a task of it shows the goal's progress;
            completing the last one says how to mark the goal achieved ('todo goal done').
            Days are local calendar days (TZ); a day's goal stays that day's when TZ changes.
            """,
        examples: [
            "todo goal", "todo goal set Ship the release -t 12 -t 'Tag the build'", "todo goal done",
            "todo goal history --days 7",
        ],
        subcommands: [
            GoalSetCommand.self, GoalAddCommand.self, GoalRemoveCommand.self, GoalDoneCommand.self,
            GoalUndoneCommand.self, GoalCarryCommand.self, GoalHistoryCommand.self,
        ])

    init(arguments: ParsedArguments, context: CommandContext) throws {}

    func run(_ context: CommandContext) throws {
        let today = context.today
        let goals = try context.store.readRecentGoals()
        let goal = goals.goal(on: today)
        if context.json { return GoalJSON.write(goal, to: context.output) }
        if let goal { return GoalView(goal: goal, context: context).render(into: context.output) }
        context.output.writeLine(#"No goal for today. Set one with "todo goal set TITLE"."#)
        let latest = try goals.latest(before: today) ?? context.store.readGoals().latest(before: today)
        if let earlier = latest, !earlier.isAchieved {
            let goalOf = DayText.goalOf(earlier.date, today: today)
            let line =
                goalOf.prefix(1).uppercased() + goalOf.dropFirst()
                + ", \"\(TerminalText.escaped(earlier.title))\", was not achieved: "
                + #""todo goal carry" brings it to today with its open tasks."#
            context.output.writeLine(context.width.map { TerminalText.truncated(line, toWidth: $0) } ?? line)
        }
    }
}
