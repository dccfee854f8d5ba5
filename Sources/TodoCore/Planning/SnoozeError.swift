/// Why `snooze` refused to move a task's deadline; nothing was changed. The command layer maps
/// each case to an exit code (3, an invalid value).
public enum SnoozeError: Error, Equatable, Sendable {
    /// The task is completed: it has no deadline to put off.
    case completed(id: Int)
    /// The task has no deadline to move (`--to` gives it one).
    case noDeadline(id: Int)
    /// `--by` leaves the deadline still not in the future.
    case stillPast(id: Int, deadline: Instant)
    /// `--to` names a time that is not in the future.
    case notInFuture(deadline: Instant)
}
