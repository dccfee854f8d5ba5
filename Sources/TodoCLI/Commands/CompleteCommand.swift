import TodoCore

struct CompleteCommand: Command {
    static let withSubtasks = OptionSpec(
        "with-subtasks", help: "complete its open subtasks too, at any depth, in the same change")

    static let spec = CommandSpec(
        "complete", aliases: ["done"], abstract: "Mark tasks completed now.",
        discussion: """
            A task completed already keeps its completion time. Several ids change all or none. A
            task with open subtasks is refused (exit code 3) unless --with-subtasks completes them
            too; one undo reopens them all.
            """,
        arguments: [TaskIds.argument], options: [withSubtasks],
        examples: ["todo done 3", "todo complete 2 4-6", "todo complete 1 --with-subtasks"])

    let change: CompletionChange

    init(arguments: ParsedArguments, context: CommandContext) throws {
        change = CompletionChange(
            ids: try TaskIds.parse(arguments.positionals), completion: .complete,
            withSubtasks: arguments.has(Self.withSubtasks))
    }

    func run(_ context: CommandContext) throws {
        try change.run(context)
    }
}
