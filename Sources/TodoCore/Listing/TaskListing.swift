/// The visible tasks at one instant, grouped into the sections of `todo help tasks` and sorted, as
/// positions in the array of tasks it was made from: whole tasks for `list --json`, summaries
/// for `list`.
///
/// Not generic itself (only its initializer is): a generic type's metadata is built at run time
/// on first use, with a search of every protocol conformance in the program, which costs a
/// short `todo list` a tenth of its time.
public struct TaskListing: Sendable {
    /// One group of the list: the tasks of one state.
    public struct Section: Sendable {
        /// The state every task of the section has.
        public let state: TaskState
        /// Where the section's tasks are in `order`.
        @usableFromInline let range: Range<Int>

        @usableFromInline init(state: TaskState, range: Range<Int>) {
            self.state = state
            self.range = range
        }

        /// How many tasks the section holds.
        public var count: Int { range.count }
    }

    /// Overdue, Pending, Completed, in that order; empty sections are left out.
    public let sections: [Section]
    /// Every shown task, in display order: its place and its position in the listed array.
    @usableFromInline var order: [SortKey]
    /// How deep each task lies in the tree of subtasks, by its position in the listed array;
    /// empty for a flat listing (see `TaskListing+Nesting`).
    @usableFromInline var depths: [UInt8] = []
    /// How many of each task's subtasks are done, by its position in the listed array; empty
    /// for a flat listing or one without subtasks.
    @usableFromInline var progress: [SubtaskProgress] = []
    @usableFromInline let now: Instant
    @usableFromInline let filter: ListFilter
    /// Which tasks by their wait: nil for all, true for the waiting ones alone, false for all but
    /// them (`list` leaves them out without copying the rest).
    @usableFromInline let waiting: Bool?

    /// - Overdue: earliest deadline first.
    /// - Pending: earliest deadline first, then the tasks without a deadline.
    /// - Completed: most recently completed first.
    /// - Ties: the task created first, then the smaller id.
    /// Tasks that the auto-clear has taken away are not shown.
    ///
    /// One array of 16-byte keys is sorted in place, sections and all: 10,000 tasks take 160 KB
    /// of fresh memory, which on a virtual machine costs more to touch than the sorting.
    /// Inlinable, so that it is made for the caller's kind of task.
    @inlinable public init<Task: PlannableTask>(
        tasks: [Task], now: Instant, filter: ListFilter = .all, waiting: Bool? = nil
    ) {
        var order: [SortKey] = []
        order.reserveCapacity(tasks.count)
        tasks.withUnsafeBufferPointer { tasks in
            for index in tasks.indices {
                guard
                    let state = Self.shownState(of: tasks[index], now: now, filter: filter, waiting: waiting)
                else {
                    continue
                }
                order.append(SortKey(tasks[index], state: state, index: index))
            }
            order.withUnsafeMutableBufferPointer { order in
                InPlaceSort.sort(order) { first, second in
                    if first.place != second.place { return first.place < second.place }
                    let (one, other) = (tasks[first.index], tasks[second.index])
                    return (one.createdAt, one.id) < (other.createdAt, other.id)
                }
            }
        }
        var sections: [Section] = []
        var start = 0
        while start < order.count {
            let state = order[start].state
            var end = start + 1
            while end < order.count, order[end].state == state { end += 1 }
            sections.append(Section(state: state, range: start..<end))
            start = end
        }
        self.sections = sections
        self.order = order
        self.now = now
        self.filter = filter
        self.waiting = waiting
    }

    /// The section a task is shown in, or nil when it is not shown.
    @inlinable static func shownState<Task: PlannableTask>(
        of task: Task, now: Instant, filter: ListFilter, waiting: Bool?
    ) -> TaskState? {
        guard !task.isCleared(at: now) else { return nil }
        if let waiting, task.isWaiting(at: now) != waiting { return nil }
        let state = task.state(at: now)
        return filter.includes(state) ? state : nil
    }

