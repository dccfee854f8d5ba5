import TodoCore

struct ExportCommand: Command {
    static let spec = CommandSpec(
        "export", abstract: "Print every task, archived ones too, as a JSON array ordered by id.",
        discussion:
            "The output is what 'todo import' reads back: export, then import into an empty store, gives the same tasks.",
        examples: ["todo export > backup.json"])

    init(arguments: ParsedArguments, context: CommandContext) throws {}

    func run(_ context: CommandContext) throws {
        let tasks = try context.store.read(archived: .all).tasks.sorted { $0.id < $1.id }
        TaskJSON.write(tasks, now: context.now, to: context.output)
    }
}
