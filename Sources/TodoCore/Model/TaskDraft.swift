/// What `add` is given: the fields a user types.
public struct TaskDraft: Hashable, Sendable {
    /// Trimmed when added; must not be empty nor the title of a task not completed.
    public var title: String
    /// The task object's `description` field (`todo help json`); empty means none.
    public var details: String?
    /// Must be later than the `now` the task is added at.
    public var deadline: Instant?
    /// Where it happens.
    public var location: Location?
    /// Tags, in any order and case; the task keeps each once, sorted.
    public var tags: [String]
    /// The project the task belongs to; projects nest with dots (`home.garden`).
    public var project: String?
    /// How much the task matters, or nil for no priority.
    public var priority: TaskPriority?
    /// Seconds before the deadline to remind, or nil for no reminder.
    public var remindBefore: Int?

    /// A draft with the fields given; `TodoList.add` checks them.
    public init(
        title: String, details: String? = nil, deadline: Instant? = nil, location: Location? = nil,
        tags: [String] = [], project: String? = nil, priority: TaskPriority? = nil,
        remindBefore: Int? = TodoTask.defaultRemindBefore
    ) {
        self.title = title
        self.details = details
        self.deadline = deadline
        self.location = location
        self.tags = tags
        self.project = project
        self.priority = priority
        self.remindBefore = remindBefore
    }
}
