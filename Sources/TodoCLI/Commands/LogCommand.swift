import TodoCore

struct LogCommand: Command {
    static let count = Option(
        OptionSpec("count", short: "n", value: "N", help: "show only the latest N changes")
    ) { word, _ in try JournalText.count(word, for: "-n") }

    static let spec = CommandSpec(
        "log", abstract: "List the latest changes, newest first, as 'todo undo' reverts them.",
        discussion: """
            Each change is numbered from 1 (the newest), with when it was made, the command as it
            was typed, and the tasks it touched. A change an undo reverted is marked (undone);
            'todo undo N' reverts the latest N changes not undone yet.
            """,
        options: [count.spec], examples: ["todo log", "todo log -n 5", "todo log --json"])

    let limit: Int?

    init(arguments: ParsedArguments, context: CommandContext) throws {
        limit = try arguments.value(Self.count, context)
    }

    func run(_ context: CommandContext) throws {
        let entries = try context.store.log(limit: limit)
        if context.json {
            JournalJSON.write(entries, numbered: true, to: context.output)
            return
        }
        guard !entries.isEmpty else {
            context.output.writeLine("No changes yet: the log records every change from now on.")
            return
        }
        let text = JournalText(now: context.now, zone: context.zone)
        let width = String(entries.count).count
        for (index, entry) in entries.enumerated() {
            let number = String(index + 1)
            var line = String(repeating: " ", count: width - number.count) + number + "  "
            line += text.date(entry.date) + "  " + TerminalText.escaped(entry.command)
            if let reverted = entry.reverted, !reverted.isEmpty {
                line += " (reverted " + reverted.map { text.quoted($0.command) }.joined(by: ", ") + ")"
            }
            if entry.isUndone { line += " (undone)" }
            context.output.writeLine(line)
            let indent = String(repeating: " ", count: width + 2)
            for taskLine in text.taskLines(entry, reverting: false) {
                context.output.writeLine(indent + taskLine)
            }
        }
    }
}
