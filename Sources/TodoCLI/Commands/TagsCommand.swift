import TodoCore

struct TagsCommand: Command {
    static let spec = CommandSpec(
        "tags", abstract: "List the tags of open tasks, each with its count of open tasks.",
        discussion: "Tags compare ignoring case. 'todo list +TAG' shows the tasks of one.",
        examples: ["todo tags", "todo tags --json"])

    init(arguments: ParsedArguments, context: CommandContext) throws {}

    func run(_ context: CommandContext) throws {
        LabelCountsView.write(
            LabelCounts.tags(of: try context.narrowView(context.store.readSummaries())),
            ifNone: "No open task has a tag: add one with +NAME in a title, or --tag NAME.", context: context)
    }
}
