/// One change as the log keeps it: what folds it onto the main file, and its entry in the change
/// log. A member is written only when the change has something in it:
///
///     {"after":[{…task 12 as it now is…}],"removed":[7],"usedIds":[[12,12]],
///      "goals":[…],"fields":[…],"remindersSince":"…","entry":{"sequence":58,…}}
///
/// `after` holds the tasks added or changed as the store writes tasks, `removed` the ids of the
/// tasks removed, `usedIds` the ids the change gave out, and `goals` (the recent days' goals),
/// `fields` (the declarations) and `remindersSince` their new values when the change set them.
/// `entry` comes last, as `JournalCodec` writes an entry: a reader that folds the changes stops
/// before it, and only `log`, `undo` and compaction read it.
struct LogRecord: Equatable {
    var after: [TodoTask] = []
    var removed: [Int] = []
    /// The ids the change gave out.
    var usedIds = IdRangeSet()
    var goals: GoalHistory?
    var fields: [FieldDeclaration]?
    var remindersSince: Instant?
    var entry: LoggedEntry?

    /// Whether the record changes nothing and records nothing.
    var isEmpty: Bool {
        after.isEmpty && removed.isEmpty && usedIds.ranges.isEmpty && goals == nil && fields == nil
            && remindersSince == nil && entry == nil
    }

    /// The ids of the tasks the record adds, changes or removes.
    var taskIds: [Int] { after.map(\.id) + removed }

    /// The record as a line of the log.
    func line() -> [UInt8] {
        var writer = JSONWriter(capacity: 512)
        writer.raw("{")
        var first = true
        func separate() {
            if !first { writer.raw(",") }
            first = false
        }
        if !after.isEmpty {
            separate()
            writer.key("after")
            writer.raw("[")
            for (index, task) in after.enumerated() {
                if index > 0 { writer.raw(",") }
                TaskCodec.write(task, facts: nil, into: &writer)
            }
            writer.raw("]")
        }
        if !removed.isEmpty {
            separate()
            writer.key("removed")
            writer.raw("[")
            for (index, id) in removed.enumerated() {
                if index > 0 { writer.raw(",") }
                writer.int(id)
            }
            writer.raw("]")
        }
        if !usedIds.ranges.isEmpty {
            separate()
            writer.key("usedIds")
            StoreCodec.writeIdRanges(usedIds, into: &writer)
        }
        if let goals {
            separate()
            GoalCodec.write(goals, into: &writer)
        }
        if let fields {
            separate()
            writer.key("fields")
            FieldDeclarationCodec.writeAll(fields, into: &writer)
        }
        if let remindersSince {
            separate()
            writer.key("remindersSince")
            writer.isoInstant(remindersSince)
        }
        if let entry {
            separate()
            writer.key("entry")
            writer.bytes += entry.bytes
        }
        writer.raw("}")
        return StoreLog.line(writer.bytes)
    }
}

/// A change log entry as the log holds it: its bytes, as `JournalCodec.write` makes them, and
/// its sequence number. An entry read from the log stays where it lies in the log's bytes until
/// `log`, `undo` or a compaction asks for it.
struct LoggedEntry: Hashable, Sendable {
    let sequence: Int
    private let source: StoreBytes?
    private let range: Range<Int>
    private let encoded: [UInt8]

    init(_ entry: JournalEntry) {
        var writer = JSONWriter(capacity: 256)
        JournalCodec.write(entry, into: &writer)
        self.init(sequence: entry.sequence, bytes: writer.bytes)
    }

    init(sequence: Int, bytes: [UInt8]) {
        self.sequence = sequence
        encoded = bytes
        source = nil
        range = 0..<0
    }

    /// The entry that lies at `range` of the log's bytes.
    init(sequence: Int, in source: StoreBytes, at range: Range<Int>) {
        self.sequence = sequence
        self.source = source
        self.range = range
        encoded = []
    }

    /// The entry's JSON.
    var bytes: [UInt8] { source.map { Array($0[range]) } ?? encoded }

    static func == (lhs: LoggedEntry, rhs: LoggedEntry) -> Bool {
        lhs.sequence == rhs.sequence && lhs.bytes == rhs.bytes
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(sequence)
    }

    /// The entries, read as strictly as a page's.
    static func decoded(_ entries: [LoggedEntry]) throws(StoreCodec.Failure) -> [JournalEntry] {
        guard !entries.isEmpty else { return [] }
        var recent = RecentEntries()
        for entry in entries { recent.append(encoded: entry.bytes) }
        return try recent.decoded()
    }
}
