/// What sync remembers of one item since the task and the item were last in step.
struct SyncRecord: Sendable, Equatable {
    /// The item's UID: the task's uuid.
    var uid: String
    /// Where the item is, as the server names it.
    var href: String
    /// The item's ETag then; nil when it is not known (the item is read again next time).
    var etag: String?
    /// `SyncFingerprint.of` of the task then: a task whose fingerprint differs changed here.
    var fingerprint: UInt64
    /// The item's iCalendar text then, which changes are patched into (so that what other
    /// programs wrote there survives) and which tells what changed on the server.
    var ics: [UInt8]
}
