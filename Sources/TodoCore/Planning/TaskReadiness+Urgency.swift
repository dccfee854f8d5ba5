/// A task as `next` ranks it: one that may wait and be blocked, with a priority.
public protocol RankableTask: PlannableTask {
    var priority: TaskPriority? { get }
}

extension TodoTask: RankableTask {}
extension TaskSummary: RankableTask {}

extension TaskReadiness {
    /// The facts of a task's urgency: its own, whether it is one of today's `goal`, and how
    /// many open tasks wait on it.
    public func urgencyFacts(of task: some RankableTask, goal: DayGoal?) -> Urgency.Facts {
        Urgency.Facts(
            deadline: task.deadline, priority: task.priority, createdAt: task.createdAt,
            isInTodaysGoal: goal?.contains(taskId: task.id) ?? false,
            openTasksBlocked: openTasksBlocked(by: task.id))
    }
}
