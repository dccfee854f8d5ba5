import TodoCore

struct UncompleteCommand: Command {
    static let spec = CommandSpec(
        "uncomplete", aliases: ["undone", "reopen"], abstract: "Mark completed tasks not completed.",
        discussion: "Works on archived tasks too: reopening one brings it back to the list.",
        arguments: [TaskIds.completedArgument], examples: ["todo reopen 3"])

    let change: CompletionChange

    init(arguments: ParsedArguments, context: CommandContext) throws {
        change = CompletionChange(ids: try TaskIds.parse(arguments.positionals), completion: .uncomplete)
    }

    func run(_ context: CommandContext) throws {
        try change.run(context)
    }
}
