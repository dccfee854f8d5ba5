import TodoCore

struct FieldListCommand: Command {
    static let spec = CommandSpec(
        "list", parent: "field", aliases: ["ls"],
        abstract: "List the declared fields: name, type (a choice's values) and label.",
        discussion: """
            With --json, an array of {"name", "type", "values" (an array, or null but for a
            choice), "label"}, in the order declared.
            """,
        examples: ["todo field list", "todo field list --json"])

    init(arguments: ParsedArguments, context: CommandContext) throws {}

    func run(_ context: CommandContext) throws {
        try Self.list(context)
    }

    /// What `field list` and `field` print.
    static func list(_ context: CommandContext) throws {
        let declarations = try context.store.readFieldDeclarations()
        if context.json { return FieldDeclarationJSON.write(declarations, to: context.output) }
        guard !declarations.isEmpty else {
            context.output.writeLine(
                #"No fields declared. Declare one with "todo field add NAME --type TYPE"."#)
            return
        }
        let rows = declarations.map {
            [$0.name, FieldDeclarationText.type($0), TerminalText.escaped($0.label)]
        }
        let widths = (0..<2).map { column in rows.map { TerminalText.width($0[column]) }.max() ?? 0 }
        for row in rows {
            let padded = zip(row.prefix(2), widths).map { text, width in
                text + String(repeating: " ", count: width - TerminalText.width(text) + 2)
            }
            context.output.writeLine(padded.joined() + row[2])
        }
    }
}
