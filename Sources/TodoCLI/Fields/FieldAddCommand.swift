import TodoCore

struct FieldAddCommand: Command {
    static let type = Option(
        OptionSpec(
            "type", value: "TYPE", choices: FieldType.allCases.map(\.rawValue),
            help: "what its values are: text, number, date or choice"),
        word: { FieldType(rawValue: $0.lowercased()) })

    static let values = Option(
        OptionSpec("values", value: "V,V…", help: "the words a choice may be, separated by commas")
    ) { text, _ in
        text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }

    static let label = Option(
        text: OptionSpec(
            "label", value: "TEXT", help: "how 'show' and the forms name it (default: the name, capitalised)")
    )

    static let spec = CommandSpec(
        "add", parent: "field", abstract: "Declare a field every task may have.",
        discussion: """
            NAME is a lowercase letter, then lowercase letters, digits and '-', at most 32
            characters, and not a name todo uses itself (title, due, project, tag, id, …).
            """,
        arguments: [ArgumentSpec("NAME", help: "the field's name, as --set NAME=VALUE and filters use it")],
        options: [type.spec, values.spec, label.spec],
        examples: [
            "todo field add energy --type choice --values low,medium,high",
            "todo field add estimate --type number --label 'Estimate (hours)'",
            "todo field add started --type date",
        ])

    let declaration: FieldDeclaration

    init(arguments: ParsedArguments, context: CommandContext) throws {
        guard let type = try arguments.value(Self.type, context) else {
            throw UsageError.missingArgument(name: "--type TYPE", command: Self.spec.fullName)
        }
        let values = try arguments.value(Self.values, context)
        if values != nil && type != .choice {
            throw UsageError.requiresOption("--values", required: "--type choice")
        }
        if values == nil && type == .choice { throw FieldDeclarationError.choiceWithoutValues }
        declaration = try FieldDeclaration.validated(
            name: arguments.positionals[0], type: type, values: values ?? [],
            label: try arguments.value(Self.label, context))
    }

    func run(_ context: CommandContext) throws {
        try context.store.update(now: context.now) { list in try list.declareField(declaration) }
        if context.json { return FieldDeclarationJSON.write(declaration, to: context.output) }
        context.output.writeLine("Declared field " + FieldDeclarationText.summary(declaration))
    }
}
