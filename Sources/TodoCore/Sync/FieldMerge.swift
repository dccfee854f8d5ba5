/// The three-way merge of a task changed here and on the server since they were last in step.
///
/// Each field sync carries (`SyncSchema`) is merged alone, by its declaration's merge rule: a
/// field changed on one side only takes that side's value, and one changed alike on both is no
/// conflict. `.pick`: both sides changing it differently is a conflict, which takes the server's
/// value (the caller keeps the local version whole as a copy). `.earlier`: a time both sides
/// set (a completion, a reminder's delivery) keeps the earlier. `.union`: names merge as sets,
/// ignoring case (and notes and the tasks a task waits on, as sets) (what either side added, less what either side removed). The fields of one's
/// own are `.pick`.
enum FieldMerge {
    struct Result: Equatable {
        /// The local task holding the merged fields.
        var task: TodoTask
        /// The names of the fields in conflict (`TaskField.changeName`), in the schema's order.
        var conflicts: [String]
    }

    /// Without a `base` (the task and the item met for the first time), every difference but
    /// the names, a completion and a delivery is a conflict.
    static func merge(base: TodoTask?, local: TodoTask, remote: TodoTask, schema: SyncSchema) -> Result {
        var result = Result(task: local, conflicts: [])
        for field in schema.fields(of: base, local, remote) {
            let mine = SyncSchema.value(field, in: local)
            let theirs = SyncSchema.value(field, in: remote)
            let old = base.map { SyncSchema.value(field, in: $0) }
            let merged: FieldValue?
            switch field.merge {
            case .none: continue
            case .union where field.kind == .tasks:
                merged = union(
                    mine?.taskIds ?? [], theirs?.taskIds ?? [], base: old.map { $0?.taskIds ?? [] })
            case .union where field.kind == .notes:
                merged = union(mine?.notes ?? [], theirs?.notes ?? [], base: old.map { $0?.notes ?? [] })
            case .union:
                merged = union(mine?.names ?? [], theirs?.names ?? [], base: old.map { $0?.names ?? [] })
            case .pick, .earlier:
                if field.merge == .earlier, let one = mine?.date, let other = theirs?.date {
                    merged = .date(min(one, other))
                } else if let picked = pick(mine, theirs, base: old) {
                    merged = picked.value
                } else {
                    if !result.conflicts.contains(field.changeName) {
                        result.conflicts.append(field.changeName)
                    }
                    merged = theirs
                }
            }
            field.set(merged, in: &result.task)
        }
        return result
    }

    /// The side that changed (or the one value both hold), or nil when both changed it
    /// differently or there is no base to tell which did.
    private static func pick(_ mine: FieldValue?, _ theirs: FieldValue?, base: FieldValue??) -> Picked? {
        if mine == theirs { return Picked(value: theirs) }
        guard let base else { return nil }
        if base == mine { return Picked(value: theirs) }
        if base == theirs { return Picked(value: mine) }
        return nil
    }

    /// A value chosen, nil included.
    private struct Picked {
        let value: FieldValue?
    }

    /// Both sides' notes, each once, less those either side removed since `base`; without a
    /// base, all; oldest first.
    private static func union(_ mine: [TaskNote], _ theirs: [TaskNote], base: [TaskNote]?) -> FieldValue? {
        var seen = Set<TaskNote>()
        var notes = (theirs + mine).filter { seen.insert($0).inserted }
        if let base {
            let kept = Set(base)
            let removed = kept.subtracting(mine).union(kept.subtracting(theirs))
            notes = notes.filter { !removed.contains($0) }
        }
        return notes.isEmpty ? nil : .notes(TaskNote.ordered(notes))
    }

    /// Both sides' tasks, each once, less those either side removed since `base`; without a
    /// base, all.
    private static func union(_ mine: [Int], _ theirs: [Int], base: [Int]?) -> FieldValue? {
        var ids: [Int] = []
        for id in theirs + mine where !ids.contains(id) { ids.append(id) }
        if let base {
            let removed = Set(base).subtracting(mine).union(Set(base).subtracting(theirs))
            ids = ids.filter { !removed.contains($0) }
        }
        return ids.isEmpty ? nil : .tasks(ids)
    }

    /// Both sides' names, less those either side removed since `base`; without a base, all.
    private static func union(_ mine: [String], _ theirs: [String], base: [String]?) -> FieldValue? {
        var names = TagList.normalized(theirs + mine)
        if let base {
            let key = { (names: [String]) in Set(names.map { $0.lowercased() }) }
            let removed = key(base).subtracting(key(mine)).union(key(base).subtracting(key(theirs)))
            names = names.filter { !removed.contains($0.lowercased()) }
        }
        return names.isEmpty ? nil : .names(names)
    }
}
