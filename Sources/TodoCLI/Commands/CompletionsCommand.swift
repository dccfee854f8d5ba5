import TodoCore

struct CompletionsCommand: Command {
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    static let ids = Option(
        OptionSpec(
            "ids", value: "WHICH", choices: ValueKind.TaskIdScope.allCases.map(\.rawValue),
            help:
                "print the ids of open tasks (or of completed ones still listed), each with its title after a "
                + "tab: what the scripts ask for"),
        word: { ValueKind.TaskIdScope(rawValue: $0).map(Request.ids) })

    static let labels = Option(
        OptionSpec(
            "labels", value: "WHICH", choices: ["tags", "projects"],
            help: "print the tags (or projects) of open tasks, each with its count after a tab"),
        word: { $0 == "tags" || $0 == "projects" ? Request.labels(project: $0 == "projects") : nil })

    static let fields = Option(
        OptionSpec(
            "fields", value: "WHICH", choices: FieldLookup.allCases.map(\.rawValue),
            help: "print your own fields, each with its label after a tab (values: NAME=VALUE for each value "
                + "of a choice; filters: list's NAME:any, NAME:none and NAME:VALUE)"),
        word: { FieldLookup(rawValue: $0).map(Request.fields) })

    /// What `--fields` prints.
    enum FieldLookup: String, CaseIterable {
        case names, values, filters
    }

    static let spec = CommandSpec(
        "completions", abstract: "Print a completion script for bash, zsh or fish.",
        discussion: """
            The script completes commands, options, their fixed values, dates after --due, the
            ids of tasks (with their titles, in zsh and fish), and your own fields after --set
            (NAME=, then a choice's values) and in list's filters, all made from todo's own
            declarations.
            To ask for ids it runs todo itself, with the --file given on the line. Install it where
            the shell looks for completions:
              bash  ~/.local/share/bash-completion/completions/todo
              zsh   a folder on $fpath, as _todo (e.g. ~/.zfunc/_todo, with fpath=(~/.zfunc $fpath)
                    before compinit in ~/.zshrc)
              fish  ~/.config/fish/completions/todo.fish
            """,
        arguments: [
            ArgumentSpec(
                "SHELL", .optional, values: .shell,
                help: "bash, zsh or fish")
        ],
        options: [ids.spec, labels.spec, fields.spec],
        examples: [
            "todo completions bash > ~/.local/share/bash-completion/completions/todo",
            "todo completions fish > ~/.config/fish/completions/todo.fish", "todo completions --ids open",
        ])

    enum Request {
        case script(Shell)
        case ids(ValueKind.TaskIdScope)
        case labels(project: Bool)
        case fields(FieldLookup)
    }

    let request: Request

    init(arguments: ParsedArguments, context: CommandContext) throws {
        let lookups = [Self.ids, Self.labels, Self.fields].filter(arguments.has)
        if !lookups.isEmpty, let extra = arguments.positionals.first {
            throw UsageError.unexpectedArgument(extra, command: Self.spec.name)
        }
        if lookups.count > 1 {
            throw UsageError.conflictingOptions("--" + lookups[0].spec.name, "--" + lookups[1].spec.name)
        }
        if let option = lookups.first, let request = try arguments.value(option, context) {
            self.request = request
            return
        }
        guard let name = arguments.positionals.first else {
            throw UsageError.missingArgument(name: "SHELL", command: Self.spec.name)
        }
        guard let shell = Shell(rawValue: name) else {
            throw UsageError.invalidChoice(
                option: Self.spec.name, value: name, choices: Shell.allCases.map(\.rawValue))
        }
        request = .script(shell)
    }

    func run(_ context: CommandContext) throws {
        switch request {
        case .script(let shell):
            let source = CompletionSource.declared
            switch shell {
            case .bash: context.output.write(BashCompletion(source: source).script)
            case .zsh: context.output.write(ZshCompletion(source: source).script)
            case .fish: context.output.write(FishCompletion(source: source).script)
            }
        case .ids(let scope):
            try Self.writeIds(scope, context)
        case .fields(let lookup):
            try Self.writeFields(lookup, context)
        case .labels(let project):
            let summaries = try context.store.readSummaries()
            for entry in project ? LabelCounts.projects(of: summaries) : LabelCounts.tags(of: summaries) {
                context.output.writeLine(
                    TerminalText.escaped(entry.name)
                        + "\t\(entry.count) open task\(entry.count == 1 ? "" : "s")")
            }
        }
    }

    /// One line per task, `ID<tab>title`, the title as `list` shows it (escaped, so that it
    /// stays on its line), in the order of the store. Read as `list` reads: summaries only.
    private static func writeIds(_ scope: ValueKind.TaskIdScope, _ context: CommandContext) throws {
        let summaries = try context.store.readSummaries()
        let now = context.now
        // Handed on a chunk at a time, as `list` does: 10,000 lines need not be held at once.
        var output = OutputBytes(capacity: min(summaries.tasks.count * 64, OutputBuffer.chunkSize) + 4096)
        for task in summaries.tasks {
            let offered =
                switch scope {
                case .open: !task.isCompleted
                case .completed: task.isCompleted && !task.isCleared(at: now)
                }
            guard offered else { continue }
            output.append(decimal: task.id)
            output.append(0x09)
            ListText(task.title, in: summaries).appendShown(in: summaries, to: &output)
            output.append(0x0A)
            context.output.stream(&output)
        }
        context.output.write(bytes: output)
    }

    /// `energy<tab>Energy (choice)` for each declared field; for `values`, `energy=low<tab>Energy`
    /// for each value of each choice field; for `filters`, `energy:any`, `energy:none` and
    /// `energy:low`… with the label.
    private static func writeFields(_ lookup: FieldLookup, _ context: CommandContext) throws {
        for declaration in try context.store.readFieldDeclarations() {
            let label = TerminalText.escaped(declaration.label)
            let values = declaration.values.map(TerminalText.escaped)
            let words: [String]
            switch lookup {
            case .names: words = [declaration.name + "\t" + label + " (" + declaration.type.rawValue + ")"]
            case .values: words = values.map { declaration.name + "=" + $0 + "\t" + label }
            case .filters:
                words = (["any", "none"] + values).map { declaration.name + ":" + $0 + "\t" + label }
            }
            for word in words { context.output.writeLine(word) }
        }
    }
}
