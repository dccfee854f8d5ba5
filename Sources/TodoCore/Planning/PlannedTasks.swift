/// Which tasks `agenda` and `calendar` plan with: the one place that decides it, so that a
/// rule that hides a task from the plan (waiting) is added here once.
public enum PlannedTasks {
    /// Whether `agenda` and `calendar` show `task` at `now`: while it is open (not completed)
    /// and does not wait.
    @inlinable public static func shows(_ task: some PlannableTask, at now: Instant) -> Bool {
        !task.isCompleted && !task.isWaiting(at: now)
    }
}
