/// The tasks an import file holds, and how many it held that `todo` has no place for.
public struct ImportBatch: Sendable {
    /// The tasks, in the order of the file (files).
    public var records: [ImportedTask]
    /// What was left out, by reason.
    public var skipped: SkippedTasks

    /// A batch of these records.
    public init(records: [ImportedTask] = [], skipped: SkippedTasks = SkippedTasks()) {
        self.records = records
        self.skipped = skipped
    }

    /// Appends another file's tasks (a vdir, or done.txt after todo.txt).
    public mutating func append(_ other: ImportBatch) {
        records += other.records
        skipped.deleted += other.skipped.deleted
        skipped.recurring += other.skipped.recurring
        skipped.cancelled += other.skipped.cancelled
    }
}

/// Records an import leaves out, by reason.
public struct SkippedTasks: Hashable, Sendable {
    /// Taskwarrior tasks with status `deleted`.
    public var deleted = 0
    /// Taskwarrior's recurring templates (their instances are imported as tasks), and iCalendar
    /// VTODOs that override one occurrence of a recurring task (RECURRENCE-ID).
    public var recurring = 0
    /// iCalendar VTODOs with STATUS:CANCELLED, which has no state in `todo`.
    public var cancelled = 0

    /// Counts of skipped records.
    public init(deleted: Int = 0, recurring: Int = 0, cancelled: Int = 0) {
        self.deleted = deleted
        self.recurring = recurring
        self.cancelled = cancelled
    }
}
