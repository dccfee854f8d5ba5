import TodoCore

struct CompleteCommand: Command {
    static let spec = CommandSpec(
        "complete", aliases: ["done"], abstract: "Mark tasks completed now.",
        discussion: "A task completed already keeps its completion time. Several ids change all or none.",
        arguments: [TaskIds.argument], examples: ["todo done 3", "todo complete 2 4-6"])

    let change: CompletionChange

    init(arguments: ParsedArguments, context: CommandContext) throws {
        change = CompletionChange(ids: try TaskIds.parse(arguments.positionals), completion: .complete)
    }

    func run(_ context: CommandContext) throws {
        try change.run(context)
    }
}
