/// What the server holds for a UID that changed there since the last sync.
indirect enum RemoteChange: Sendable {
    /// The item is gone.
    case deleted
    /// The item, with its task.
    case present(CalendarItem)
    /// The item's VTODO is cancelled, a state `todo` has no task for: deleted, for `todo`.
    case cancelled(CalendarItem)
}

/// Decides, for each UID, what one pass of sync does, from three things alone: the task here,
/// the item on the server (when it changed since the last sync), and the record of the two
/// when they were last in step. The decision depends on their contents, never on how far an
/// earlier sync got, so a sync cut short anywhere is finished by the next one.
struct SyncPlanner {
    let context: FormatContext
    let productId: String
    let collection: CollectionURL
    let records: [String: SyncRecord]
    /// The tasks here, by uuid.
    let local: [String: TodoTask]
    /// What changed on the server, by UID; a UID missing here did not change there.
    let remote: [String: RemoteChange]
    /// The fields it compares and merges: the store's.
    let sync: SyncSchema

    /// A planner for the store whose fields `schema` declares.
    init(
        context: FormatContext, productId: String, collection: CollectionURL, records: [String: SyncRecord],
        local: [String: TodoTask], remote: [String: RemoteChange], schema: TaskSchema = .standard
    ) {
        // Items are written and read with the store's own fields, which the context carries.
        var context = context
        context.schema = schema
        context.tasks = Self.identities(local: local, remote: remote)
        self.context = context
        self.productId = productId
        self.collection = collection
        self.records = records
        self.local = local
        self.remote = remote
        sync = SyncSchema(schema)
    }

    var schema: TaskSchema { sync.schema }

    func plan() -> [SyncDecision] {
        let uids = Set(records.keys).union(local.keys).union(remote.keys).sorted()
        return uids.compactMap(decide)
    }

    private func decide(_ uid: String) -> SyncDecision? {
        let task = local[uid]
        guard let record = records[uid] else {
            switch (task, remote[uid]) {
            case (let task?, nil), (let task?, .deleted?): return sendNew(task)
            case (let task?, .present(let item)?): return meet(task, item)
            case (let task?, .cancelled(let item)?): return overwrite(item, with: task, as: .sentChanged)
            case (nil, .present(let item)?): return receiveNew(item)
            case (nil, _): return nil
            }
        }
        switch remote[uid] {
        case nil: return remoteUnchanged(record, task, newer: nil)
        case .deleted?: return remoteDeleted(record, task)
        case .cancelled(let item)?:
            guard let task, fingerprint(task) != record.fingerprint else {
                return remoteDeleted(record, task)
            }
            return overwrite(item, with: task, as: .restoredThere)
        case .present(let item)?: return remoteChanged(record, item, task)
        }
    }

    /// The item did not change on the server (or only its bytes did: `newer`).
    private func remoteUnchanged(_ record: SyncRecord, _ task: TodoTask?, newer: CalendarItem?)
        -> SyncDecision?
    {
        var decision = SyncDecision(uid: record.uid)
        let fingerprint = task.map(fingerprint)
        let unchanged = fingerprint == record.fingerprint
        // Most tasks of most syncs: nothing to read.
        guard !unchanged || newer != nil else { return nil }
        let base = newer ?? item(of: record)
        guard let task, let fingerprint else {
            let write = ItemWrite(
                href: record.href, action: .delete, precondition: .matches(base?.etag ?? record.etag))
            decision.writes = [PlannedWrite(write: write, uid: record.uid, record: nil)]
            decision.events = [
                SyncEvent(.sentDeleted, uid: record.uid, id: nil, title: base?.task?.title ?? "")
            ]
            return decision
        }
        guard !unchanged, let base, let bytes = base.patched(with: task, context: context) else {
            let etag = base?.etag ?? record.etag
            decision.records = [
                .set(SyncRecord(record, item: base, etag: etag, fingerprint: fingerprint))
            ]
            return decision
        }
        decision.writes = [put(bytes, at: base.href, .matches(base.etag), for: task)]
        let changed = values(of: base).map { sync.differences(task, from: $0) } ?? []
        decision.events = [
            SyncEvent(.sentChanged, uid: record.uid, id: task.id, title: task.title, fields: changed)
        ]
        return decision
    }

    private func remoteDeleted(_ record: SyncRecord, _ task: TodoTask?) -> SyncDecision {
        var decision = SyncDecision(uid: record.uid)
        guard let task else {
            decision.records = [.remove(uid: record.uid)]
            return decision
        }
        guard fingerprint(task) != record.fingerprint else {
            decision.effects = [.delete(task)]
            decision.records = [.remove(uid: record.uid)]
            decision.events = [SyncEvent(.receivedDeleted, uid: record.uid, id: task.id, title: task.title)]
            return decision
        }
        let base = item(of: record)
        let bytes = base.flatMap { $0.patched(with: task, context: context) ?? $0.bytes } ?? file(for: task)
        decision.writes = [put(bytes, at: record.href, .absent, for: task)]
        decision.events = [SyncEvent(.restoredThere, uid: record.uid, id: task.id, title: task.title)]
        return decision
    }

