import TodoCore

struct NextCommand: Command {
    static let spec = CommandSpec(
        "next", abstract: "Show the open tasks to do first, most urgent first.",
        discussion: """
            Lists the N open tasks (10 unless N is given) that are neither blocked nor waiting, by
            urgency: a sum of a few terms (the deadline, the priority, today's goal, the tasks it
            blocks, its age) that 'todo help next' explains with an example. Ties go to the
            earlier deadline, then to the lower id. 'todo show ID' gives a task's urgency and its
            terms. The active context narrows it as it does 'todo list'.
            """,
        arguments: [ArgumentSpec("N", .optional, help: "how many tasks to show (default 10)")],
        examples: ["todo next", "todo next 3", "todo next --json"])

    let count: Int

    init(arguments: ParsedArguments, context: CommandContext) throws {
        count =
            try arguments.positionals.first.map { try JournalText.count($0, for: "next") }
            ?? NextTasks.defaultCount
    }

    func run(_ context: CommandContext) throws {
        let goal = try context.store.readRecentGoals().goal(on: context.today)
        if context.json {
            let list = try context.store.read()
            let readiness = TaskReadiness(tasks: list.tasks, now: context.now)
            let tasks = try context.narrowView(list.tasks, schema: list.schema)
            let ranked = NextTasks.rank(
                tasks, limit: count, now: context.now, isReady: { readiness.isReady($0) },
                facts: { readiness.urgencyFacts(of: $0, goal: goal) })
            NextJSON.write(ranked, of: tasks, readiness: readiness, to: context.output)
            return
        }
        let stored = try context.store.readSummaries()
        let readiness = TaskReadiness(summaries: stored, now: context.now)
        let summaries = try context.narrowView(stored)
        let ranked = NextTasks.rank(
            summaries.tasks, limit: count, now: context.now, isReady: { readiness.isReady($0) },
            facts: { readiness.urgencyFacts(of: $0, goal: goal) })
        NextView(
            ranked: ranked, summaries: summaries, readiness: readiness, now: context.now, zone: context.zone,
            width: context.width,
            style: context.style
        ).render(into: context.output)
    }
}
