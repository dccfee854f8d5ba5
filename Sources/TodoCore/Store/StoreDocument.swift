/// The main store file, as held in memory: the active tasks, the id history, the archive's
/// table of contents and the change log.
struct StoreDocument: Hashable, Sendable {
    /// The schema this program writes. Version 1 was a single file with every task and no id
    /// history or archive; version 2 had no tags, project, priority, reminder or modification
    /// time; version 3 no fields of one's own; version 4 no log beside it (`StoreLog`), no
    /// generation, and its tasks before its change log. All are read and migrated: a program
    /// that knows only version 4 refuses version 5 rather than miss the changes in its log.
    static let currentVersion = 5

    var usedIds = IdRangeSet()
    var archive = ArchiveManifest()
    /// The goals of recent days (schema 3; a file without the member has none).
    var goals = GoalHistory()
    /// The file in the archive folder that holds the goals of days long past; see `GoalArchive`.
    var goalArchive: GoalArchive.Reference?
    /// The latest changes, and where the older ones are (see `Journal`).
    var journal = Journal()
    /// The user's own fields (`todo field add`; schema 4).
    var fieldDeclarations: [FieldDeclaration] = []
    /// Every task not yet archived, in id order: pending, overdue, completed, and completed ones
    /// the auto-clear has taken away but no write has moved to the archive yet.
    var tasks: [TodoTask] = []
    /// Where each task's object lies in the bytes read (empty for a document not read from
    /// bytes): the store writes an unchanged task back by copying them.
    var taskRanges: [Range<Int>] = []
    /// Where the tasks array lies in the bytes read, between its brackets.
    var taskBytes = 0..<0
    /// The version the file on disk had; anything below `currentVersion` is rewritten on the next change.
    var versionOnDisk = StoreDocument.currentVersion
    /// When a store of an older schema gained reminders; nil for one made with them.
    var remindersSince: Instant?
    /// The earliest instant a task of the file is cleared by the auto-clear, as the file says:
    /// a write from then on compacts, which moves it to the archive.
    var clearsAt: Instant?
    /// How many times the store was compacted: the log names the generation it extends (0 for
    /// a file of an older version, which has no log).
    var generation = 0

    /// The earliest instant one of `tasks` is cleared by the auto-clear.
    static func clearsAt(_ tasks: [TodoTask]) -> Instant? {
        var earliest: Instant?
        for task in tasks {
            guard let completedAt = task.completedAt else { continue }
            let clears = completedAt + AutoClear.retentionSeconds
            if earliest.map({ clears < $0 }) ?? true { earliest = clears }
        }
        return earliest
    }
}
