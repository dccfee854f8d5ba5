/// The one goal of a calendar day, and the up to three tasks that achieve it (seed 003).
///
/// A goal belongs to its date, a local calendar day named once when it is set: it stays that
/// day's goal if `TZ` changes later. It keeps a copy of each task's title and completion, kept
/// up to date by every store write during its day and frozen after it, so that its history
/// reads the same after the tasks are edited, archived or deleted.
public struct DayGoal: Hashable, Sendable {
    /// The most tasks a goal may have.
    public static let taskLimit = 3

    /// The local calendar day the goal belongs to.
    public var date: CivilDate
    /// What the day is for.
    public var title: String
    /// Up to `taskLimit` tasks that achieve it, in the order named.
    public var tasks: [GoalTask]
    /// When the goal was set (or carried to its day): the reminder comes 3 hours later.
    public var setAt: Instant
    /// When it was marked achieved, or nil while it is not.
    public var achievedAt: Instant?
    /// When its reminder was delivered, or nil while it has not been.
    public var remindedAt: Instant?
    /// The day whose unachieved goal this one carries on, if any.
    public var carriedFrom: CivilDate?

    /// A goal as set, or as read back.
    public init(
        date: CivilDate, title: String, tasks: [GoalTask] = [], setAt: Instant, achievedAt: Instant? = nil,
        remindedAt: Instant? = nil, carriedFrom: CivilDate? = nil
    ) {
        self.date = date
        self.title = title
        self.tasks = tasks
        self.setAt = setAt
        self.achievedAt = achievedAt
        self.remindedAt = remindedAt
        self.carriedFrom = carriedFrom
    }

    /// Whether it was marked achieved.
    public var isAchieved: Bool { achievedAt != nil }

    /// How many of its tasks are completed.
    public var doneCount: Int { tasks.reduce(0) { $0 + ($1.isCompleted ? 1 : 0) } }

    /// Whether it has tasks and every one is completed.
    public var allTasksDone: Bool { !tasks.isEmpty && doneCount == tasks.count }

    /// Whether the task with this id is one of its tasks.
    public func contains(taskId: Int) -> Bool {
        tasks.contains { $0.id == taskId }
    }
}

/// A task as a goal remembers it: its id, and its title and completion as last seen.
public struct GoalTask: Hashable, Sendable {
    /// The task's id.
    public var id: Int
    /// The task's title, as last seen.
    public var title: String
    /// Whether the task was completed, as last seen.
    public var isCompleted: Bool

    /// A task as a goal remembers it.
    public init(id: Int, title: String, isCompleted: Bool) {
        self.id = id
        self.title = title
        self.isCompleted = isCompleted
    }

    /// The task as it is now.
    public init(_ task: TodoTask) {
        self.init(id: task.id, title: task.title, isCompleted: task.isCompleted)
    }
}
