import TodoCore

struct ContextOffCommand: Command {
    static let spec = CommandSpec(
        "off", parent: "context", abstract: "Put no context in use: every view shows every task.",
        examples: ["todo context off"])

    init(arguments: ParsedArguments, context: CommandContext) throws {}

    func run(_ context: CommandContext) throws {
        try context.contextsFile().change { settings in settings.turnOff() }
        try ContextView.report("No context in use", context)
    }
}
