/// Why a change to the tasks was refused. The command layer maps each case to an exit code.
public enum TaskError: Error, Equatable, Sendable {
    /// A title that is empty once trimmed.
    case emptyTitle
    /// A location name that is empty once trimmed.
    case emptyLocationName
    /// A new or changed deadline that is not later than now.
    case deadlineNotInFuture(deadline: Instant, now: Instant)
    /// A title equal (ignoring case and surrounding space) to that of a task not completed.
    case duplicateTitle(title: String, existingId: Int)
    /// A reminder that would come more than `ReminderDuration.longest` seconds before the
    /// deadline, or after it: the store could not hold it.
    case reminderOutOfRange(seconds: Int)
    /// Ids that name no task, active or archived.
    case notFound(ids: [Int])
    /// A parent (`--parent ID`) that names no task.
    case parentNotFound(id: Int)
    /// A parent that is the task itself or one of its subtasks, at any depth.
    case parentCycle(id: Int, parent: Int)
    /// Completing (or, `deleting`, deleting) a task whose subtasks (their ids) are not all
    /// completed, without `--with-subtasks`.
    case openSubtasks(id: Int, subtasks: [Int], deleting: Bool)
    /// A note without text.
    case emptyNote
}
