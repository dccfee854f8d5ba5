import TodoCore

struct FieldRemoveCommand: Command {
    static let force = OptionSpec(
        "force", help: "also clear the field's values from every task that has one, archived ones included")

    static let spec = CommandSpec(
        "remove", parent: "field", aliases: ["rm"],
        abstract: "Forget a field; refused while a task has a value for it, unless --force.",
        discussion: """
            Every task counts, archived ones included. --force clears their values in the same
            change, which 'todo undo' reverts whole. With --json, {"removed": the field as
            'field list --json' shows it, "cleared": the ids of the tasks whose values were
            cleared}.
            """,
        arguments: [ArgumentSpec("NAME", values: .userFieldName, help: "the field's name")],
        options: [force],
        examples: ["todo field remove energy", "todo field remove energy --force"])

    let name: String
    let clearsValues: Bool

    init(arguments: ParsedArguments, context: CommandContext) throws {
        name = arguments.positionals[0]
        clearsValues = arguments.has(Self.force)
    }

    func run(_ context: CommandContext) throws {
        let (declaration, cleared) = try context.update(scope: .all(archived: .all)) { list in
            try list.removeField(named: name, clearingValues: clearsValues, now: context.now)
        }
        if context.json {
            return FieldDeclarationJSON.write(
                removed: declaration, cleared: cleared.map(\.id), to: context.output)
        }
        var line = "Removed field " + FieldDeclarationText.summary(declaration)
        if let only = cleared.first, cleared.count == 1 {
            line += "; cleared its value from task \(only.id)"
        } else if !cleared.isEmpty {
            line += "; cleared its value from \(cleared.count) tasks: " + TaskIds.listed(cleared.map(\.id))
        }
        context.output.writeLine(line)
    }
}
