/// The visible tasks at one instant, grouped into the contract's sections and sorted.
public struct TaskListing: Sendable {
    public struct Section: Sendable {
        public let state: TaskState
        /// The section's tasks, as positions in `listed`, in display order.
        let positions: [Int]
        let listed: [TodoTask]

        public var tasks: [TodoTask] { positions.map { listed[$0] } }

        public var count: Int { positions.count }

        /// Calls `body` with each task in display order, without gathering them into an array.
        public func forEach(_ body: (TodoTask) throws -> Void) rethrows {
            // Through a buffer, the tasks are lent to `body` rather than copied for it.
            try listed.withUnsafeBufferPointer { tasks in
                for position in positions { try body(tasks[position]) }
            }
        }
    }

    /// Overdue, Pending, Completed, in that order; empty sections are left out.
    public let sections: [Section]

    /// - Overdue: earliest deadline first.
    /// - Pending: earliest deadline first, then the tasks without a deadline; each group in the
    ///   order the tasks were added.
    /// - Completed: most recently completed first.
    /// Tasks that the auto-clear has taken away are not shown.
    public init(tasks: [TodoTask], now: Instant, filter: ListFilter = .all) {
        var overdue: [SortKey] = []
        var pending: [SortKey] = []
        var completed: [SortKey] = []
        for index in tasks.indices where !tasks[index].isCleared(at: now) {
            let state = tasks[index].state(at: now)
            guard filter.includes(state) else { continue }
            let key = SortKey(tasks[index], state: state, index: index)
            switch state {
            case .overdue: overdue.append(key)
            case .pending: pending.append(key)
            case .completed: completed.append(key)
            }
        }
        sections = [(TaskState.overdue, overdue), (.pending, pending), (.completed, completed)].compactMap {
            state, keys in
            // Sorting small keys is far cheaper than moving tasks around.
            keys.isEmpty ? nil : Section(state: state, positions: keys.sorted().map(\.index), listed: tasks)
        }
    }

    /// A task's place in its section, as plain numbers: smaller sorts first.
    private struct SortKey: Comparable {
        let primary: Int64
        let createdAt: Int64
        let id: Int
        let index: Int

        init(_ task: TodoTask, state: TaskState, index: Int) {
            switch state {
            case .completed:
                primary = -(task.completedAt ?? Instant.earliest).secondsSince1970
            case .overdue, .pending:
                primary = (task.deadline ?? Instant(secondsSince1970: .max)).secondsSince1970
            }
            createdAt = task.createdAt.secondsSince1970
            id = task.id
            self.index = index
        }

        static func < (lhs: SortKey, rhs: SortKey) -> Bool {
            (lhs.primary, lhs.createdAt, lhs.id) < (rhs.primary, rhs.createdAt, rhs.id)
        }
    }

    /// Every shown task, in display order.
    public var tasks: [TodoTask] { sections.flatMap(\.tasks) }

    public var isEmpty: Bool { sections.isEmpty }

    public var count: Int { sections.reduce(0) { $0 + $1.count } }
}
