/// What `add` is given: the fields a user types.
public struct TaskDraft: Hashable, Sendable {
    public var title: String
    public var details: String?
    public var deadline: Instant?
    public var location: Location?
    public var tags: [String]
    public var project: String?
    public var priority: TaskPriority?
    /// Seconds before the deadline to remind, or nil for no reminder.
    public var remindBefore: Int?

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
