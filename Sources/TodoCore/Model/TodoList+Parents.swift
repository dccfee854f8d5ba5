/// How an import and a sync find the parents their records name: by UID (iCalendar), or by an
/// id, which names a record of the same file when one has it and else the store's task of that
/// id. A parent that names no task is none: the record's task is a task of its own. A record
/// whose parents would go round in a circle loses its parent (the first met in the file).
extension TodoList {
    /// Sets each record's `parent` to the id of the task it names, `ids` being the ids the
    /// records' tasks have (or are about to have), in order; `parentUID` is read and cleared.
    mutating func resolveParents(of records: inout [ImportedTask], ids: [Int]) {
        guard records.contains(where: { $0.parentUID != nil || $0.values.parent != nil }) else { return }
        let references = ImportReferences(tasks: tasks, records: records, ids: ids)
        for number in records.indices {
            let record = records[number]
            if let uid = record.parentUID {
                records[number].values.parent = references.id(uid: uid)
            } else if let parent = record.values.parent {
                records[number].values.parent = references.id(fileId: parent)
            }
            records[number].parentUID = nil
        }
    }

    /// Takes the parent from any task among `ids` that is its own ancestor, the first met in
    /// the list's order, until none is.
    mutating func breakParentCycles(among ids: Set<Int>) {
        var parents: [Int: Int] = [:]
        for position in tasks.indices {
            if let parent = tasks[position].parent { parents[tasks[position].id] = parent }
        }
        guard !parents.isEmpty else { return }
        for position in tasks.indices where ids.contains(tasks[position].id) {
            let id = tasks[position].id
            var seen = Set<Int>()
            var ancestor = parents[id]
            while let current = ancestor, seen.insert(current).inserted, current != id {
                ancestor = parents[current]
            }
            guard ancestor == id else { continue }
            parents[id] = nil
            var task = tasks[position]
            task.parent = nil
            replaceTask(at: position, with: task)
        }
    }
}
