/// The list as a tree: within each section, each subtask right under its parent, after the
/// parent's earlier subtasks, in the section's order; a subtask whose parent is in another
/// section (an overdue subtask of a pending task, a completed one of an open one) or not shown
/// at all stands at the top of its own section. A circle of parents (which no rule lets a
/// store hold) is shown from its first task in the section's order.
///
/// Made in a few passes over arrays indexed by position, with no lookup per task: the parents'
/// positions once (through a table indexed by id, ids being dense), the subtasks counted into
/// their parents' places, then each section linked and walked.
extension TaskListing {
    /// The tasks of `tasks` at `now` as `init(tasks:now:filter:)` sorts them, then nested, each
    /// task with how many of its subtasks among `tasks` are done (those the auto-clear took
    /// from the list do not count).
    @inlinable public init<Task: NestableTask & PlannableTask>(
        nesting tasks: [Task], now: Instant, filter: ListFilter = .all, waiting: Bool? = nil
    ) {
        self.init(tasks: tasks, now: now, filter: filter, waiting: waiting)
        nest(tasks)
    }

    /// Where the task at `index` of the listed array stands in the tree.
    @inlinable public func place(ofTaskAt index: Int) -> TreePlace {
        TreePlace(
            depth: depths.isEmpty ? 0 : Int(depths[index]),
            progress: progress.isEmpty ? SubtaskProgress() : progress[index])
    }

    /// The places of the tasks of `section`, in display order.
    public func places(in section: Section) -> [TreePlace] {
        order[section.range].map { place(ofTaskAt: $0.index) }
    }

    /// Whether any task is nested under another.
    public var isNested: Bool { !depths.isEmpty }

    /// `forEachInListedOrder`, with each task's place in the tree.
    @inlinable public func forEachNestedInListedOrder<Task: PlannableTask>(
        of listed: [Task], _ body: (Task, TaskState, TreePlace) throws -> Void
    ) rethrows {
        try listed.withUnsafeBufferPointer { tasks in
            for index in tasks.indices {
                if let state = Self.shownState(of: tasks[index], now: now, filter: filter, waiting: waiting) {
                    try body(tasks[index], state, place(ofTaskAt: index))
                }
            }
        }
    }

    /// `forEachBlock`, with the places of the block's tasks beside them. They are made in
    /// memory of the moment, not an array: an array of `TreePlace` made `list` of 100 tasks
    /// build its runtime type and grow it 16 times (11.6K instructions).
    @inlinable public func forEachNestedBlock<Task>(
        in section: Section, of listed: [Task],
        _ body: (UnsafeBufferPointer<Task>, UnsafeBufferPointer<TreePlace>) throws -> Void
    ) rethrows {
        var start = section.range.lowerBound
        try forEachBlock(in: section, of: listed) { block in
            let keys = order[start..<(start + block.count)]
            start += block.count
            try withUnsafeTemporaryAllocation(of: TreePlace.self, capacity: block.count) { places in
                for (slot, key) in zip(places.indices, keys) {
                    places.initializeElement(at: slot, to: place(ofTaskAt: key.index))
                }
                try body(block, UnsafeBufferPointer(places))
            }
        }
    }

    @inlinable mutating func nest<Task: NestableTask>(_ tasks: [Task]) {
        guard let parents = Self.parentPositions(of: tasks) else { return }
        var progress = [SubtaskProgress](repeating: SubtaskProgress(), count: tasks.count)
        tasks.withUnsafeBufferPointer { tasks in
            for index in tasks.indices {
                let parent = Int(parents[index])
                guard parent >= 0, !tasks[index].isCleared(at: now) else { continue }
                progress[parent].total += 1
                if tasks[index].isCompleted { progress[parent].done += 1 }
            }
        }
        self.progress = progress
        var depths = [UInt8](repeating: 0, count: tasks.count)
        var offsets = [Int32](repeating: -1, count: tasks.count)
        var nestedAny = false
        for section in sections {
            nestedAny = nest(section.range, parents: parents, offsets: &offsets, depths: &depths) || nestedAny
        }
        if nestedAny { self.depths = depths }
    }

