import TodoCore

struct UICommand: Command {
    static let spec = CommandSpec(
        "ui", abstract: "Full-screen mode: tabs, a list to move through, forms to add and edit.",
        discussion: """
            Changes run the commands that make them (add, complete, uncomplete, delete,
            goal), so the same rules hold and the same messages show; the edit form is the
            form of 'todo edit ID'. Changes another todo makes meanwhile show within a
            second. Needs a terminal on stdin and stdout. In the ui, ? shows the keys;
            'todo help ui' lists them too.
            """,
        examples: ["todo ui"])

    init(arguments: ParsedArguments, context: CommandContext) throws {}

    func run(_ context: CommandContext) throws {
        guard context.terminal.isInteractive() else { throw UsageError.notATerminal(command: Self.spec.name) }
        let session = UISession(context)
        if let signal = try session.run() { context.terminal.endBySignal(signal) }
    }
}
