/// The stats screen: how much got done in the past day, and how the list stands.
public struct DailyStats: Hashable, Sendable {
    /// Tasks with `now − 24 h < completedAt ≤ now`.
    public let completedLast24Hours: Int
    /// Tasks not completed whose deadline, if any, is still ahead.
    public let pending: Int
    /// Tasks not completed whose deadline has come.
    public let overdue: Int
    /// Completed tasks that the auto-clear has not yet taken away.
    public let completed: Int
}

extension DailyStats {
    /// Counts `tasks` as they stand at `now`; tasks the auto-clear has taken away are not counted.
    @inlinable public init<Tasks: Collection>(tasks: Tasks, now: Instant) where Tasks.Element: ListableTask {
        let dayAgo = now - AutoClear.retentionSeconds
        var completedLast24Hours = 0
        var pending = 0
        var overdue = 0
        var completed = 0
        for task in tasks where !task.isCleared(at: now) {
            switch task.state(at: now) {
            case .pending: pending += 1
            case .overdue: overdue += 1
            case .completed: completed += 1
            }
            if let completedAt = task.completedAt, completedAt > dayAgo, completedAt <= now {
                completedLast24Hours += 1
            }
        }
        self.completedLast24Hours = completedLast24Hours
        self.pending = pending
        self.overdue = overdue
        self.completed = completed
    }
}
