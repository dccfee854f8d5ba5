import TodoCore

struct FieldCommand: Command {
    static let spec = CommandSpec(
        "field", abstract: "List your own fields (see the subcommands to declare and remove them).",
        discussion: """
            A field of your own is one every task may have, beside the built-in ones. Declare it
            once ('todo field add energy --type choice --values low,medium,high'), then give tasks
            a value with 'add' and 'edit' (--set energy=high; edit --unset energy) and list them
            by it (energy:high, energy:none, energy:any). 'show', 'edit ID' and the forms of
            'todo ui' show every declared field; --json has a task's values under "fields".
            Types: text; number, a decimal (2, -1.5); date, read as --due reads dates, and it
            may lie in the past (a filter compares the local day: started:2026-03-05); choice, one
            of its --values, compared ignoring case. The declarations live in the store, so a
            store moved to another machine keeps them, and 'todo undo' reverts them like any
            change.
            """,
        examples: [
            "todo field add energy --type choice --values low,medium,high", "todo field list --json",
            "todo add Write report --set energy=high", "todo list energy:high",
            "todo field remove energy --force",
        ],
        subcommands: [FieldAddCommand.self, FieldListCommand.self, FieldRemoveCommand.self])

    init(arguments: ParsedArguments, context: CommandContext) throws {}

    func run(_ context: CommandContext) throws {
        try FieldListCommand.list(context)
    }
}
