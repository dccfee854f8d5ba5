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

    /// `tasks` (in id order) with the changes made: tasks replaced, added and removed by id,
    /// still in id order.
    func folded(_ tasks: [Task]) -> [Task] {
        guard !isEmpty else { return tasks }
        var result: [Task] = []
        result.reserveCapacity(tasks.count + latest.count)
        var present = Set<Int>()
        for task in tasks where !removed.contains(task.id) {
            result.append(latest[task.id] ?? task)
            if latest[task.id] != nil { present.insert(task.id) }
        }
        let added = latest.values.filter { !present.contains($0.id) }.sorted { $0.id < $1.id }
        guard let first = added.first else { return result }
        if let last = result.last, last.id > first.id {
            return (result + added).sorted { $0.id < $1.id }
        }
        return result + added
    }
}
