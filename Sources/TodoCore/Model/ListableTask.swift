/// What the rules of the list need of a task: its id and the instants that decide its state,
/// its place in the list and its clearing. Both a whole `TodoTask` and the `TaskSummary` that
/// `list` reads have them, and both follow the rules below, written once.
public protocol ListableTask {
    var id: Int { get }
    var createdAt: Instant { get }
    var deadline: Instant? { get }
    var completedAt: Instant? { get }
}

extension ListableTask {
    /// Completed once `completedAt` is set; otherwise overdue from the second its deadline is
    /// no longer in the future (a deadline equal to `now` is overdue, which is why `add` refuses
    /// it); otherwise pending.
    @inlinable public func state(at now: Instant) -> TaskState {
        if completedAt != nil { return .completed }
        if let deadline, deadline <= now { return .overdue }
        return .pending
    }

    /// Whether the task was completed (cleared or not).
    @inlinable public var isCompleted: Bool { completedAt != nil }

    /// Whether the 24-hour auto-clear has taken the task out of every listing at `now`.
    @inlinable public func isCleared(at now: Instant) -> Bool {
        guard let completedAt else { return false }
        return completedAt <= now - AutoClear.retentionSeconds
    }
}

/// A task that may be a subtask: what the list's tree needs of it besides its place.
public protocol NestableTask: ListableTask {
    /// The id of the task it is a subtask of, or nil.
    var parent: Int? { get }
}
