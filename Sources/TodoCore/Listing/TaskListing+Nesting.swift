/// The list as a tree: within each section, each subtask right under its parent, after the
/// parent's earlier subtasks, in the section's order; a subtask whose parent is in another
/// section (an overdue subtask of a pending task, a completed one of an open one) or not shown
/// at all stands at the top of its own section. A circle of parents (which no rule lets a
/// store hold) is shown from its first task in the section's order.
extension TaskListing {
    /// The tasks of `tasks` at `now` as `init(tasks:now:filter:)` sorts them, then nested.
    @inlinable public init<Task: NestableTask>(nesting tasks: [Task], now: Instant, filter: ListFilter = .all)
    {
        self.init(tasks: tasks, now: now, filter: filter)
        nest(tasks)
    }

    /// How deep the task at `index` of the listed array lies: 0 at the top of its section.
    @inlinable public func depth(ofTaskAt index: Int) -> Int {
        depths.isEmpty ? 0 : Int(depths[index])
    }

    /// The depths of the tasks of `section`, in display order.
    public func depths(in section: Section) -> [Int] {
        order[section.range].map { depth(ofTaskAt: $0.index) }
    }

    /// Whether any task is nested under another.
    public var isNested: Bool { !depths.isEmpty }

    /// `forEachInListedOrder`, with each task's depth.
    @inlinable public func forEachNestedInListedOrder<Task: ListableTask>(
        of listed: [Task], _ body: (Task, TaskState, Int) throws -> Void
    ) rethrows {
        try listed.withUnsafeBufferPointer { tasks in
            for index in tasks.indices {
                if let state = Self.shownState(of: tasks[index], now: now, filter: filter) {
                    try body(tasks[index], state, depth(ofTaskAt: index))
                }
            }
        }
    }

    /// `forEachBlock`, with the depths of the block's tasks beside them.
    @inlinable public func forEachNestedBlock<Task>(
        in section: Section, of listed: [Task],
        _ body: (UnsafeBufferPointer<Task>, UnsafeBufferPointer<UInt8>) throws -> Void
    ) rethrows {
        var start = section.range.lowerBound
        var depths: [UInt8] = []
        try forEachBlock(in: section, of: listed) { block in
            depths.removeAll(keepingCapacity: true)
            for key in order[start..<(start + block.count)] {
                depths.append(self.depths.isEmpty ? 0 : self.depths[key.index])
            }
            start += block.count
            try depths.withUnsafeBufferPointer { try body(block, $0) }
        }
    }

    @inlinable mutating func nest<Task: NestableTask>(_ tasks: [Task]) {
        guard tasks.contains(where: { $0.parent != nil }) else { return }
        var depths = [UInt8](repeating: 0, count: tasks.count)
        var nestedAny = false
        for section in sections {
            nestedAny = nest(section.range, of: tasks, depths: &depths) || nestedAny
        }
        if nestedAny { self.depths = depths }
    }

    /// Orders the tasks at `range` of `order` as a tree; false when none of them is under another.
    @inlinable mutating func nest<Task: NestableTask>(
        _ range: Range<Int>, of tasks: [Task], depths: inout [UInt8]
    ) -> Bool {
        let keys = Array(order[range])
        var parentIds = Set<Int>()
        for key in keys { if let parent = tasks[key.index].parent { parentIds.insert(parent) } }
        guard !parentIds.isEmpty else { return false }
        var offsets: [Int: Int] = [:]
        offsets.reserveCapacity(parentIds.count)
        for (offset, key) in keys.enumerated() where parentIds.contains(tasks[key.index].id) {
            offsets[tasks[key.index].id] = offset
        }
        // Each task's subtasks in the section, linked in the section's order.
        var firstChild = [Int32](repeating: -1, count: keys.count)
        var nextSibling = [Int32](repeating: -1, count: keys.count)
        var isChild = [Bool](repeating: false, count: keys.count)
        for offset in keys.indices.reversed() {
            guard let parent = tasks[keys[offset].index].parent, let above = offsets[parent], above != offset
            else { continue }
            nextSibling[offset] = firstChild[above]
            firstChild[above] = Int32(offset)
            isChild[offset] = true
        }
        var placed = [Bool](repeating: false, count: keys.count)
        var nested: [SortKey] = []
        nested.reserveCapacity(keys.count)
        var stack: [(offset: Int, depth: Int)] = []
        var children: [Int] = []
        func place(from root: Int) {
            stack.append((root, 0))
            while let (offset, depth) = stack.popLast() {
                guard !placed[offset] else { continue }
                placed[offset] = true
                nested.append(keys[offset])
                depths[keys[offset].index] = UInt8(min(depth, Int(UInt8.max)))
                children.removeAll(keepingCapacity: true)
                var child = firstChild[offset]
                while child >= 0 {
                    children.append(Int(child))
                    child = nextSibling[Int(child)]
                }
                for child in children.reversed() where !placed[child] { stack.append((child, depth + 1)) }
            }
        }
        for offset in keys.indices where !isChild[offset] { place(from: offset) }
        for offset in keys.indices where !placed[offset] { place(from: offset) }
        order.replaceSubrange(range, with: nested)
        return true
    }
}

/// How many subtasks each task has in the list, and how many of them are completed: a task
/// with subtasks shows `2/5`. Subtasks the auto-clear took from the list do not count.
public struct SubtaskCounts: Sendable {
    @usableFromInline var counts: [Int: (done: Int32, total: Int32)] = [:]

    /// The counts of the subtasks among `tasks` at `now`.
    @inlinable public init<Task: NestableTask>(_ tasks: [Task], now: Instant) {
        for task in tasks {
            guard let parent = task.parent, !task.isCleared(at: now) else { continue }
            var count = counts[parent] ?? (0, 0)
            count.total += 1
            if task.isCompleted { count.done += 1 }
            counts[parent] = count
        }
    }

    /// None: a flat list shows no counts.
    public init() {}

    /// How many of the subtasks of the task `id` are completed, of how many; nil without any.
    @inlinable public func progress(of id: Int) -> (done: Int, total: Int)? {
        guard !counts.isEmpty, let count = counts[id] else { return nil }
        return (Int(count.done), Int(count.total))
    }
}
