import TodoCore

struct UndoCommand: Command {
    static let spec = CommandSpec(
        "undo", abstract: "Revert the latest changes, newest first.",
        discussion: """
            Every change to the store can be reverted: add, complete, uncomplete, edit, delete,
            import, examples, and the goal commands. A deleted task comes back with its id and
            uuid; an added one is removed (its id is not given out again); a completed task comes
            back to the list even if it was archived since. N changes are reverted all or none; with fewer than N left to revert,
            nothing changes (exit 3). The undo shows in 'todo log', and is not itself undone by
            a later undo. At least the latest 100 changes can be reverted.
            """,
        arguments: [ArgumentSpec("N", .optional, help: "how many changes to revert (default 1)")],
        examples: ["todo undo", "todo undo 3", "todo log && todo undo 2"])

    let count: Int

    init(arguments: ParsedArguments, context: CommandContext) throws {
        count =
            try arguments.positionals.first.map { word throws(UsageError) in
                try JournalText.count(word, for: "undo")
            } ?? 1
    }

    func run(_ context: CommandContext) throws {
        let hooks = try context.hooks()
        let (reverted, changes) = try context.store.undoTellingChanges(count, now: context.now)
        context.announce(changes, to: hooks)
        if context.json {
            JournalJSON.write(reverted, numbered: false, to: context.output)
            return
        }
        let text = JournalText(now: context.now, zone: context.zone)
        for entry in reverted {
            context.output.writeLine("Undid \(text.quoted(entry.command)) of \(text.date(entry.date)):")
            for line in text.taskLines(entry, reverting: true) { context.output.writeLine("  " + line) }
        }
    }
}
