import TodoCore

struct GoalHistoryCommand: Command {
    static let days = Option(OptionSpec("days", value: "N", help: "only the last N days, today included")) {
        text, _ in
        guard let number = TaskIds.id(text[...]), number <= 100_000 else {
            throw UsageError.invalidNumber(option: "--days", value: text, range: 1...100_000)
        }
        return number
    }
    static let spec = CommandSpec(
        "history", parent: "goal", abstract: "One line per day that had a goal, newest first.",
        discussion: "Each line: the date, ✓ (achieved) or ✗ (not), the goal, and its tasks done of total.",
        options: [days.spec], examples: ["todo goal history", "todo goal history --days 30 --json"])

    let dayCount: Int?

    init(arguments: ParsedArguments, context: CommandContext) throws {
        dayCount = try arguments.value(Self.days, context)
    }

    func run(_ context: CommandContext) throws {
        let today = context.today
        let all = try context.store.readGoals().goals
        let goals = all.reversed().filter { goal in
            dayCount.map { goal.date > today.adding(days: Int64(-$0)) } ?? true
        }
        if context.json { return GoalJSON.write(goals, to: context.output) }
        guard !goals.isEmpty else {
            return context.output.writeLine(#"No goals yet. Set today's with "todo goal set TITLE"."#)
        }
        let titles = goals.map { TerminalText.escaped($0.title) }
        let widest = min(titles.map(TerminalText.width).max() ?? 0, ListView.widestPaddedTitle)
        for (goal, title) in zip(goals, titles) {
            let mark = goal.isAchieved ? "✓" : "✗"
            let count = goal.tasks.isEmpty ? "no tasks" : "\(goal.doneCount) of \(goal.tasks.count)"
            let room = context.width.map { max(8, $0 - 10 - 5 - 2 - count.count) } ?? widest
            let shown = TerminalText.padded(
                TerminalText.truncated(title, toWidth: room), toWidth: min(widest, room))
            context.output.writeLine(goal.date.iso8601 + "  " + mark + "  " + shown + "  " + count)
        }
    }
}
