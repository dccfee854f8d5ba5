import TodoCore

struct ContextUseCommand: Command {
    static let spec = CommandSpec(
        "use", parent: "context", abstract: "Put a context in use until 'todo context off'.",
        arguments: [ArgumentSpec("NAME", help: "a context defined with 'todo context define'")],
        examples: ["todo context use work"])

    let name: String

    init(arguments: ParsedArguments, context: CommandContext) throws {
        name = arguments.positionals[0]
    }

    func run(_ context: CommandContext) throws {
        let words = try context.contextsFile().change { settings in
            try settings.use(name)
            return try settings.words(of: name)
        }
        try ContextView.report(
            "Context \(name) in use (\(TerminalText.escaped(words.joined(by: " "))))"
                + "; 'todo context off' shows every task again", context)
    }
}
