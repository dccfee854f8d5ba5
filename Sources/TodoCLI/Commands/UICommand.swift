import TodoCore

struct UICommand: Command {
    static let spec = CommandSpec(
        "ui", abstract: "Full-screen mode: tabs, a list to move through, forms to add and edit.",
        discussion: "Keys:\n\n" + UIKeys.lines.joined(separator: "\n")
            + "\n\nChanges go through the same rules as the commands. Changes made meanwhile by another"
            + " todo show within a second. Needs a terminal on stdin and stdout.",
        examples: ["todo ui"])

    init(arguments: ParsedArguments, context: CommandContext) throws {}

    func run(_ context: CommandContext) throws {
        guard context.terminal.isInteractive() else { throw UsageError.notATerminal(command: Self.spec.name) }
        let session = UISession(context)
        if let signal = try session.run() { context.terminal.endBySignal(signal) }
    }
}
