/// Everything sync remembers of one store and one collection, kept beside the store
/// (`todos.json.sync`): where each item is and what it was when last in step, and the
/// collection's sync token.
///
/// It is written after the store, and never changes the store's meaning: every decision sync
/// makes is taken again from the contents of the task and of the item, so a state that is older
/// than the store (a crash between the two writes) leads to the same result, not to conflicts.
public struct SyncState: Sendable, Equatable {
    /// The collection it belongs to: a state for another one is not used.
    public var collection: String
    /// The sync token of the collection's last listing, if the server gives them.
    public var token: String?
    /// When sync last finished.
    public var syncedAt: Instant?
    /// The records, by UID.
    var records: [String: SyncRecord]
    /// Items of the collection that hold no task `todo` reads (events, unreadable files), by
    /// href, with their ETags: they are not read again until they change.
    var ignored: [String: String]

    static let version = 1

    /// An empty state for `collection`.
    public init(collection: String) {
        self.collection = collection
        records = [:]
        ignored = [:]
    }

    /// The record whose href is `href`, compared as `CollectionURL.key` compares.
    func recordsByHref() -> [String: SyncRecord] {
        var byHref: [String: SyncRecord] = [:]
        for record in records.values { byHref[CollectionURL.key(record.href)] = record }
        return byHref
    }
}
