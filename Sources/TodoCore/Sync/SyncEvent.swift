/// One thing a sync did (or, for `--dry-run`, would do) to one task.
public struct SyncEvent: Sendable, Equatable {
    /// What happened.
    public enum Action: String, Sendable {
        /// A task made here was sent to the server.
        case sentAdded = "sent-added"
        /// A change made here was sent.
        case sentChanged = "sent-changed"
        /// A task deleted here was deleted on the server.
        case sentDeleted = "sent-deleted"
        /// A task made elsewhere arrived.
        case receivedAdded = "received-added"
        /// A change made elsewhere arrived.
        case receivedChanged = "received-changed"
        /// A task deleted elsewhere was deleted here.
        case receivedDeleted = "received-deleted"
        /// Changed on both sides, the same field differently: the server's value kept, and the
        /// version of here kept as a new task (`copyUID`), tagged `sync-conflict`.
        case conflict
        /// Deleted here and changed on the server: added back here.
        case restoredHere = "restored-here"
        /// Deleted on the server and changed here: sent back.
        case restoredThere = "restored-there"
        /// Not done this time: the item changed on the server while this sync wrote, or the
        /// task changed here; the next sync does it.
        case deferred
    }

    /// What happened.
    public var action: Action
    /// The task's uuid (the item's UID).
    public var uid: String
    /// The task's id here, when it has one.
    public var id: Int?
    /// The task's title, as it is after the sync (as it was, for a deleted one).
    public var title: String
    /// The fields that changed (or, for a conflict, that were in conflict).
    public var fields: [String]
    /// For a conflict: the uuid of the copy holding this side's version.
    public var copyUID: String?
    /// For a conflict: the copy's id here.
    public var copyId: Int?

    /// The tag a conflict copy gets.
    public static let conflictTag = "sync-conflict"

    /// Sent first, then received, then conflicts, then what waits; each by id, new tasks last.
    static func ordered(_ events: [SyncEvent]) -> [SyncEvent] {
        func rank(_ action: Action) -> Int {
            switch action {
            case .sentAdded, .sentChanged, .sentDeleted, .restoredThere: return 0
            case .receivedAdded, .receivedChanged, .receivedDeleted, .restoredHere: return 1
            case .conflict: return 2
            case .deferred: return 3
            }
        }
        return events.enumerated().sorted { left, right in
            let (one, other) = (left.element, right.element)
            if rank(one.action) != rank(other.action) { return rank(one.action) < rank(other.action) }
            if one.id != other.id { return (one.id ?? .max) < (other.id ?? .max) }
            return left.offset < right.offset
        }.map(\.element)
    }

    init(
        _ action: Action, uid: String, id: Int?, title: String, fields: [String] = [], copyUID: String? = nil
    ) {
        self.action = action
        self.uid = uid
        self.id = id
        self.title = title
        self.fields = fields
        self.copyUID = copyUID
    }
}

/// A change sync makes to the store, checked against the task as it was read, so that a change
/// made here while the sync talked to the server is never overwritten.
enum LocalEffect: Sendable {
    /// A task from the server, added with a fresh id.
    case add(TodoTask)
    /// The task, if it is still as read, becomes the other (same id).
    case replace(TodoTask, with: TodoTask)
    /// The task, if it is still as read, is deleted.
    case delete(TodoTask)
}

/// A write of a decision, and the record its UID gets when it is done.
struct PlannedWrite: Sendable {
    var write: ItemWrite
    var uid: String
    /// The record after the write (its ETag from the answer); nil for a delete.
    var record: SyncRecord?
}

/// What sync decided for one UID: the writes to the server, the changes to the store and the
/// records they leave, all done or none.
struct SyncDecision: Sendable {
    var uid: String
    var writes: [PlannedWrite] = []
    var effects: [LocalEffect] = []
    /// Records set or removed whatever the writes do.
    var records: [RecordChange] = []
    var events: [SyncEvent] = []

    init(uid: String) {
        self.uid = uid
    }
}

/// A record set or removed.
enum RecordChange: Sendable {
    case set(SyncRecord)
    case remove(uid: String)
}