    /// Calls `body` with each shown task and its section's state in the order of `listed`, the
    /// array the listing was made from, not in display order: for work that order does not
    /// change, such as measuring columns. In the order they lie in memory, the tasks stream
    /// through the caches; display order jumps through memory, and at 100,000 tasks misses the
    /// caches at nearly every task (measuring in this order took `list` from 117 to 102 ms).
    @inlinable public func forEachInListedOrder<Task: PlannableTask>(
        of listed: [Task], _ body: (Task, TaskState) throws -> Void
    ) rethrows {
        try listed.withUnsafeBufferPointer { tasks in
            for task in tasks {
                if let state = Self.shownState(of: task, now: now, filter: filter, waiting: waiting) {
                    try body(task, state)
                }
            }
        }
    }

    /// Calls `body` with the tasks of `section` in display order, a few at a time: each block
    /// is copied out of `listed` first, in a short loop whose reads the processor overlaps.
    /// At 100,000 tasks, display order jumps through more memory than the caches hold, and
    /// reading one task at a time, between the work done on each, waits on memory every time
    /// (blocks took `list` of 100,000 tasks from 75 to 66 ms, the fastest of 40 runs each).
    @inlinable public func forEachBlock<Task>(
        in section: Section, of listed: [Task], _ body: (UnsafeBufferPointer<Task>) throws -> Void
    ) rethrows {
        let blockSize = 32
        var block: [Task] = []
        block.reserveCapacity(min(blockSize, section.count))
        try listed.withUnsafeBufferPointer { tasks in
            try order.withUnsafeBufferPointer { order in
                var start = section.range.lowerBound
                while start < section.range.upperBound {
                    let end = min(start + blockSize, section.range.upperBound)
                    block.removeAll(keepingCapacity: true)
                    for key in order[start..<end] { block.append(tasks[key.index]) }
                    try block.withUnsafeBufferPointer(body)
                    start = end
                }
            }
        }
    }

    /// The tasks of `section` in display order, taken from `listed`.
    @inlinable public func tasks<Task>(in section: Section, of listed: [Task]) -> [Task] {
        order[section.range].map { listed[$0.index] }
    }

    /// Every shown task in display order, taken from `listed`.
    @inlinable public func tasks<Task>(of listed: [Task]) -> [Task] {
        order.map { listed[$0.index] }
    }

    /// Whether no task is shown.
    public var isEmpty: Bool { order.isEmpty }

    /// How many tasks are shown, in every section.
    public var count: Int { order.count }

    /// A task's section and its place in it, as one number (smaller sorts first), and where the
    /// task is in the listed array. Tasks whose places are equal are told apart by the task.
    @usableFromInline struct SortKey: Sendable {
        /// The section's rank in the top two bits; below them, the deadline or the completion
        /// instant, offset to be positive (and for completion, reversed). Tasks without a
        /// deadline come after every deadline, in the order they were created: so the sort
        /// seldom has to look at the tasks themselves, which at 100,000 tasks lie far apart.
        @usableFromInline let place: UInt64
        @usableFromInline let index: Int

        @inlinable init<Task: ListableTask>(_ task: Task, state: TaskState, index: Int) {
            let rank: UInt64
            let within: UInt64
            switch state {
            case .overdue, .pending:
                rank = state == .overdue ? 0 : 1
                within =
                    task.deadline.map { UInt64(Self.offset + Self.clamped($0)) }
                    ?? Self.noDeadline + UInt64(Self.offset + Self.clamped(task.createdAt))
            case .completed:
                rank = 2
                within = UInt64(Self.offset - Self.clamped(task.completedAt ?? Instant.earliest))
            }
            place = rank << 62 | within
            self.index = index
        }

        @inlinable var state: TaskState {
            switch place >> 62 {
            case 0: return .overdue
            case 1: return .pending
            default: return .completed
            }
        }

        /// A quarter of the room below the rank: every instant of a four-digit year lies far
        /// inside ±`offset` seconds; one beyond it (none can be read from a store) sorts as the
        /// limit. Deadlines take the lower half of the room, tasks without one the upper half.
        @usableFromInline static var offset: Int64 { 1 << 60 }
        @usableFromInline static var noDeadline: UInt64 { 1 << 61 }

        @inlinable static func clamped(_ instant: Instant) -> Int64 {
            min(max(instant.secondsSince1970, 2 - offset), offset - 2)
        }
    }
}
