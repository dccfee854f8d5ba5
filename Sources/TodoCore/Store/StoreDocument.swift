/// The main store file, as held in memory: the active tasks, the id history, the archive's
/// table of contents and the change log.
struct StoreDocument: Hashable, Sendable {
    /// The schema this program writes. Version 1 was a single file with every task and no id
    /// history or archive; version 2 had no tags, project, priority, reminder or modification
    /// time. Both are read and migrated.
    static let currentVersion = 3

    var usedIds = IdRangeSet()
    var archive = ArchiveManifest()
    /// Every task not yet archived, in id order: pending, overdue, completed, and completed ones
    /// the auto-clear has taken away but no write has moved to the archive yet.
    var tasks: [TodoTask] = []
    /// The goals of recent days (schema 3; a file without the member has none).
    var goals = GoalHistory()
    /// The file in the archive folder that holds the goals of days long past; see `GoalArchive`.
    var goalArchive: GoalArchive.Reference?
    /// The latest changes, and where the older ones are (see `Journal`).
    var journal = Journal()
    /// Where the tasks array lies in the bytes read, between its brackets: the tasks a change
    /// removed or changed are found in it by what the unchanged ones leave uncovered.
    var taskBytes = 0..<0
    /// The version the file on disk had; anything below `currentVersion` is rewritten on the next change.
    var versionOnDisk = StoreDocument.currentVersion
    /// When a store of an older schema gained reminders; nil for one made with them.
    var remindersSince: Instant?
}
