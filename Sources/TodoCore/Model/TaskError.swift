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
    /// A task blocked by (`--blocked-by ID`) a task that does not exist.
    case blockerNotFound(id: Int)
    /// A task that would wait on itself, directly or through others: `id` blocked by `blocker`, which waits
    /// on `id` through `path` (`blocker` first, `id` last).
    case blockCycle(id: Int, blocker: Int, path: [Int])
    /// A wait (`--wait WHEN`) that is not later than now.
    case waitNotInFuture(wait: Instant, now: Instant)
    /// A wait after the task's deadline.
    case waitAfterDeadline(wait: Instant, deadline: Instant)
    /// A note without text.
    case emptyNote
    /// A repetition's end before the deadline it starts from (`--until`).
    case untilBeforeDeadline(until: Instant, deadline: Instant)
    /// A change a repeating task cannot take: a part of a repetition set on a task that does
    /// not repeat, `skip` of one that does not move on, a repeating task left without a deadline.
    case cannotRepeat(id: Int, reason: RepetitionRefusal)
}

/// Why a change was refused to a task as a repeating task.
public enum RepetitionRefusal: Hashable, Sendable {
    /// The task does not repeat (`skip`, `--until` or `--from-completion` without `--every`).
    case notRepeating
    /// Its rule is kept as another program wrote it, and `todo` does not move it on.
    case notInterpreted
    /// It is completed: there is no current occurrence to skip.
    case completed
    /// Its series ends (`until`) before another occurrence.
    case lastOccurrence
    /// A repeating task always has a deadline: `--no-due` is refused (`--no-every` ends it).
    case needsDeadline
}
