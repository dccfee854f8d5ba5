/// What `remind` needs of a task to tell whether anything is due, read from the store without
/// decoding any text: it runs every minute, and mostly finds nothing to do. Instants that may be
/// missing are kept as seconds with `Int64.min` for none, as `TaskSummary` keeps them: 10,000
/// summaries are one small block.
public struct ReminderSummary: RemindableTask, Sendable {
    /// The task's id.
    public let id: Int
    /// When the task was created.
    public let createdAt: Instant
    /// When the task last changed by a user's doing.
    public let modifiedAt: Instant
    private let deadlineSeconds: Int64
    private let completedSeconds: Int64
    private let remindSeconds: Int64
    private let remindedSeconds: Int64

    init(
        id: Int, createdAt: Instant, deadline: Instant?, completedAt: Instant?, modifiedAt: Instant,
        remindAt: Instant?, remindedAt: Instant?
    ) {
        self.id = id
        self.createdAt = createdAt
        self.modifiedAt = modifiedAt
        deadlineSeconds = deadline?.secondsSince1970 ?? .min
        completedSeconds = completedAt?.secondsSince1970 ?? .min
        remindSeconds = remindAt?.secondsSince1970 ?? .min
        remindedSeconds = remindedAt?.secondsSince1970 ?? .min
    }

    /// The task's deadline, if it has one.
    public var deadline: Instant? { Self.instant(deadlineSeconds) }
    /// When the task was completed, if it was.
    public var completedAt: Instant? { Self.instant(completedSeconds) }
    /// When the reminder is due, or nil for no deadline or no reminder.
    public var remindAt: Instant? { Self.instant(remindSeconds) }
    /// When the reminder was delivered, or nil while it has not been.
    public var remindedAt: Instant? { Self.instant(remindedSeconds) }

    private static func instant(_ seconds: Int64) -> Instant? {
        seconds == .min ? nil : Instant(secondsSince1970: seconds)
    }
}

/// The reminder summaries of a store's active tasks, its recent goals, and since when the store
/// has had reminders.
public struct ReminderSummaries: Sendable {
    /// One summary per active task, in the store's order.
    public let tasks: [ReminderSummary]
    /// The goals of recent days, today's among them if it has one.
    public let goals: GoalHistory
    /// Since when the store has had reminders.
    public let start: ReminderStart

    /// Whether some reminder is due at `now`, on the local day `today`.
    public func anyDue(at now: Instant, today: CivilDate) -> Bool {
        tasks.contains { $0.reminderIsDue(at: now, start: start) }
            || goals.goal(on: today)?.reminderIsDue(at: now, today: today) == true
    }

    /// The earliest time after `now` a reminder is due, if any.
    public func nextReminder(after now: Instant, today: CivilDate) -> Instant? {
        let task = tasks.lazy.filter { $0.reminderIsUpcoming(at: now) }.compactMap(\.remindAt).min()
        guard let goal = goals.goal(on: today), goal.reminderIsUpcoming(at: now, today: today) else {
            return task
        }
        return min(task ?? goal.remindAt, goal.remindAt)
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