    /// The position in `tasks` of each task's parent, -1 for none or one `tasks` lacks; nil
    /// when no task has a parent. Ids are dense (a store gives them out in turn), so a table
    /// indexed by id, from the smallest, finds the parents; sparse ones are looked up by hashing.
    @inlinable static func parentPositions<Task: NestableTask>(of tasks: [Task]) -> [Int32]? {
        guard let first = tasks.first else { return nil }
        var (smallest, largest) = (first.id, first.id)
        var hasParent = false
        for task in tasks {
            smallest = min(smallest, task.id)
            largest = max(largest, task.id)
            if task.parent != nil { hasParent = true }
        }
        guard hasParent else { return nil }
        var parents = [Int32](repeating: -1, count: tasks.count)
        if largest - smallest <= 4 * tasks.count + 1_024 {
            var positions = [Int32](repeating: -1, count: largest - smallest + 1)
            for index in tasks.indices { positions[tasks[index].id - smallest] = Int32(index) }
            for index in tasks.indices {
                guard let parent = tasks[index].parent, parent >= smallest, parent <= largest else {
                    continue
                }
                parents[index] = positions[parent - smallest]
            }
        } else {
            var positions: [Int: Int32] = [:]
            positions.reserveCapacity(tasks.count)
            for index in tasks.indices { positions[tasks[index].id] = Int32(index) }
            for index in tasks.indices {
                guard let parent = tasks[index].parent, let position = positions[parent] else { continue }
                parents[index] = position
            }
        }
        return parents
    }

    /// Orders the tasks at `range` of `order` as a tree, written back in place as it is walked;
    /// false when none of them is under another. `offsets` is -1 at every position on entry,
    /// and is left so.
    @inlinable mutating func nest(
        _ range: Range<Int>, parents: [Int32], offsets: inout [Int32], depths: inout [UInt8]
    ) -> Bool {
        let keys = Array(order[range])
        for (offset, key) in keys.enumerated() { offsets[key.index] = Int32(offset) }
        defer { for key in keys { offsets[key.index] = -1 } }
        // Each task's parent and subtasks in the section, the subtasks linked in the section's order.
        var up: [Int32] = []
        var firstChild: [Int32] = []
        var nextSibling: [Int32] = []
        for offset in keys.indices.reversed() {
            let parent = Int(parents[keys[offset].index])
            guard parent >= 0 else { continue }
            let above = offsets[parent]
            guard above >= 0, Int(above) != offset else { continue }
            if up.isEmpty {
                up = [Int32](repeating: -1, count: keys.count)
                firstChild = up
                nextSibling = up
            }
            up[offset] = above
            nextSibling[offset] = firstChild[Int(above)]
            firstChild[Int(above)] = Int32(offset)
        }
        guard !up.isEmpty else { return false }
        var placed = [Bool](repeating: false, count: keys.count)
        var next = range.lowerBound
        // The tops first, each with everything under it; then what a circle of parents left.
        for pass in 0..<2 {
            for root in keys.indices where pass == 0 ? up[root] < 0 : !placed[root] {
                var (node, depth) = (root, 0)
                while true {
                    placed[node] = true
                    order[next] = keys[node]
                    next += 1
                    depths[keys[node].index] = UInt8(min(depth, Int(UInt8.max)))
                    var child = Int(firstChild[node])
                    while child >= 0 && placed[child] { child = Int(nextSibling[child]) }
                    if child >= 0 {
                        (node, depth) = (child, depth + 1)
                        continue
                    }
                    while node != root {
                        var sibling = Int(nextSibling[node])
                        while sibling >= 0 && placed[sibling] { sibling = Int(nextSibling[sibling]) }
                        if sibling >= 0 {
                            node = sibling
                            break
                        }
                        (node, depth) = (Int(up[node]), depth - 1)
                    }
                    if node == root { break }
                }
            }
        }
        return true
    }
}

/// How many of a task's subtasks in the list are completed, of how many.
public struct SubtaskProgress: Sendable {
    /// Completed subtasks.
    public var done: Int32 = 0
    /// Subtasks in the list; 0 for a task without any.
    public var total: Int32 = 0

    /// None.
    @inlinable public init() {}
}

/// Where a listed task stands in the tree of subtasks: how deep (0 at the top of its section),
/// and how many of its subtasks are done.
public struct TreePlace: Sendable {
    /// How many levels down the task lies.
    public let depth: Int
    /// Its subtasks' progress; `total` 0 without subtasks.
    public let progress: SubtaskProgress

    @inlinable init(depth: Int, progress: SubtaskProgress) {
        self.depth = depth
        self.progress = progress
    }
}
