/// The visible tasks at one instant, grouped into the contract's sections and sorted: whole
/// tasks for `list --json`, summaries for `list`.
public struct TaskListing<Task: ListableTask & Sendable>: Sendable {
    public struct Section: Sendable {
        public let state: TaskState
        /// The section's tasks, as positions in `listed`, in display order.
        @usableFromInline let positions: [Int]
        @usableFromInline let listed: [Task]

        @usableFromInline init(state: TaskState, positions: [Int], listed: [Task]) {
            self.state = state
            self.positions = positions
            self.listed = listed
        }

        @inlinable public var tasks: [Task] { positions.map { listed[$0] } }

        public var count: Int { positions.count }

        /// Calls `body` with each task in display order, without gathering them into an array.
        @inlinable public func forEach(_ body: (Task) throws -> Void) rethrows {
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
    ///
    /// Inlinable, so that it is made for the caller's kind of task: 10,000 of them are looked at.
    @inlinable public init(tasks: [Task], now: Instant, filter: ListFilter = .all) {
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
        // Sorting small keys is far cheaper than moving tasks around.
        overdue.sort()
        pending.sort()
        completed.sort()
        sections = [(TaskState.overdue, overdue), (.pending, pending), (.completed, completed)].compactMap {
            state, keys in
            keys.isEmpty ? nil : Section(state: state, positions: keys.map(\.index), listed: tasks)
        }
    }

    /// A task's place in its section, as plain numbers: smaller sorts first.
    @usableFromInline struct SortKey: Comparable {
        @usableFromInline let primary: Int64
        @usableFromInline let createdAt: Int64
        @usableFromInline let id: Int
        @usableFromInline let index: Int

        @inlinable init(_ task: Task, state: TaskState, index: Int) {
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

        @inlinable static func < (lhs: SortKey, rhs: SortKey) -> Bool {
            (lhs.primary, lhs.createdAt, lhs.id) < (rhs.primary, rhs.createdAt, rhs.id)
        }
    }

    /// Every shown task, in display order.
    @inlinable public var tasks: [Task] { sections.flatMap(\.tasks) }

    public var isEmpty: Bool { sections.isEmpty }

    public var count: Int { sections.reduce(0) { $0 + $1.count } }
}
