import TodoCore

/// `--json` output of the change log: an array of change objects, newest first.
///
///     {"number":1,"sequence":58,"at":"2026-03-01T09:45:00Z","command":"undo",
///      "tasks":[{"id":3,"title":"Call mum","action":"added"}],
///      "reverted":[{"sequence":57,"command":"rm 3"}],"undo":true,"undone":false}
///
/// `number` is the place in `todo log` (1 is the newest), left out where it would not hold;
/// `sequence` is the store's own number for the change, which stays; `reverted` is null for a
/// change that is not an undo.
enum JournalJSON {
    static func write(_ entries: [JournalEntry], numbered: Bool, to output: OutputBuffer) {
        var writer = JSONWriter()
        writer.linedArray(entries.enumerated()) { item, writer in
            writer.raw("{")
            if numbered {
                writer.key("number")
                writer.int(item.offset + 1)
                writer.raw(",")
            }
            write(item.element, into: &writer)
            writer.raw("}")
        }
        writer.raw("\n")
        output.write(bytes: writer.bytes)
    }

    private static func write(_ entry: JournalEntry, into writer: inout JSONWriter) {
        JournalCodec.writeFields(of: entry, into: &writer)
        if !entry.isUndo {
            writer.raw(",")
            writer.key("reverted")
            writer.null()
        }
        writer.raw(",")
        writer.key("undo")
        writer.bool(entry.isUndo)
        writer.raw(",")
        writer.key("undone")
        writer.bool(entry.isUndone)
    }
}
