/// What the log's changes left of the tasks they touched, as whole tasks or summaries: the
/// latest state of each task added or changed, and the ids removed; folded onto the main file's
/// tasks by id.
struct LoggedTasks<Task: ListableTask>: Sendable where Task: Sendable {
    private(set) var latest: [Int: Task] = [:]
    private(set) var removed = Set<Int>()

    var isEmpty: Bool { latest.isEmpty && removed.isEmpty }

    /// Task `id` as a later change left it: `task`, or removed for nil.
    mutating func set(_ id: Int, _ task: Task?) {
        if let task {
            latest[id] = task
            removed.remove(id)
        } else {
            latest[id] = nil
            removed.insert(id)
        }
    }

    /// The ids touched.
    var ids: Set<Int> { removed.union(latest.keys) }

    /// What became of task `id`: its latest state, or `.some(nil)` when it was removed; nil
    /// when no change touched it.
    func task(id: Int) -> Task?? {
        if let task = latest[id] { return .some(task) }
        return removed.contains(id) ? .some(nil) : nil
    }

    /// `tasks` with the changes made: tasks replaced, added and removed by id, in id order.
    func folded(_ tasks: [Task]) -> [Task] {
        var tasks = tasks
        fold(into: &tasks)
        return tasks
    }

    /// Makes the changes in `tasks`: tasks in id order, as the store writes them, are changed in
    /// place, found by binary search, so that `list` folds a few changes onto 10,000 summaries
    /// without copying or looking up each one. Many tasks removed or added among the others
    /// are merged in one pass instead.
    func fold(into tasks: inout [Task]) {
        guard !isEmpty else { return }
        guard tasks.indices.dropFirst().allSatisfy({ tasks[$0 - 1].id < tasks[$0].id }) else {
            tasks = foldedByLookup(tasks)
            return
        }
        let changed = ids.sorted()
        let highest = tasks.last?.id ?? 0
        let moves = changed.count { id in
            latest[id] == nil || (id < highest && tasks[Self.position(of: id, in: tasks)].id != id)
        }
        guard moves <= 16 else {
            tasks = merged(tasks, changed)
            return
        }
        for id in changed {
            let position = Self.position(of: id, in: tasks)
            let isThere = position < tasks.count && tasks[position].id == id
            switch (latest[id], isThere) {
            case (let task?, true): tasks[position] = task
            case (let task?, false): tasks.insert(task, at: position)
            case (nil, true): tasks.remove(at: position)
            case (nil, false): break
            }
        }
    }

    /// `tasks` in id order and the changes, merged into a new array in one pass.
    private func merged(_ tasks: [Task], _ changed: [Int]) -> [Task] {
        var result: [Task] = []
        result.reserveCapacity(tasks.count + latest.count)
        var next = 0
        for id in changed {
            let position = Self.position(of: id, in: tasks, from: next)
            result.append(contentsOf: tasks[next..<position])
            next = position < tasks.count && tasks[position].id == id ? position + 1 : position
            if let task = latest[id] { result.append(task) }
        }
        result.append(contentsOf: tasks[next...])
        return result
    }

    /// Where `id` is, or would go, among `tasks` in id order.
    private static func position(of id: Int, in tasks: [Task], from start: Int = 0) -> Int {
        var low = start
        var high = tasks.count
        while low < high {
            let middle = (low + high) / 2
            if tasks[middle].id < id { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The same for tasks in any order (a file edited by hand): each one looked up.
    private func foldedByLookup(_ tasks: [Task]) -> [Task] {
        var result: [Task] = []
        var present = Set<Int>()
        for task in tasks where !removed.contains(task.id) {
            result.append(latest[task.id] ?? task)
            present.insert(task.id)
        }
        return (result + latest.values.filter { !present.contains($0.id) }).sorted { $0.id < $1.id }
    }
}
