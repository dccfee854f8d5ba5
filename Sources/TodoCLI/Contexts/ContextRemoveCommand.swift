import TodoCore

struct ContextRemoveCommand: Command {
    static let spec = CommandSpec(
        "remove", parent: "context", aliases: ["rm"],
        abstract: "Forget a context; if it was in use, none is.",
        arguments: [ArgumentSpec("NAME", help: "a context defined with 'todo context define'")],
        examples: ["todo context remove work"])

    let name: String

    init(arguments: ParsedArguments, context: CommandContext) throws {
        name = arguments.positionals[0]
    }

    func run(_ context: CommandContext) throws {
        let wasInUse = try context.contextsFile().change { settings in
            let inUse = settings.current == name
            try settings.remove(name)
            return inUse
        }
        try ContextView.report(
            "Removed context \(name)" + (wasInUse ? "; no context is in use now" : ""), context)
    }
}
