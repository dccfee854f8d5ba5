import TodoCore

/// `--json` output of the change log: an array of change objects, newest first.
///
///     {"number":1,"sequence":58,"at":"2026-03-01T09:45:00Z","command":"undo","undo":true,
///      "undone":false,"tasks":[{"id":3,"title":"Call mum","action":"added"}],
///      "reverted":[{"sequence":57,"command":"rm 3"}]}
///
/// `number` is the place in `todo log` (1 is the newest), left out where it would not hold;
/// `sequence` is the store's own number for the change, which stays; `reverted` is null for a
/// change that is not an undo.
enum JournalJSON {
    static func write(_ entries: [JournalEntry], numbered: Bool, to output: OutputBuffer) {
        var writer = JSONWriter()
        writer.raw("[")
        for (index, entry) in entries.enumerated() {
            writer.raw(index == 0 ? "\n{" : ",\n{")
            if numbered {
                writer.key("number")
                writer.int(index + 1)
                writer.raw(",")
            }
            write(entry, into: &writer)
            writer.raw("}")
        }
        writer.raw(entries.isEmpty ? "]\n" : "\n]\n")
        output.write(bytes: writer.bytes)
    }

    private static func write(_ entry: JournalEntry, into writer: inout JSONWriter) {
        writer.key("sequence")
        writer.int(entry.sequence)
        writer.raw(",")
        writer.key("at")
        writer.string(entry.date.iso8601)
        writer.raw(",")
        writer.key("command")
        writer.string(entry.command)
        writer.raw(",")
        writer.key("undo")
        writer.bool(entry.isUndo)
        writer.raw(",")
        writer.key("undone")
        writer.bool(entry.isUndone)
        writer.raw(",")
        writer.key("tasks")
        writer.raw("[")
        for (index, task) in entry.tasks.enumerated() {
            writer.raw(index == 0 ? "{" : ",{")
            writer.key("id")
            writer.int(task.id)
            writer.raw(",")
            writer.key("title")
            writer.string(task.title)
            writer.raw(",")
            writer.key("action")
            writer.string(task.action.rawValue)
            writer.raw("}")
        }
        writer.raw("],")
        writer.key("reverted")
        guard let reverted = entry.reverted else { return writer.null() }
        writer.raw("[")
        for (index, change) in reverted.enumerated() {
            writer.raw(index == 0 ? "{" : ",{")
            writer.key("sequence")
            writer.int(change.sequence)
            writer.raw(",")
            writer.key("command")
            writer.string(change.command)
            writer.raw("}")
        }
        writer.raw("]")
    }
}
