/// The ids and uuids of a store's tasks, each found from the other: a subtask's parent is an id
/// in `todo` and the parent's UID in iCalendar, so the formats and sync look one up from the
/// other. A sync also gives provisional ids (below zero) to the tasks it is about to add, so
/// that a subtask it adds in the same pass can name them.
public struct TaskIdentities: Sendable {
    private var uuids: [Int: String] = [:]
    private var ids: [String: Int] = [:]

    /// None: a format that meets a parent writes none.
    public init() {}

    /// Every task of `tasks`.
    public init<Tasks: Collection<TodoTask>>(_ tasks: Tasks) {
        uuids.reserveCapacity(tasks.count)
        ids.reserveCapacity(tasks.count)
        for task in tasks { insert(id: task.id, uuid: task.uuid) }
    }

    /// The tasks of `tasks` that are the parents of others or that others wait on: all an
    /// export needs.
    public init(parentsIn tasks: [TodoTask]) {
        var parents = Set<Int>()
        for task in tasks {
            if let parent = task.parent { parents.insert(parent) }
            parents.formUnion(task.blockedBy)
        }
        guard !parents.isEmpty else { return }
        for task in tasks where parents.contains(task.id) { insert(id: task.id, uuid: task.uuid) }
    }

    /// The uuid of the task `id`, if known.
    public func uuid(of id: Int) -> String? {
        uuids[id]
    }

    /// The id of the task `uuid`, if known: provisional ones are below zero.
    public func id(of uuid: String) -> Int? {
        ids[uuid]
    }

    /// Whether `uuid` is a task the store has (not one a sync is about to add).
    public func isStored(_ uuid: String) -> Bool {
        (ids[uuid] ?? 0) > 0
    }

    /// Knows `id` as `uuid`'s.
    public mutating func insert(id: Int, uuid: String) {
        uuids[id] = uuid
        ids[uuid] = id
    }
}
