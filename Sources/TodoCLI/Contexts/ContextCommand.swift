import TodoCore

struct ContextCommand: Command {
    static let spec = CommandSpec(
        "context",
        abstract: "Show the context in use and the defined ones (see the subcommands to change them).",
        discussion: """
            A context is a name for a filter, in the words 'todo list' takes ('todo context define
            work +work project:acme'). While one is in use ('todo context use work'), list, next,
            agenda, calendar, tags, projects and the ui show only the tasks that pass its filter,
            and say so on their first line (not in --json output, whose shape stays as it is), and
            add gives a new task the context's +TAG words and its project:NAME (a --project of
            its own wins). Commands that name ids, stats and export never narrow. It stays in use
            until 'todo context off'. TODO_CONTEXT=NAME puts another in force for one command;
            TODO_CONTEXT= (empty) and --no-context none. Contexts are kept in
            $XDG_CONFIG_HOME/todo/contexts.json (else ~/.config/todo/contexts.json), mode 0600,
            replaced atomically; a file that cannot be read is reported and never written over.
            With --json, every context command prints {"current": NAME or null, "contexts":
            {NAME: [FILTER…]}}, current being the context in force for that command.
            """,
        examples: [
            "todo context define work +work project:acme", "todo context use work", "todo context",
            "todo context off", "TODO_CONTEXT=home todo list", "todo list --no-context",
        ],
        subcommands: [
            ContextDefineCommand.self, ContextUseCommand.self, ContextOffCommand.self,
            ContextRemoveCommand.self,
        ])

    init(arguments: ParsedArguments, context: CommandContext) throws {}

    func run(_ context: CommandContext) throws {
        let settings = try context.contextsFile().read()
        let current = try context.contextInForce()
        if context.json { return ContextView.writeJSON(settings, current: current, to: context.output) }
        guard !settings.filters.isEmpty else {
            context.output.writeLine(
                #"No context defined. Define one with "todo context define NAME FILTER…"."#)
            return
        }
        let source: String
        switch context.config.context {
        case .inUse: source = ""
        case .named: source = " (TODO_CONTEXT)"
        case .none:
            source = context.environment["TODO_CONTEXT"] == "" ? " (TODO_CONTEXT=)" : " (--no-context)"
        }
        context.output.writeLine(
            current.map { "Context in use: " + $0.name + source } ?? "No context in use" + source)
        let width = settings.names.map(TerminalText.width).max() ?? 0
        for name in settings.names {
            let mark = current?.name == name ? "* " : "  "
            let words = TerminalText.escaped((settings.filters[name] ?? []).joined(by: " "))
            context.output.writeLine(mark + TerminalText.padded(name, toWidth: width) + "  " + words)
        }
    }
}

/// What the context commands print: a line for people, or the contexts as JSON.
enum ContextView {
    /// `{"current": NAME or null, "contexts": {NAME: [FILTER…]}}`, the names sorted.
    static func writeJSON(_ settings: ContextSettings, current: ContextScope?, to output: OutputBuffer) {
        var writer = JSONWriter()
        writer.raw("{")
        writer.key("current")
        writer.optionalString(current?.name)
        writer.raw(",")
        writer.key("contexts")
        settings.writeContexts(into: &writer)
        writer.raw("}\n")
        output.write(bytes: writer.bytes)
    }

    /// What a change prints: `line` for people, the contexts as they now are with `--json`.
    static func report(_ line: String, _ context: CommandContext) throws {
        guard context.json else { return context.output.writeLine(line) }
        writeJSON(
            try context.contextsFile().read(), current: try context.contextInForce(), to: context.output)
    }
}

extension CommandContext {
    /// The contexts file in the user's config folder.
    func contextsFile() throws(ContextError) -> ContextsFile {
        guard let folder = config.folder else { throw .noConfigFolder }
        return ContextsFile(folder: folder)
    }
}
