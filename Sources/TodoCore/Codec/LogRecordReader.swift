/// Reads the records of the log (see `LogRecord`), checking what the grammar cannot, as strictly
/// as the main file's own members are read.
enum LogRecordReader {
    /// The record whose JSON lies at `range` of `bytes`; its tasks' user fields still untyped.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) throws -> LogRecord {
        var reader = JSONReader(UnsafeBufferPointer(rebasing: bytes[..<range.upperBound]), maxDepth: 64)
        reader.position = range.lowerBound
        var record = LogRecord()
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "after":
                try reader.beginArray()
                while try reader.nextElement() { record.after.append(try TaskReader.readStored(&reader)) }
            case "removed":
                try reader.beginArray()
                while try reader.nextElement() { record.removed.append(try readId(&reader)) }
            case "usedIds": record.usedIds = try StoreDocumentReader.readIdRanges(&reader)
            case "goals": record.goals = try GoalCodec.read(&reader)
            case "fields": record.fields = try FieldDeclarationCodec.readAll(&reader)
            case "remindersSince": record.remindersSince = try reader.readInstant(field: "remindersSince")
            case "entry": record.entry = try readEntry(&reader)
            default: try reader.skipValue()
            }
        }
        try reader.finish()
        return record
    }

    /// Folds the record at `range` for a reader of summaries: each task it adds or changes,
    /// read by `readTask` (its spans into `bytes`), and each id it removes go into `tasks`; the
    /// members it sets into `members`. Reads no further than the entry, which comes last. With
    /// no `readTask`, the tasks are skipped.
    static func fold<Summary: ListableTask>(
        in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
        readTask: ((inout JSONReader) throws(JSONError) -> Summary)?, tasks: inout LoggedTasks<Summary>,
        members: inout LogMembers
    ) throws(JSONError) {
        var reader = JSONReader(UnsafeBufferPointer(rebasing: bytes[..<range.upperBound]), maxDepth: 64)
        reader.position = range.lowerBound
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "after" where readTask != nil:
                try reader.beginArray()
                while try reader.nextElement() {
                    guard let readTask else { break }
                    let task = try readTask(&reader)
                    tasks.set(task.id, task)
                }
            case "removed" where readTask != nil:
                try reader.beginArray()
                while try reader.nextElement() { tasks.set(try readId(&reader), nil) }
            case "goals": members.goals = try GoalCodec.read(&reader)
            case "fields": members.fields = try FieldDeclarationCodec.readAll(&reader)
            case "remindersSince": members.remindersSince = try reader.readInstant(field: "remindersSince")
            case "entry": return
            default: try reader.skipValue()
            }
        }
    }

    /// The entry: its bytes as written, and its sequence, the first member `JournalCodec` writes.
    private static func readEntry(_ reader: inout JSONReader) throws(JSONError) -> LoggedEntry {
        let start = reader.valueStart
        try reader.beginObject()
        guard try reader.nextKey() == "sequence" else {
            throw reader.error("a logged entry must begin with its \"sequence\"", at: start)
        }
        let sequence = try reader.readInt()
        guard sequence >= 1 && sequence <= TaskFields.largestId else {
            throw reader.error("a journal sequence must be a whole number from 1 to \(TaskFields.largestId)")
        }
        while try reader.nextKey() != nil { try reader.skipValue() }
        return LoggedEntry(sequence: sequence, bytes: Array(reader.bytes[start..<reader.position]))
    }

    private static func readId(_ reader: inout JSONReader) throws(JSONError) -> Int {
        let id = try reader.readInt()
        guard id >= 1 && id <= TaskFields.largestId else {
            throw reader.error("a task id must be a whole number from 1 to \(TaskFields.largestId)")
        }
        return id
    }
}

/// The members of the main file a log's records set, as the readers that fold summaries take
/// them: the latest of each.
struct LogMembers {
    var goals: GoalHistory?
    var fields: [FieldDeclaration]?
    var remindersSince: Instant?
}
