/// A subcommand: a value that declares itself once (`spec`), reads its arguments when it is made,
/// and runs against the store.
protocol Command: SendableMetatype {
    static var spec: CommandSpec { get }

    /// Reads the bound command line; a bad argument throws `UsageError` before anything runs.
    init(arguments: ParsedArguments, context: CommandContext) throws

    func run(_ context: CommandContext) throws
}

/// Every command, in the order the help lists them. A command is found by name in this order,
/// each declaration built on the way, so `list` (what `todo` alone runs) comes first: `add`'s,
/// with its field options, is 17K instructions that `todo list` would otherwise spend.
var allCommands: [any Command.Type] {
    [
        ListCommand.self, AddCommand.self, NextCommand.self, ShowCommand.self, CompleteCommand.self,
        UncompleteCommand.self, SkipCommand.self, SnoozeCommand.self, EditCommand.self, DeleteCommand.self,
        NoteCommand.self, AgendaCommand.self, CalendarCommand.self, StatsCommand.self,
        ExportCommand.self, ImportCommand.self,
        RemindCommand.self, DoctorCommand.self, HelpCommand.self, TagsCommand.self, ProjectsCommand.self,
        FieldCommand.self, ContextCommand.self,
        CompletionsCommand.self, ExamplesCommand.self, GoalCommand.self, SyncCommand.self, UndoCommand.self,
        LogCommand.self, UICommand.self,
    ]
}
