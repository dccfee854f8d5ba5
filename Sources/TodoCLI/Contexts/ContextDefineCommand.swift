import TodoCore

struct ContextDefineCommand: Command {
    static let spec = CommandSpec(
        "define", parent: "context",
        abstract: "Define a context: a name for a filter in the words list takes.",
        discussion: """
            The filter words are list's: +TAG, -TAG, project:NAME, priority:LEVEL, due:WHEN,
            FIELD:VALUE of your own fields, and text; a state (pending, …) is not one. A name
            defined already gets the new filter. Defining a context does not put it in use.
            """,
        arguments: [
            ArgumentSpec("NAME", help: "a letter, then letters, digits, -, _ or ."),
            ArgumentSpec(
                "FILTER", .oneOrMore, values: .taskFilter, help: "the filter words, as list takes them"),
        ],
        examples: [
            "todo context define work +work project:acme", "todo context define quick -later priority:high",
        ])

    let name: String
    let words: [String]

    init(arguments: ParsedArguments, context: CommandContext) throws {
        name = arguments.positionals[0]
        words = Array(arguments.positionals.dropFirst())
        if let state = words.first(where: { ListFilter(rawValue: $0.lowercased()) != nil }) {
            throw ContextError.stateWord(state)
        }
    }

    func run(_ context: CommandContext) throws {
        _ = try TaskFilter(words: words, now: context.now, zone: context.zone, schema: context.store.schema())
        let redefined = try context.contextsFile().change { settings in
            try settings.define(name, words: words)
        }
        let shown = TerminalText.escaped(words.joined(by: " "))
        try ContextView.report(
            (redefined ? "Redefined" : "Defined") + " context \(name): \(shown)"
                + (redefined ? "" : "; 'todo context use \(name)' puts it in use"), context)
    }
}
