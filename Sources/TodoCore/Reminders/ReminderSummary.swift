/// What `remind` needs of a task to tell whether anything is due, read from the store without
/// decoding any text: it runs every minute, and mostly finds nothing to do.
public struct ReminderSummary: RemindableTask, Sendable {
    public let id: Int
    public let createdAt: Instant
    public let deadline: Instant?
    public let completedAt: Instant?
    public let modifiedAt: Instant
    public let remindAt: Instant?
    public let remindedAt: Instant?
}

/// The reminder summaries of a store's active tasks, and since when the store has had reminders.
public struct ReminderSummaries: Sendable {
    public let tasks: [ReminderSummary]
    public let start: ReminderStart

    /// Whether some reminder is due at `now`.
    public func anyDue(at now: Instant) -> Bool {
        tasks.contains { $0.reminderIsDue(at: now, start: start) }
    }

    /// The earliest time after `now` a reminder is due, if any.
    public func nextReminder(after now: Instant) -> Instant? {
        tasks.lazy.filter { $0.reminderIsUpcoming(at: now) }.compactMap(\.remindAt).min()
    }
}

/// Reads a task object of the store as a reminder summary, checked as strictly as a whole task.
enum ReminderSummaryReader {
    static func read(_ reader: inout JSONReader) throws(JSONError) -> ReminderSummary {
        let fields = try TaskFields.read(&reader)
        guard let id = fields.id else { throw fields.missing("id", in: reader) }
        guard fields.uuid != nil else { throw fields.missing("uuid", in: reader) }
        guard fields.title != nil else { throw fields.missing("title", in: reader) }
        guard let createdAt = fields.createdAt else { throw fields.missing("createdAt", in: reader) }
        let remindAt = fields.deadline.flatMap { deadline in
            fields.remindBefore.map { deadline - Int64($0) }
        }
        return ReminderSummary(
            id: id, createdAt: createdAt, deadline: fields.deadline, completedAt: fields.completedAt,
            modifiedAt: fields.modifiedAt
                ?? TodoTask.defaultModifiedAt(createdAt: createdAt, completedAt: fields.completedAt),
            remindAt: remindAt, remindedAt: fields.remindedAt)
    }
}
