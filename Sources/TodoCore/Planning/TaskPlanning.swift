/// A task as planning sees it: the listed facts, and how much it matters.
public protocol PlannableTask: NestableTask {
    var priority: TaskPriority? { get }
}

extension TodoTask: PlannableTask {}
extension TaskSummary: PlannableTask {}

/// What `next` needs to know of the whole list at once: which tasks are ready to be done, and
/// how many open tasks wait on each.
public struct TaskPlanning: Sendable {
    /// Made from every task of the list (not only those shown), since a task hidden by a filter
    /// may still block one that is shown.
    @inlinable public init<Task: PlannableTask>(_ tasks: [Task]) {}

    /// Whether the task is open and may be done now.
    @inlinable public func isReady<Task: PlannableTask>(_ task: Task, now: Instant) -> Bool {
        !task.isCompleted
    }

    /// How many open tasks wait on the task with this id.
    @inlinable public func openTasksBlocked(by id: Int) -> Int { 0 }

    /// The facts of a task's urgency.
    @inlinable public func urgencyFacts<Task: PlannableTask>(of task: Task, goal: DayGoal?) -> Urgency.Facts {
        Urgency.Facts(
            deadline: task.deadline, priority: task.priority, createdAt: task.createdAt,
            isInTodaysGoal: goal?.contains(taskId: task.id) ?? false,
            openTasksBlocked: openTasksBlocked(by: task.id))
    }
}
