import TodoCore

struct ListCommand: Command {
    static let spec = CommandSpec(
        "list", aliases: ["ls"], abstract: "Show the tasks, grouped into Overdue, Pending and Completed.",
        discussion: """
            Overdue and pending tasks come earliest deadline first (pending tasks without a deadline
            after them, in the order added); completed tasks most recently completed first. A task
            completed 24 hours ago or more is cleared from the list (see 'todo show ID' and 'todo export').
            `todo` with no command is `todo list`.
            """,
        arguments: [
            ArgumentSpec(
                "FILTER", .optional, values: .listFilter,
                help: "pending, overdue, completed or all (default: all)")
        ],
        examples: ["todo", "todo list overdue", "todo ls --json"])

    let filter: ListFilter

    init(arguments: ParsedArguments, context: CommandContext) throws {
        guard let word = arguments.positionals.first else {
            filter = .all
            return
        }
        guard let filter = ListFilter(rawValue: word.lowercased()) else {
            throw UsageError.invalidChoice(
                option: "list", value: word, choices: ListFilter.allCases.map(\.rawValue))
        }
        self.filter = filter
    }

    func run(_ context: CommandContext) throws {
        if context.json {
            let tasks = try context.store.read().tasks
            let listing = TaskListing(tasks: tasks, now: context.now, filter: filter)
            TaskJSON.write(now: context.now, to: context.output) { body in
                for section in listing.sections {
                    listing.forEachBlock(in: section, of: tasks) { block in
                        for task in block { task.prefetchStoredBytes() }
                        block.forEach(body)
                    }
                }
            }
            return
        }
        // People see the title, dates and location: the rest of each task is never decoded.
        let summaries = try context.store.readSummaries()
        ListView(
            listing: TaskListing(tasks: summaries.tasks, now: context.now, filter: filter),
            summaries: summaries,
            now: context.now, zone: context.zone, width: context.width, style: context.style
        )
        .render(into: context.output)
    }
}
