import TodoCore

/// Reminders as `remind --json` prints them: `{"kind", "id", "title", "deadline", "remindAt",
/// "lateBy"}`, `lateBy` in seconds (0 when on time); a goal's also has its `date`.
enum ReminderJSON {
    /// A JSON array of them, on one line each.
    static func writeArray(_ reminders: [Reminder], to output: OutputBuffer) {
        var writer = JSONWriter()
        writer.linedArray(reminders) { reminder, writer in write(reminder, into: &writer) }
        writer.raw("\n")
        output.write(bytes: writer.bytes)
    }

    /// One object per line, as `remind --watch --json` prints them as they come.
    static func writeLines(_ reminders: [Reminder], to output: OutputBuffer) {
        var writer = JSONWriter()
        for reminder in reminders {
            write(reminder, into: &writer)
            writer.raw("\n")
        }
        output.write(bytes: writer.bytes)
    }

    private static func write(_ reminder: Reminder, into writer: inout JSONWriter) {
        writer.raw("{")
        writer.key("kind")
        writer.string(reminder.kind.rawValue)
        writer.raw(",")
        writer.key("id")
        writer.optionalInt(reminder.id)
        writer.raw(",")
        writer.key("title")
        writer.string(reminder.title)
        writer.raw(",")
        writer.key("deadline")
        writer.isoInstant(reminder.deadline)
        writer.raw(",")
        writer.key("remindAt")
        writer.isoInstant(reminder.remindAt)
        writer.raw(",")
        writer.key("lateBy")
        writer.int(reminder.lateBy)
        if let goal = reminder.goal {
            writer.raw(",")
            writer.key("date")
            writer.string(goal.date.iso8601)
        }
        writer.raw("}")
    }
}
