/// A task on a day of the plan: the task, the deadline it is due at that day, and whether that
/// is a projected occurrence of a repeating task rather than its current deadline.
public struct DueEntry<Item> {
    /// The task (a whole task, or the summary `agenda` reads).
    public let task: Item
    /// When it is due: its deadline, or for a projected occurrence, that occurrence.
    public let deadline: Instant
    /// Whether this is a later occurrence of a repeating task, not its current deadline.
    public let isProjected: Bool

    /// `task` due at `deadline`, a later occurrence of its series when `isProjected`.
    @inlinable public init(task: Item, deadline: Instant, isProjected: Bool) {
        self.task = task
        self.deadline = deadline
        self.isProjected = isProjected
    }
}

/// One civil day of the plan and what is due that day, earliest first.
public struct DueDay<Item> {
    /// The day, in the zone of the plan.
    public let date: CivilDate
    /// What is due that day, earliest first (then by id).
    public var entries: [DueEntry<Item>]

    /// The day `date` with `entries` due.
    @inlinable public init(date: CivilDate, entries: [DueEntry<Item>] = []) {
        self.date = date
        self.entries = entries
    }
}