    private func remoteChanged(_ record: SyncRecord, _ item: CalendarItem, _ task: TodoTask?) -> SyncDecision?
    {
        guard let theirs = values(of: item) else { return remoteDeleted(record, task) }
        let base = self.item(of: record).flatMap(values(of:))
        if let base, sync.isInStep(theirs, base) { return remoteUnchanged(record, task, newer: item) }
        var decision = SyncDecision(uid: record.uid)
        receiveOccurrences(of: item, into: &decision)
        guard let task else {
            let restored = newTask(from: item)
            decision.effects.append(.add(restored))
            keep(item, holding: restored, in: &decision)
            decision.events.append(SyncEvent(.restoredHere, uid: record.uid, id: nil, title: restored.title))
            return decision
        }
        guard fingerprint(task) != record.fingerprint else {
            let changed = updated(task, to: theirs, from: item)
            decision.effects.append(.replace(task, with: changed))
            keep(item, holding: changed, in: &decision)
            decision.events += [
                SyncEvent(
                    .receivedChanged, uid: record.uid, id: task.id, title: changed.title,
                    fields: sync.differences(theirs, from: task))
            ]
            return decision
        }
        return combine(task, item, FieldMerge.merge(base: base, local: task, remote: theirs, schema: sync))
    }

    /// A task here and an item there with its UID, with no record of them.
    private func meet(_ task: TodoTask, _ item: CalendarItem) -> SyncDecision? {
        guard let theirs = values(of: item) else { return overwrite(item, with: task, as: .sentChanged) }
        guard !sync.isInStep(task, theirs) else {
            var decision = SyncDecision(uid: task.uuid)
            receiveOccurrences(of: item, into: &decision)
            keep(item, holding: task, in: &decision)
            return decision
        }
        return combine(task, item, FieldMerge.merge(base: nil, local: task, remote: theirs, schema: sync))
    }

    /// Changed on both sides: the merge here and there, and for a conflict, a copy of this side.
    private func combine(_ task: TodoTask, _ item: CalendarItem, _ merge: FieldMerge.Result) -> SyncDecision {
        let uid = task.uuid
        var decision = SyncDecision(uid: uid)
        receiveOccurrences(of: item, into: &decision)
        var merged = merge.task
        merged.modifiedAt = max(context.now, task.modifiedAt)
        if !sync.isInStep(merged, task) { decision.effects.append(.replace(task, with: merged)) }
        let theirs = values(of: item)
        if theirs.map({ !sync.isInStep(merged, $0) }) ?? true || !item.completedOccurrences.isEmpty,
            let bytes = item.patched(with: merged, context: context)
        {
            decision.writes.append(put(bytes, at: item.href, .matches(item.etag), for: merged))
        } else {
            decision.records.append(.set(SyncRecord(item: item, fingerprint: fingerprint(merged))))
        }
        let sent = sync.differences(merged, from: theirs ?? merged)
        if !sent.isEmpty {
            decision.events.append(
                SyncEvent(.sentChanged, uid: uid, id: task.id, title: merged.title, fields: sent))
        }
        let received = sync.differences(merged, from: task).filter { !merge.conflicts.contains($0) }
        if !received.isEmpty {
            decision.events.append(
                SyncEvent(.receivedChanged, uid: uid, id: task.id, title: merged.title, fields: received))
        }
        guard !merge.conflicts.isEmpty else { return decision }
        let copy = conflictCopy(of: task)
        if local[copy.uuid] == nil, records[copy.uuid] == nil, remote[copy.uuid] == nil {
            decision.effects.append(.add(copy))
            decision.writes.append(put(file(for: copy), at: newHref(copy.uuid), .absent, for: copy))
        }
        decision.events.append(
            SyncEvent(
                .conflict, uid: uid, id: task.id, title: merged.title, fields: merge.conflicts,
                copyUID: copy.uuid))
        return decision
    }

    private func sendNew(_ task: TodoTask) -> SyncDecision {
        var decision = SyncDecision(uid: task.uuid)
        decision.writes = [put(file(for: task), at: newHref(task.uuid), .absent, for: task)]
        decision.events = [SyncEvent(.sentAdded, uid: task.uuid, id: task.id, title: task.title)]
        return decision
    }

    private func receiveNew(_ item: CalendarItem) -> SyncDecision? {
        guard item.task != nil else { return nil }
        var decision = SyncDecision(uid: item.uid)
        let task = newTask(from: item)
        decision.effects = [.add(task)]
        keep(item, holding: task, in: &decision)
        decision.events = [SyncEvent(.receivedAdded, uid: item.uid, id: nil, title: task.title)]
        receiveOccurrences(of: item, into: &decision)
        return decision
    }

    /// Writes the task whole over an item `todo` cannot patch (a cancelled VTODO).
    private func overwrite(_ item: CalendarItem, with task: TodoTask, as action: SyncEvent.Action)
        -> SyncDecision
    {
        var decision = SyncDecision(uid: task.uuid)
        decision.writes = [put(file(for: task), at: item.href, .matches(item.etag), for: task)]
        decision.events = [SyncEvent(action, uid: task.uuid, id: task.id, title: task.title)]
        return decision
    }
}
