/// The rules of waiting and blocking: a task waits on tasks the store has, never on itself
/// however far round; a wait is no later than the deadline. An import's records name the tasks
/// they wait on by uuid (iCalendar, taskwarrior) or by id (`todo`'s JSON).
extension TodoList {
    /// Refuses tasks that newly wait on a task the list does not hold, on themselves, or on a
    /// task that waits on them, directly or through others. `changed` are the tasks as they are about to be,
    /// beside what they were (nil: a new task).
    func checkBlockers(of changed: [(before: TodoTask?, after: TodoTask)]) throws(TaskError) {
        let gaining = changed.filter { !$0.after.blockedBy.allSatisfy(($0.before?.blockedBy ?? []).contains) }
        guard !gaining.isEmpty else { return }
        var blockers: [Int: [Int]] = [:]
        for task in tasks { blockers[task.id] = task.blockedBy }
        for (_, task) in changed { blockers[task.id] = task.blockedBy }
        for (before, task) in gaining {
            for blocker in task.blockedBy where before?.blockedBy.contains(blocker) != true {
                guard blocker != task.id else {
                    throw .blockCycle(id: task.id, blocker: blocker, path: [task.id])
                }
                guard blockers[blocker] != nil else { throw .blockerNotFound(id: blocker) }
                if let path = Self.waitingPath(from: blocker, to: task.id, blockers) {
                    throw .blockCycle(id: task.id, blocker: blocker, path: path)
                }
            }
        }
    }

    /// The tasks from `start` to `goal` (both included), each waiting on the next, if `goal` is
    /// among the tasks `start` waits on, directly or through others.
    private static func waitingPath(from start: Int, to goal: Int, _ blockers: [Int: [Int]]) -> [Int]? {
        var cameFrom: [Int: Int] = [start: start]
        var queue = [start]
        var next = 0
        while next < queue.count {
            let current = queue[next]
            next += 1
            for blocker in blockers[current] ?? [] where cameFrom[blocker] == nil {
                cameFrom[blocker] = current
                guard blocker != goal else {
                    var path = [goal]
                    var step = current
                    while step != start {
                        path.append(step)
                        step = cameFrom[step] ?? start
                    }
                    path.append(start)
                    return path.reversed()
                }
                queue.append(blocker)
            }
        }
        return nil
    }

    /// Refuses tasks whose wait comes after their deadline, when either changed.
    func checkWaits(of changed: [(before: TodoTask?, after: TodoTask)]) throws(TaskError) {
        for (before, task) in changed {
            guard let wait = task.wait, let deadline = task.deadline, wait > deadline,
                before?.wait != wait || before?.deadline != deadline
            else { continue }
            throw .waitAfterDeadline(wait: wait, deadline: deadline)
        }
    }

    /// Makes the tasks each record waits on ids: `blockerUIDs` by uuid, the ids of `blockedBy`
    /// as `resolveParents` reads a parent's. What names no task is dropped.
    mutating func resolveBlockers(of records: inout [ImportedTask], ids: [Int]) {
        guard records.contains(where: { !$0.blockerUIDs.isEmpty || !$0.values.blockedBy.isEmpty }) else {
            return
        }
        let references = ImportReferences(tasks: tasks, records: records, ids: ids)
        for number in records.indices {
            let record = records[number]
            let resolved =
                record.blockerUIDs.compactMap(references.id(uid:))
                + record.values.blockedBy.compactMap(references.id(fileId:))
            var unique: [Int] = []
            for id in resolved where !unique.contains(id) && id != ids[number] { unique.append(id) }
            records[number].values.blockedBy = unique
            records[number].blockerUIDs = []
        }
    }

    /// Takes from the tasks among `ids` each task they wait on that waits on them, directly
    /// or through others, the first met in the list's order, until none does.
    mutating func breakBlockerCycles(among ids: Set<Int>) {
        var blockers: [Int: [Int]] = [:]
        for task in tasks where !task.blockedBy.isEmpty { blockers[task.id] = task.blockedBy }
        guard !blockers.isEmpty else { return }
        for position in tasks.indices where ids.contains(tasks[position].id) {
            let id = tasks[position].id
            let kept = tasks[position].blockedBy.filter { blocker in
                let isCycle = Self.waitingPath(from: blocker, to: id, blockers) != nil
                if isCycle { blockers[id] = blockers[id]?.filter { $0 != blocker } }
                return !isCycle
            }
            guard kept != tasks[position].blockedBy else { continue }
            var task = tasks[position]
            task.blockedBy = kept
            replaceTask(at: position, with: task)
        }
    }
}
