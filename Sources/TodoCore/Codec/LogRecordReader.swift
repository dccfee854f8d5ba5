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

    /// Scans the record at `range` of `source` into `scan`: where each task it adds or changes
    /// lies (read no further than its id), the ids it removes and gives out, the members it
    /// sets, and its entry's sequence and place. Neither the tasks nor the entry are decoded:
    /// a change reads the log whole, and decodes only the latest state of each task in it.
    static func scan(_ source: StoreBytes, _ range: Range<Int>, into scan: inout LogScan) throws {
        let bytes = source.buffer
        var reader = JSONReader(UnsafeBufferPointer(rebasing: bytes[..<range.upperBound]), maxDepth: 64)
        reader.position = range.lowerBound
        try reader.beginObject()
        while true {
            switch try reader.nextKey(in: Member.keys) {
            case .end:
                try reader.finish()
                return
            case .known(Member.after):
                try reader.beginArray()
                while try reader.nextElement() {
                    let start = reader.valueStart
                    let peeked = peekId(bytes, at: start)
                    try reader.skipValue()
                    let object = start..<reader.position
                    let id =
                        try peeked
                        ?? JSONReader.read(source[object]) { reader in try TaskReader.readStored(&reader) }.id
                    scan.latest[id] = object
                    scan.removed.remove(id)
                }
            case .known(Member.removed):
                try reader.beginArray()
                while try reader.nextElement() {
                    let id = try readId(&reader)
                    scan.latest[id] = nil
                    scan.removed.insert(id)
                }
            case .known(Member.usedIds): scan.usedIds += try StoreDocumentReader.readIdRanges(&reader).ranges
            case .known(Member.goals): scan.goals = try GoalCodec.read(&reader)
            case .known(Member.fields): scan.fields = try FieldDeclarationCodec.readAll(&reader)
            case .known(Member.remindersSince):
                scan.remindersSince = try reader.readInstant(field: "remindersSince")
            case .known(Member.entry):
                // The entry comes last: the record ends with its brace and the record's own.
                let start = reader.valueStart
                try reader.beginObject()
                guard try reader.nextKey() == "sequence" else {
                    throw reader.error("a logged entry must begin with its \"sequence\"", at: start)
                }
                let sequence = try readSequence(&reader)
                let end = range.upperBound - 1
                guard end - 1 > start, bytes[end] == UInt8(ascii: "}"), bytes[end - 1] == UInt8(ascii: "}")
                else {
                    throw reader.error("the entry must be the last member of a change", at: start)
                }
                if let last = scan.entries.last, last.sequence >= sequence {
                    throw reader.error("entry \(sequence) comes after \(last.sequence)", at: start)
                }
                scan.entries.append(LoggedEntry(sequence: sequence, in: source, at: start..<end))
                return
            default: try reader.skipValue()
            }
        }
    }

    /// The id of a task object written as the store writes it, `{"id":12,…`; nil for another
    /// layout, which the caller reads whole.
    private static func peekId(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        let prefix: [UInt8] = Array("{\"id\":".utf8)
        guard start + prefix.count < bytes.count,
            (0..<prefix.count).allSatisfy({ bytes[start + $0] == prefix[$0] })
        else { return nil }
        var id = 0
        var index = start + prefix.count
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9"),
            id < 1 << 56
        {
            id = id * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ","), id >= 1, id <= TaskFields.largestId,
            bytes[start + prefix.count] != UInt8(ascii: "0")
        else { return nil }
        return id
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
        while true {
            switch try reader.nextKey(in: Member.keys) {
            case .end, .known(Member.entry): return
            case .known(Member.after) where readTask != nil:
                try reader.beginArray()
                while try reader.nextElement() {
                    guard let readTask else { break }
                    let task = try readTask(&reader)
                    tasks.set(task.id, task)
                }
            case .known(Member.removed) where readTask != nil:
                try reader.beginArray()
                while try reader.nextElement() { tasks.set(try readId(&reader), nil) }
            case .known(Member.goals): members.goals = try GoalCodec.read(&reader)
            case .known(Member.fields): members.fields = try FieldDeclarationCodec.readAll(&reader)
            case .known(Member.remindersSince):
                members.remindersSince = try reader.readInstant(field: "remindersSince")
            default: try reader.skipValue()
            }
        }
    }

    /// The members of a record, matched without making a String of each key.
    private enum Member {
        static let keys = JSONKeys([
            "after", "removed", "goals", "fields", "remindersSince", "entry", "usedIds",
        ])
        static let after = 0
        static let removed = 1
        static let goals = 2
        static let fields = 3
        static let remindersSince = 4
        static let entry = 5
        static let usedIds = 6
    }

    /// The entry: its bytes as written, and its sequence, the first member `JournalCodec` writes.
    private static func readEntry(_ reader: inout JSONReader) throws(JSONError) -> LoggedEntry {
        let start = reader.valueStart
        try reader.beginObject()
        guard try reader.nextKey() == "sequence" else {
            throw reader.error("a logged entry must begin with its \"sequence\"", at: start)
        }
        let sequence = try readSequence(&reader)
        while try reader.nextKey() != nil { try reader.skipValue() }
        return LoggedEntry(sequence: sequence, bytes: Array(reader.bytes[start..<reader.position]))
    }

    private static func readSequence(_ reader: inout JSONReader) throws(JSONError) -> Int {
        let sequence = try reader.readInt()
        guard sequence >= 1 && sequence <= TaskFields.largestId else {
            throw reader.error("a journal sequence must be a whole number from 1 to \(TaskFields.largestId)")
        }
        return sequence
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

/// What a scan of the log's records finds (see `LogRecordReader.scan`).
struct LogScan {
    /// Where the latest object of each task added or changed lies.
    var latest: [Int: Range<Int>] = [:]
    /// The tasks removed, and not added again since.
    var removed = Set<Int>()
    var usedIds: [ClosedRange<Int>] = []
    var goals: GoalHistory?
    var fields: [FieldDeclaration]?
    var remindersSince: Instant?
    var entries: [LoggedEntry] = []
    var count = 0
}
