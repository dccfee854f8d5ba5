/// One reminder, due or to come: of a task's deadline, or of today's goal.
public struct Reminder: Hashable, Sendable {
    /// What is reminded of: a task's deadline, or today's goal.
    public enum Kind: String, Hashable, Sendable {
        case task
        case goal
    }

    /// Whether a task or the goal is reminded of.
    public let kind: Kind
    /// The task's id; nil for a goal.
    public let id: Int?
    /// The task's or the goal's title.
    public let title: String
    /// The task's deadline; nil for a goal.
    public let deadline: Instant?
    /// When the reminder is due.
    public let remindAt: Instant
    /// How many seconds late it was delivered; 0 when on time (within `toleranceSeconds`).
    public let lateBy: Int64
    /// The goal, for a goal's reminder: its day, when it was set, and its tasks.
    public let goal: DayGoal?

    /// A reminder delivered within two minutes of its time is on time: a timer that runs every
    /// minute can be a minute and a little late.
    public static let toleranceSeconds: Int64 = 120

    /// A task's reminder, late by `lateBy` seconds.
    public init(task: TodoTask, lateBy: Int64 = 0) {
        kind = .task
        id = task.id
        title = task.title
        deadline = task.deadline
        remindAt = task.remindAt ?? task.deadline ?? task.createdAt
        self.lateBy = lateBy
        goal = nil
    }

    /// A goal's reminder, late by `lateBy` seconds.
    public init(goal: DayGoal, lateBy: Int64 = 0) {
        kind = .goal
        id = nil
        title = goal.title
        deadline = nil
        remindAt = goal.remindAt
        self.lateBy = lateBy
        self.goal = goal
    }

}
