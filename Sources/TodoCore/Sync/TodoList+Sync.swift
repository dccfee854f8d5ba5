extension TodoList {
    /// Applies each group of effects (one sync decision's) whole or not at all: a group waits
    /// when a task it changes or deletes is no longer as the sync read it (it was changed here
    /// while the sync talked to the server), or a task it adds is here already. Added tasks get
    /// fresh ids. A field of one's own that a task from the server holds and this store does not
    /// declare is declared, as text (as import does). Returns, for each group, whether it was
    /// applied, and the ids of the tasks added.
    ///
    /// A parent that is a provisional id of `tasks` (a task the sync adds) becomes the added
    /// task's id, or none when it was not added; a task whose parent is deleted becomes a task
    /// of its own; parents that would go round in a circle are broken.
    mutating func apply(_ groups: [[LocalEffect]], tasks identities: TaskIdentities = TaskIdentities())
        -> (applied: [Bool], ids: [String: Int])
    {
        var ids: [String: Int] = [:]
        var positions: [String: Int] = [:]
        positions.reserveCapacity(tasks.count + groups.count)
        for (index, task) in tasks.enumerated() { positions[task.uuid] = index }
        var deleted: [Int] = []
        let applied = groups.map { effects in
            guard effects.allSatisfy({ holds($0, positions) }) else { return false }
            for effect in effects {
                switch effect {
                case .add(var task):
                    declareFields(of: task)
                    task.id = usedIds.nextFreshId
                    ids[task.uuid] = task.id
                    positions[task.uuid] = tasks.count
                    appendTask(task)
                case .replace(let old, var new):
                    guard let index = positions[old.uuid] else { continue }
                    declareFields(of: new)
                    new.id = old.id
                    replaceTask(at: index, with: new)
                case .delete(let old):
                    deleted.append(old.id)
                    positions[old.uuid] = nil
                }
            }
            return true
        }
        // Deleted last, so that the places of the others hold until then.
        if !deleted.isEmpty { _ = try? delete(ids: deleted) }
        settleParents(identities, deleted: Set(deleted))
        return (applied, ids)
    }

    private mutating func settleParents(_ identities: TaskIdentities, deleted: Set<Int>) {
        if tasks.contains(where: { ($0.parent ?? 0) < 0 }) {
            var byUUID: [String: Int] = [:]
            for task in tasks { byUUID[task.uuid] = task.id }
            for position in tasks.indices {
                guard let parent = tasks[position].parent, parent < 0 else { continue }
                var task = tasks[position]
                task.parent = identities.uuid(of: parent).flatMap { byUUID[$0] }
                replaceTask(at: position, with: task)
            }
        }
        releaseSubtasks(of: deleted, now: nil)
        breakParentCycles(among: touchedIds)
        settleBlockers(identities)
    }

    /// Makes the provisional ids among the tasks each task waits on those of the tasks added
    /// (dropping those not added), and breaks waits that would go round in a circle.
    private mutating func settleBlockers(_ identities: TaskIdentities) {
        if tasks.contains(where: { $0.blockedBy.contains { $0 < 0 } }) {
            var byUUID: [String: Int] = [:]
            for task in tasks { byUUID[task.uuid] = task.id }
            for position in tasks.indices where tasks[position].blockedBy.contains(where: { $0 < 0 }) {
                var task = tasks[position]
                task.blockedBy = task.blockedBy.compactMap { id in
                    id > 0 ? id : identities.uuid(of: id).flatMap { byUUID[$0] }
                }
                replaceTask(at: position, with: task)
            }
        }
        breakBlockerCycles(among: touchedIds)
    }

    private mutating func declareFields(of task: TodoTask) {
        for name in task.fields.keys.sorted() where !fieldDeclarations.contains(where: { $0.name == name }) {
            fieldDeclarations.append(FieldDeclaration(name: name, type: .text))
        }
    }

    private func holds(_ effect: LocalEffect, _ positions: [String: Int]) -> Bool {
        switch effect {
        case .add(let task): return positions[task.uuid] == nil
        case .replace(let old, _), .delete(let old):
            guard let index = positions[old.uuid] else { return false }
            return tasks[index] == old
        }
    }
}
