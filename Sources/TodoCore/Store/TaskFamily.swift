/// Where a partial read finds a task's subtasks without reading the other tasks: the main
/// file's through the index, the log's among its changes, which come after the index's word.
struct TaskFamily {
    let index: StoreIndex
    let changes: LogChanges
    /// The log's subtasks by parent, made when first asked.
    private var logged: [Int: [Int]]?

    init(index: StoreIndex, changes: LogChanges) {
        self.index = index
        self.changes = changes
    }

    /// The ids of the active tasks whose parent is `id`, as the log left them.
    mutating func subtaskIds(of id: Int) -> [Int] {
        let logged = self.logged ?? Self.subtasksByParent(changes)
        self.logged = logged
        let indexed = index.subtaskIds(of: id).filter { changes.task(id: $0) == nil }
        return indexed + (logged[id] ?? [])
    }

    private static func subtasksByParent(_ changes: LogChanges) -> [Int: [Int]] {
        var subtasks: [Int: [Int]] = [:]
        for task in changes.loggedTasks {
            if let parent = task.parent { subtasks[parent, default: []].append(task.id) }
        }
        return subtasks
    }
}
