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

    /// The status of `store` against the state in `stateFile`, for `collection`: what the sync
    /// planner decides when nothing changed on the server. `productId` is the PRODID of the
    /// files a sync would make.
    public init(
        store: TodoStore, stateFile: SyncStateFile, collection: CollectionURL, context: FormatContext,
        productId: String
    ) throws {
        var records: [String: SyncRecord] = [:]
        if let state = try stateFile.read(), state.collection == collection.string {
            self.collection = state.collection
            syncedAt = state.syncedAt
            records = state.records
            recordCount = records.count
        }
        var local: [String: TodoTask] = [:]
        let list = try store.read(archived: .all)
        for task in list.tasks { local[task.uuid] = task }
        let planner = SyncPlanner(
            context: context, productId: productId, collection: collection, records: records, local: local,
            remote: [:], schema: list.schema)
        pending = SyncEvent.ordered(planner.plan().flatMap(\.events))
    }
}
