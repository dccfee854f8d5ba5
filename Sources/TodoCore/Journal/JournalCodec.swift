/// The change log's JSON: entries, the `journal` member of the main file, and page files.
///
/// An entry, one a line:
///
///     {"sequence":57,"at":"2026-03-01T09:30:00Z","command":"rm 3",
///      "tasks":[{"id":3,"title":"Call mum","action":"removed"}],"before":[{…task 3 as it was…}]}
///     {"sequence":58,"at":"…","command":"undo","tasks":[…],"reverted":[{"sequence":57,"command":"rm 3"}]}
///
/// The member: `"journal":{"next":59,"pages":[[41,52,11]],"recent":{"count":3,"length":412,`
/// `"check":"9f86d081884c7d65","entries":[…]}}`: the pages by first entry, last entry and count
/// of changes (see `JournalPage`), then the recent entries (see `RecentEntries`). A page: `{"version":3,"entries":[…entries…]}`.
public enum JournalCodec {
    /// Writes the `journal` member's value.
    static func writeMember(_ journal: Journal, into writer: inout JSONWriter) {
        writer.raw("{")
        writer.key("next")
        writer.int(journal.nextSequence)
        writer.raw(",")
        writer.key("pages")
        writer.raw("[")
        for (index, page) in journal.pages.enumerated() {
            writer.raw(index == 0 ? "\n[" : ",\n[")
            writer.int(page.firstSequence)
            writer.raw(",")
            writer.int(page.lastSequence)
            writer.raw(",")
            writer.int(page.changeCount)
            writer.raw("]")
        }
        writer.raw("],")
        writer.key("recent")
        journal.recent.writeMember(into: &writer)
        writer.raw("}")
    }

    /// A page file's bytes.
    static func encodePage(_ entries: RecentEntries) -> [UInt8] {
        var writer = JSONWriter(capacity: entries.bytes.count + 32)
        writer.raw("{")
        writer.key("version")
        writer.int(StoreDocument.currentVersion)
        writer.raw(",")
        writer.key("entries")
        entries.write(into: &writer)
        writer.raw("}\n")
        return writer.bytes
    }

    /// An entry as the store keeps it: its fields, and the tasks to revert it with.
    static func write(_ entry: JournalEntry, into writer: inout JSONWriter) {
        writer.raw("{")
        writeFields(of: entry, into: &writer, showingNoGoals: false)
        if !entry.isUndo {
            writer.raw(",")
            writer.key("before")
            writer.raw("[")
            for (index, task) in entry.before.enumerated() {
                if index > 0 { writer.raw(",") }
                TaskCodec.write(task, facts: nil, into: &writer)
            }
            writer.raw("]")
            if let fieldsBefore = entry.fieldsBefore {
                writer.raw(",")
                writer.key("fieldsBefore")
                FieldDeclarationCodec.writeAll(fieldsBefore, into: &writer)
            }
            if !entry.goalsBefore.isEmpty {
                writer.raw(",")
                writer.key("goalsBefore")
                writer.raw("[")
                for (index, goal) in entry.goalsBefore.enumerated() {
                    if index > 0 { writer.raw(",") }
                    GoalCodec.write(goal, into: &writer)
                }
                writer.raw("]")
            }
        }
        writer.raw("}")
    }

    /// Writes `"sequence":…,"at":…,"command":…,"tasks":[{"id":…,"title":…,"action":…}],`
    /// `"goals":[{"date":…,"title":…,"action":…}]` and, for an undo,
    /// `,"reverted":[{"sequence":…,"command":…}]`: what the store and `--json` both show of an
    /// entry, without the braces around it. The store leaves out `goals` when there are none
    /// (`showingNoGoals` false), so that a store that never had a goal does not name them.
    public static func writeFields(
        of entry: JournalEntry, into writer: inout JSONWriter, showingNoGoals: Bool = true
    ) {
        writer.key("sequence")
        writer.int(entry.sequence)
        writer.raw(",")
        writer.key("at")
        writer.isoInstant(entry.date)
        writer.raw(",")
        writer.key("command")
        writer.string(entry.command)
        writer.raw(",")
        writer.key("tasks")
        writeList(entry.tasks, into: &writer) { task, writer in
            writer.key("id")
            writer.int(task.id)
            writer.raw(",")
            writer.key("title")
            writer.string(task.title)
            writer.raw(",")
            writer.key("action")
            writer.string(task.action.rawValue)
        }
        if showingNoGoals || !entry.goals.isEmpty {
            writer.raw(",")
            writer.key("goals")
            writeList(entry.goals, into: &writer) { goal, writer in
                writer.key("date")
                writer.string(goal.date.iso8601)
                writer.raw(",")
                writer.key("title")
                writer.string(goal.title)
                writer.raw(",")
                writer.key("action")
                writer.string(goal.action.rawValue)
            }
        }
        guard let reverted = entry.reverted else { return }
        writer.raw(",")
        writer.key("reverted")
        writeList(reverted, into: &writer) { change, writer in
            writer.key("sequence")
            writer.int(change.sequence)
            writer.raw(",")
            writer.key("command")
            writer.string(change.command)
        }
    }

    /// `[{…},{…}]`, each object's members written by `writeMembers`.
    private static func writeList<Element>(
        _ elements: [Element], into writer: inout JSONWriter,
        _ writeMembers: (Element, inout JSONWriter) -> Void
    ) {
        writer.raw("[")
        for (index, element) in elements.enumerated() {
            writer.raw(index == 0 ? "{" : ",{")
            writeMembers(element, &writer)
            writer.raw("}")
        }
        writer.raw("]")
    }
}
