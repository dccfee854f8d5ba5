/// What `--json` says of a task beside its fields, worked out from the clock and the other
/// tasks: its state, whether it waits and whether it is blocked. Never stored.
public struct TaskFacts: Hashable, Sendable {
    /// Pending, overdue or completed.
    public let state: TaskState
    /// Open, with a wait later than now.
    public let isWaiting: Bool
    /// Open, waiting on an open task.
    public let isBlocked: Bool

    /// The facts as given.
    public init(state: TaskState, isWaiting: Bool = false, isBlocked: Bool = false) {
        self.state = state
        self.isWaiting = isWaiting
        self.isBlocked = isBlocked
    }
}

/// A task that may wait and be blocked: what `TaskReadiness` reads of a whole task and of the
/// summary `list` reads alike.
public protocol PlannableTask: ListableTask {
    /// Until when the task waits, if it does.
    var wait: Instant? { get }
}

extension PlannableTask {
    /// Whether the task waits at `now`: it is open and its wait is later.
    @inlinable public func isWaiting(at now: Instant) -> Bool {
        guard completedAt == nil, let wait else { return false }
        return wait > now
    }
}

extension TodoTask: PlannableTask {}
extension TaskSummary: PlannableTask {}
