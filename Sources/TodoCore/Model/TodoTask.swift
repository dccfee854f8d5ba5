/// One thing to do: a plain value. `TaskSchema` declares how each field is read, written, shown,
/// edited, filtered, merged and carried by the other formats; the rules for changing tasks are
/// `TodoList`'s.
///
/// `TodoTask` rather than `Task`, which Swift's concurrency library already names.
public struct TodoTask: NestableTask, Hashable, Sendable {
    /// Short, stable, never reused in a store.
    public var id: Int
    /// Stable across export and import.
    public var uuid: String
    /// What to do; never empty in a stored task.
    public var title: String
    /// The task object's `description` field.
    public var details: String?
    /// When it is due; the task is overdue from this instant on.
    public var deadline: Instant?
    /// Where it happens.
    public var location: Location?
    /// When it was added.
    public var createdAt: Instant
    /// When it was completed; nil while it is not.
    public var completedAt: Instant?
    /// When the task last changed by a user's doing (not by the auto-clear moving it).
    public var modifiedAt: Instant
    /// Names the task is filed under, sorted; see `TagList`.
    public var tags: [String]
    /// The project the task belongs to; projects nest with dots (`home.garden`).
    public var project: String?
    /// How much the task matters next to the others, or nil for no priority.
    public var priority: TaskPriority?
    /// How many seconds before the deadline the task is reminded of, or nil for no reminder.
    /// Kept when the task has no deadline, so that a deadline given later is reminded.
    public var remindBefore: Int?
    /// When the reminder was delivered, or nil while it has not been.
    public var remindedAt: Instant?
    /// The values of the user's own fields (`todo field add`) this task has, by field name.
    public var fields: [String: FieldValue]
    /// The id of the task this one is a subtask of, or nil for a task of its own.
    public var parent: Int?
    /// Notes written on the task (`todo note`), oldest first.
    public var notes: [TaskNote]
    /// How the task repeats, or nil for a task that does not. A repeating task always has a
    /// deadline: its current occurrence.
    public var recurrence: Recurrence?
    /// For the record of a completed occurrence of a repeating task, that task's uuid.
    public var occurrenceOf: String?
    /// Until when the task waits: an open task is left out of the list until then.
    public var wait: Instant?
    /// The ids of the tasks this one waits on: it is blocked while any of them is open.
    public var blockedBy: [Int]

    /// Ten minutes: the reminder a task with a deadline gets unless told otherwise.
    public static let defaultRemindBefore = 600

    /// A task with the given fields; `modifiedAt` defaults to the later of its creation and
    /// completion. New tasks come from `TodoList.add`, which checks the rules and gives out the
    /// id; this is for tasks made elsewhere, such as in tests.
    public init(
        id: Int, uuid: String, title: String, details: String? = nil, deadline: Instant? = nil,
        location: Location? = nil, createdAt: Instant, completedAt: Instant? = nil,
        modifiedAt: Instant? = nil,
        tags: [String] = [], project: String? = nil, priority: TaskPriority? = nil,
        remindBefore: Int? = TodoTask.defaultRemindBefore, remindedAt: Instant? = nil,
        fields: [String: FieldValue] = [:], parent: Int? = nil, notes: [TaskNote] = [],
        recurrence: Recurrence? = nil, occurrenceOf: String? = nil, wait: Instant? = nil,
        blockedBy: [Int] = []
    ) {
        self.id = id
        self.uuid = uuid
        self.title = title
        self.details = details
        self.deadline = deadline
        self.location = location
        self.createdAt = createdAt
        self.completedAt = completedAt
        self.modifiedAt = modifiedAt ?? Self.defaultModifiedAt(createdAt: createdAt, completedAt: completedAt)
        self.tags = tags
        self.project = project
        self.priority = priority
        self.remindBefore = remindBefore
        self.remindedAt = remindedAt
        self.fields = fields
        self.parent = parent
        self.notes = notes
        self.recurrence = recurrence
        self.occurrenceOf = occurrenceOf
        self.wait = wait
        self.blockedBy = blockedBy
    }

    /// Whether the task repeats by a rule `todo` interprets, and so moves on when completed.
    public var repeats: Bool { recurrence?.isInterpreted ?? false }

    /// The last change of a task that was created and perhaps completed, and nothing since: what
    /// `modifiedAt` is when the store does not say (the store leaves it out when it is this).
    static func defaultModifiedAt(createdAt: Instant, completedAt: Instant?) -> Instant {
        max(createdAt, completedAt ?? createdAt)
    }

    var defaultModifiedAt: Instant {
        Self.defaultModifiedAt(createdAt: createdAt, completedAt: completedAt)
    }

    /// When the reminder is due: `remindBefore` seconds before the deadline, or nil when the
    /// task has no deadline or no reminder.
    public var remindAt: Instant? {
        guard let deadline, let remindBefore else { return nil }
        return deadline - Int64(remindBefore)
    }

    /// Hashes the id and the uuid, which tell tasks apart.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(uuid)
    }
}
