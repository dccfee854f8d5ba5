/// What `todo sync --status` tells without asking the server: when the store last synced, and
/// what changed here since.
public struct SyncStatus: Sendable {
    /// The collection the state belongs to, if there is a state.
    public var collection: String?
    /// When sync last finished.
    public var syncedAt: Instant?
    /// How many items it has records of.
    public var recordCount = 0
    /// The changes here that the next sync sends: `sentAdded`, `sentChanged`, `sentDeleted`.
    public var pending: [SyncEvent] = []

    /// The status of `store` against the state in `stateFile`, for `collection`.
    public init(store: TodoStore, stateFile: SyncStateFile, collection: String, context: FormatContext) throws
    {
        var records: [String: SyncRecord] = [:]
        if let state = try stateFile.read(), state.collection == collection {
            self.collection = state.collection
            syncedAt = state.syncedAt
            records = state.records
            recordCount = records.count
        }
        var seen = Set<String>()
        for task in try store.read(archived: .all).tasks {
            seen.insert(task.uuid)
            let fields = SyncFields(task)
            guard let record = records[task.uuid] else {
                pending.append(SyncEvent(.sentAdded, uid: task.uuid, id: task.id, title: task.title))
                continue
            }
            guard fields.fingerprint != record.fingerprint else { continue }
            let base = try? CalendarItem.read(
                href: record.href, etag: nil, bytes: record.ics, context: context
            ).get()
            let changed = base?.fields.map { fields.differences(from: $0) } ?? []
            pending.append(
                SyncEvent(.sentChanged, uid: task.uuid, id: task.id, title: task.title, fields: changed))
        }
        for record in records.values.sorted(by: { $0.uid < $1.uid }) where !seen.contains(record.uid) {
            let base = try? CalendarItem.read(
                href: record.href, etag: nil, bytes: record.ics, context: context
            ).get()
            pending.append(SyncEvent(.sentDeleted, uid: record.uid, id: nil, title: base?.task?.title ?? ""))
        }
    }
}
