import TodoCore

struct ProjectsCommand: Command {
    static let spec = CommandSpec(
        "projects", abstract: "List the projects of open tasks, each with its count of open tasks.",
        discussion: """
            A project counts the tasks inside it too: home counts those of home.garden, as
            'todo list project:home' shows them. Projects compare ignoring case.
            """,
        examples: ["todo projects", "todo projects --json"])

    init(arguments: ParsedArguments, context: CommandContext) throws {}

    func run(_ context: CommandContext) throws {
        LabelCountsView.write(
            LabelCounts.projects(of: try context.narrowView(context.store.readSummaries())),
            ifNone: "No open task is in a project: give one with --project NAME.", context: context)
    }
}
