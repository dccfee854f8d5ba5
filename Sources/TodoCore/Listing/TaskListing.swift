/// The visible tasks at one instant, grouped into the contract's sections and sorted.
public struct TaskListing: Sendable {
    public struct Section: Sendable {
        public let state: TaskState
        public let tasks: [TodoTask]
    }

    /// Overdue, Pending, Completed, in that order; empty sections are left out.
    public let sections: [Section]

    /// - Overdue: earliest deadline first.
    /// - Pending: earliest deadline first, then the tasks without a deadline; each group in the
    ///   order the tasks were added.
    /// - Completed: most recently completed first.
    /// Tasks that the auto-clear has taken away are not shown.
    public init(tasks: [TodoTask], now: Instant, filter: ListFilter = .all) {
        var overdue: [TodoTask] = []
        var pending: [TodoTask] = []
        var completed: [TodoTask] = []
        for task in tasks where !task.isCleared(at: now) {
            switch task.state(at: now) {
            case .overdue: overdue.append(task)
            case .pending: pending.append(task)
            case .completed: completed.append(task)
            }
        }
        overdue.sort(by: Self.byDeadlineThenOrderAdded)
        pending.sort(by: Self.byDeadlineThenOrderAdded)
        completed.sort(by: Self.byMostRecentlyCompleted)
        sections = [
            Section(state: .overdue, tasks: overdue),
            Section(state: .pending, tasks: pending),
            Section(state: .completed, tasks: completed),
        ].filter { filter.includes($0.state) && !$0.tasks.isEmpty }
    }

    /// Every shown task, in display order.
    public var tasks: [TodoTask] { sections.flatMap(\.tasks) }

    public var isEmpty: Bool { sections.isEmpty }

    static func isAddedBefore(_ lhs: TodoTask, _ rhs: TodoTask) -> Bool {
        (lhs.createdAt, lhs.id) < (rhs.createdAt, rhs.id)
    }

    static func byDeadlineThenOrderAdded(_ lhs: TodoTask, _ rhs: TodoTask) -> Bool {
        switch (lhs.deadline, rhs.deadline) {
        case let (left?, right?) where left != right: return left < right
        case (.some, nil): return true
        case (nil, .some): return false
        default: return isAddedBefore(lhs, rhs)
        }
    }

    static func byMostRecentlyCompleted(_ lhs: TodoTask, _ rhs: TodoTask) -> Bool {
        let left = lhs.completedAt ?? Instant.earliest
        let right = rhs.completedAt ?? Instant.earliest
        return left != right ? left > right : isAddedBefore(lhs, rhs)
    }
}
