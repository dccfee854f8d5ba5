import TodoCore

struct StatsCommand: Command {
    static let spec = CommandSpec(
        "stats", abstract: "Count the tasks, the number completed in the past 24 hours first.",
        discussion: ProgressChart.discussion,
        options: ProgressChart.options,
        examples: [
            "todo stats", "todo stats --json", "todo stats --week", "todo stats --year --svg year.svg",
        ])

    let chart: ProgressChart?

    init(arguments: ParsedArguments, context: CommandContext) throws {
        chart = try ProgressChart(arguments: arguments, context: context)
    }

    func run(_ context: CommandContext) throws {
        if let chart { return try chart.run(context) }
        let stats = DailyStats(tasks: try context.store.readSummaries().tasks, now: context.now)
        if context.json {
            CountsJSON.write(
                [
                    "completedLast24Hours": stats.completedLast24Hours, "pending": stats.pending,
                    "overdue": stats.overdue, "completed": stats.completed,
                ], to: context.output)
            return
        }
        let rows = [
            ("Completed in the past 24 hours", stats.completedLast24Hours), ("Pending", stats.pending),
            ("Overdue", stats.overdue), ("Completed", stats.completed),
        ]
        let labelWidth = rows.map(\.0.count).max() ?? 0
        let numberWidth = rows.map { String($0.1).count }.max() ?? 0
        for (label, count) in rows {
            let number = String(count)
            let gap = String(repeating: " ", count: labelWidth - label.count + numberWidth - number.count + 2)
            context.output.writeLine(label + gap + number)
        }
    }
}
