/// The three-way merge of a task changed here and on the server since they were last in step.
///
/// Each field is merged alone: a field changed on one side only takes that side's value, and
/// one changed alike on both is no conflict. Tags merge as sets (what either side added, less
/// what either side removed); a completion, or a reminder's delivery, that both sides made
/// keeps the earlier time. A field changed on both sides to different values is a conflict,
/// and takes the server's value: the caller keeps the local version whole as a copy.
enum FieldMerge {
    struct Result: Equatable {
        var fields: SyncFields
        /// The names of the fields in conflict (as `SyncFields.differences` names them), in order.
        var conflicts: [String]
    }

    /// Without a `base` (the task and the item met for the first time), every difference but
    /// the tags, a completion and a delivery is a conflict.
    static func merge(base: SyncFields?, local: SyncFields, remote: SyncFields) -> Result {
        var merger = Merger(base: base, local: local, remote: remote)
        var fields = remote
        fields.title = merger.pick(\.title, "title")
        fields.details = merger.pick(\.details, "description")
        fields.deadline = merger.pick(\.deadline, "deadline")
        fields.location = merger.pick(\.location, "location")
        fields.project = merger.pick(\.project, "project")
        fields.priority = merger.pick(\.priority, "priority")
        fields.remindBefore = merger.pick(\.remindBefore, "reminder")
        fields.completedAt = merger.pickEarlier(\.completedAt, "completed")
        fields.remindedAt = merger.pickEarlier(\.remindedAt, "reminder")
        fields.tags = mergedTags(base: base?.tags, local: local.tags, remote: remote.tags)
        return Result(fields: fields, conflicts: merger.conflicts)
    }

    private static func mergedTags(base: [String]?, local: [String], remote: [String]) -> [String] {
        guard let base else { return TagList.normalized(remote + local) }
        let key = { (tags: [String]) in Set(tags.map { $0.lowercased() }) }
        let removed = key(base).subtracting(key(local)).union(key(base).subtracting(key(remote)))
        return TagList.normalized(remote + local).filter { !removed.contains($0.lowercased()) }
    }
}

private struct Merger {
    let base: SyncFields?
    let local: SyncFields
    let remote: SyncFields
    var conflicts: [String] = []

    init(base: SyncFields?, local: SyncFields, remote: SyncFields) {
        self.base = base
        self.local = local
        self.remote = remote
    }

    mutating func pick<Value: Equatable>(_ field: KeyPath<SyncFields, Value>, _ name: String) -> Value {
        let (mine, theirs) = (local[keyPath: field], remote[keyPath: field])
        if mine == theirs { return theirs }
        if let base {
            if base[keyPath: field] == mine { return theirs }
            if base[keyPath: field] == theirs { return mine }
        }
        if !conflicts.contains(name) { conflicts.append(name) }
        return theirs
    }

    /// Like `pick`, but two times set on both sides agree: the earlier is kept.
    mutating func pickEarlier(_ field: KeyPath<SyncFields, Instant?>, _ name: String) -> Instant? {
        if let mine = local[keyPath: field], let theirs = remote[keyPath: field] { return min(mine, theirs) }
        return pick(field, name)
    }
}
