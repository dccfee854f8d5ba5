/// The pieces the planner's decisions are made of: writes, records, new tasks and conflict copies.
extension SyncPlanner {
    func put(
        _ bytes: [UInt8], at href: String, _ precondition: ItemWrite.Precondition, for task: TodoTask
    )
        -> PlannedWrite
    {
        let record = SyncRecord(
            uid: task.uuid, href: href, etag: nil, fingerprint: fingerprint(task), ics: bytes)
        return PlannedWrite(
            write: ItemWrite(href: href, action: .put(bytes), precondition: precondition), uid: task.uuid,
            record: record)
    }

    /// Records that `item` is in step with `task`: as it is, or, when another program left it
    /// holding its task otherwise than `todo` writes it (a repeating task it completed: see
    /// `CalendarItem.completedOccurrences`), written back holding `task`, so that every program
    /// shows the series going on.
    func keep(_ item: CalendarItem, holding task: TodoTask, in decision: inout SyncDecision) {
        if !item.completedOccurrences.isEmpty, let bytes = item.patched(with: task, context: context) {
            decision.writes.append(put(bytes, at: item.href, .matches(item.etag), for: task))
        } else {
            decision.records.append(.set(SyncRecord(item: item, fingerprint: fingerprint(task))))
        }
    }

    /// The records of the occurrences another program completed in `item`, added here and sent
    /// there as tasks of their own, as `complete` records them (under the parent the item names),
    /// unless either side has them.
    func receiveOccurrences(of item: CalendarItem, into decision: inout SyncDecision) {
        for occurrence in item.completedOccurrences {
            guard let uuid = occurrence.uuid, local[uuid] == nil, records[uuid] == nil, remote[uuid] == nil
            else { continue }
            var task = occurrence.task(id: 0, uuid: uuid, createdAt: context.now, modifiedAt: nil)
            task.parent = occurrence.parentUID.flatMap(context.tasks.id(of:))
            decision.effects.append(.add(task))
            decision.writes.append(put(file(for: task), at: newHref(uuid), .absent, for: task))
            decision.events.append(SyncEvent(.receivedAdded, uid: uuid, id: nil, title: task.title))
        }
    }

    /// The item a record remembers, read.
    func item(of record: SyncRecord) -> CalendarItem? {
        try? CalendarItem.read(
            href: record.href, etag: record.etag, bytes: record.ics, context: context, schema: schema
        ).get()
    }

    func file(for task: TodoTask) -> [UInt8] {
        ICalendarFormat.file(for: task, context: context, productId: productId)
    }

    func newHref(_ uid: String) -> String {
        collection.href(forNewItem: Vdir.fileName(for: uid, taken: []))
    }

    /// A new task holding what the item holds; its id is given when it is added.
    func newTask(from item: CalendarItem) -> TodoTask {
        let record = item.task ?? ImportedTask(title: "")
        var task = record.task(id: 0, uuid: item.uid, createdAt: context.now, modifiedAt: nil)
        task.parent = parent(of: item)
        task.blockedBy = blockers(of: item)
        return task
    }

    /// The item's task as the store would hold it, its parent found by UID (`values(of:)`).
    func values(of item: CalendarItem) -> TodoTask? {
        guard var values = item.values else { return nil }
        values.parent = parent(of: item)
        values.blockedBy = blockers(of: item)
        return values
    }

    /// The ids of the tasks the item's `RELATED-TO;RELTYPE=DEPENDS-ON` name, here or about to be
    /// added (provisional ids, as `parent(of:)` gives); those neither side has are left out.
    func blockers(of item: CalendarItem) -> [Int] {
        (item.task?.blockerUIDs ?? []).compactMap(context.tasks.id(of:))
    }

    /// The id of the task the item's RELATED-TO names: one here, or one this sync is about to
    /// add (a provisional id, below zero, that `TodoList.apply` makes the task's); nil when it
    /// names no task either side has, whose RELATED-TO a patch leaves as it is.
    func parent(of item: CalendarItem) -> Int? {
        item.task?.parentUID.flatMap(context.tasks.id(of:))
    }

    /// The tasks here by uuid, and a provisional id for each item the server has that is not here.
    static func identities(local: [String: TodoTask], remote: [String: RemoteChange]) -> TaskIdentities {
        var identities = TaskIdentities(local.values)
        var next = -1
        for uid in remote.keys.sorted() where local[uid] == nil {
            guard case .present = remote[uid] else { continue }
            identities.insert(id: next, uuid: uid)
            next -= 1
        }
        return identities
    }

    /// The task's fingerprint, its parent as the parent's UID.
    func fingerprint(_ task: TodoTask) -> UInt64 {
        SyncFingerprint.of(task, tasks: context.tasks)
    }

    /// `task` holding the fields of `remote` (the item's task), the rest (id, creation) its own.
    func updated(_ task: TodoTask, to remote: TodoTask, from item: CalendarItem) -> TodoTask {
        var updated = sync.task(task, taking: remote)
        updated.modifiedAt = item.task?.modifiedAt ?? context.now
        return updated
    }

    /// This side's version of a task in conflict, as a new task tagged `sync-conflict`. Its UID
    /// is made from the task's UID and fields, so a conflict met again (a sync cut short) makes
    /// the same copy, not a second one.
    func conflictCopy(of task: TodoTask) -> TodoTask {
        var copy = sync.task(task, taking: task)
        copy.id = 0
        copy.uuid = UUIDText.derived(
            from: "sync-conflict|" + task.uuid + "|" + SyncStateCodec.hex(fingerprint(task)))
        copy.tags = TagList.normalized(task.tags + [SyncEvent.conflictTag])
        copy.modifiedAt = context.now
        return copy
    }
}

extension SyncRecord {
    /// The record of an item now in step with a task of this fingerprint.
    init(item: CalendarItem, fingerprint: UInt64) {
        self.init(uid: item.uid, href: item.href, etag: item.etag, fingerprint: fingerprint, ics: item.bytes)
    }

    /// `record` with the item it now stands for (or its own when nil), an ETag and a fingerprint.
    init(_ record: SyncRecord, item: CalendarItem?, etag: String?, fingerprint: UInt64) {
        self.init(
            uid: record.uid, href: item?.href ?? record.href, etag: etag, fingerprint: fingerprint,
            ics: item?.bytes ?? record.ics)
    }
}
