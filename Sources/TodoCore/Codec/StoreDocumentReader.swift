/// Reads a store file (main file or archive segment) into a `StoreDocument`, checking what the
/// JSON grammar cannot: the version, id ranges, segment names, and that no id appears twice.
enum StoreDocumentReader {
    /// The two kinds of store file: the main one, and an archive segment (version and tasks only).
    enum Kind {
        case main
        case segment
    }

    /// Reads a whole file; `declarations` type the user fields of a segment's tasks (a main
    /// file has its own).
    static func read(_ reader: inout JSONReader, kind: Kind, declarations: [FieldDeclaration] = []) throws
        -> StoreDocument
    {
        var contents = try read(&reader, kind: kind, readsGoals: true, recordsRanges: true) {
            (reader: inout JSONReader) throws(JSONError) in
            try TaskReader.readStored(&reader)
        }
        let dateFields = UserFieldValues.dateFields(kind == .main ? contents.fieldDeclarations : declarations)
        if !dateFields.isEmpty {
            for index in contents.tasks.indices {
                UserFieldValues.typed(&contents.tasks[index], dateFields: dateFields)
            }
        }
        return StoreDocument(
            usedIds: contents.usedIds, archive: contents.archive, goals: contents.goals,
            goalArchive: contents.goalArchive, journal: contents.journal,
            fieldDeclarations: contents.fieldDeclarations, tasks: contents.tasks,
            taskRanges: contents.taskRanges,
            taskBytes: contents.taskBytes, versionOnDisk: contents.version,
            remindersSince: contents.remindersSince, clearsAt: contents.clearsAt,
            generation: contents.generation)
    }

    /// What a store file holds, its tasks read by `readTask`: whole tasks, or summaries.
    struct Contents<Task: ListableTask> {
        var version = StoreDocument.currentVersion
        var usedIds = IdRangeSet()
        var archive = ArchiveManifest()
        var tasks: [Task] = []
        var goals = GoalHistory()
        var goalArchive: GoalArchive.Reference?
        var journal = Journal()
        var taskBytes = 0..<0
        var taskRanges: [Range<Int>] = []
        var remindersSince: Instant?
        var fieldDeclarations: [FieldDeclaration] = []
        var generation = 0
        var clearsAt: Instant?
    }

    /// - Parameters:
    ///   - readsGoals: whether to read the goals; otherwise they are only checked to be JSON.
    ///   - keepsHistory: whether to keep the ids used and the journal's pages; otherwise (a
    ///     reader of summaries, which needs neither) they are checked as strictly, not kept.
    ///   - stopsAtTasks: whether to stop at `"tasks"`, the reader left before their array, in
    ///     a file of version 5 or later, which writes them last; the caller then reads no further.
    static func read<Task: ListableTask>(
        _ reader: inout JSONReader, kind: Kind, readsGoals: Bool = false, keepsHistory: Bool = true,
        recordsRanges: Bool = false, stopsAtTasks: Bool = false,
        readTask: (inout JSONReader) throws(JSONError) -> Task
    ) throws -> Contents<Task> {
        guard try reader.peekKind() == .object else {
            if try reader.peekKind() == .array {
                throw reader.error(
                    "this is a JSON array, as 'todo export' writes, not a store; use 'todo import' to read it"
                )
            }
            throw reader.typeMismatch(expected: "a store object")
        }
        let start = reader.valueStart
        var contents = Contents<Task>()
        var version: Int?
        var usedIds: IdRangeSet?
        var hasUsedIds = false
        var hasTasks = false
        var hasArchive = false
        try reader.beginObject()
        members: while let key = try reader.nextKey() {
            switch key {
            case "version":
                let declared = try reader.readInt()
                guard declared <= StoreDocument.currentVersion else {
                    throw StoreCodec.Failure.newerVersion(declared)
                }
                guard declared >= 1 else { throw reader.error("\"version\" must be 1 or more") }
                version = declared
            case "usedIds":
                if keepsHistory {
                    usedIds = try readIdRanges(&reader)
                } else {
                    try forEachIdRange(&reader) { _, _ in }
                }
                hasUsedIds = true
            case "archive":
                contents.archive = try ArchiveManifestReader.read(&reader)
                hasArchive = true
            case "tasks" where stopsAtTasks:
                guard let version, version >= 5 else { throw TasksNotLast() }
                contents.taskBytes = reader.valueStart..<reader.valueStart
                hasTasks = true
                break members
            case "tasks":
                (contents.tasks, contents.taskRanges, contents.taskBytes) = try readTasks(
                    &reader, recordsRanges: recordsRanges, readTask: readTask)
                hasTasks = true
            case "generation" where kind == .main:
                let generation = try reader.readInt()
                guard generation >= 1 && generation <= TaskFields.largestId else {
                    throw reader.error(
                        "\"generation\" must be a whole number from 1 to \(TaskFields.largestId)")
                }
                contents.generation = generation
            case "clearsAt" where kind == .main:
                contents.clearsAt = try reader.readInstant(field: "clearsAt")
            case "goals" where readsGoals && kind == .main: contents.goals = try GoalCodec.read(&reader)
            case "fields" where kind == .main:
                contents.fieldDeclarations = try FieldDeclarationCodec.readAll(&reader)
            case "goalArchive" where kind == .main:
                contents.goalArchive = try GoalArchive.readReference(&reader)
            case "remindersSince" where kind == .main:
                contents.remindersSince = try reader.readInstant(field: "remindersSince")
            case "journal" where kind == .main:
                contents.journal = try JournalReader.readMember(&reader, keepsPages: keepsHistory)
            default: try reader.skipValue()
            }
        }
        guard let version else { throw reader.error("the store has no \"version\"", at: start) }
        // A member missing is damage, not an empty list: reading it as empty would lose the
        // tasks on the next write.
        let hasHistory = kind == .main && version >= 2
        func missing(_ member: String) -> JSONError {
            reader.error("the store has no \"\(member)\"", at: start)
        }
        if hasHistory && !hasUsedIds { throw missing("usedIds") }
        if !hasTasks { throw missing("tasks") }
        if hasHistory && !hasArchive { throw missing("archive") }
        if kind == .main && version >= 5 && contents.generation == 0 { throw missing("generation") }
        contents.version = version
        guard keepsHistory else { return contents }
        // Version 1 kept no id history: every id up to the highest one counts as used.
        var used =
            usedIds
            ?? IdRangeSet(
                runs: contents.tasks.map(\.id).max().map { [IdRangeSet.Run(low: 1, high: $0)] } ?? [])
        for index in contents.tasks.indices where !used.contains(contents.tasks[index].id) {
            used.insert(contents.tasks[index].id)
        }
        contents.usedIds = used
        return contents
    }

    /// Thrown when a reader that stops at the tasks finds them before the version says the file
    /// writes them last: the file is of an older version, to be read whole.
    struct TasksNotLast: Error {}

    /// The `version` of a document whose body could not be read, so that a newer store is
    /// reported as newer rather than as corrupt.
    static func declaredVersion(_ source: UnsafeBufferPointer<UInt8>) -> Int? {
        try? JSONReader.read(source) { reader -> Int? in
            var version: Int?
            try reader.beginObject()
            while let key = try reader.nextKey() {
                if key == "version", try reader.peekKind() == .number {
                    version = try reader.readInt()
                } else {
                    try reader.skipValue()
                }
            }
            return version
        }
    }

    /// The tasks, and where they lie in the bytes, between the array's brackets.
    private static func readTasks<Task: ListableTask>(
        _ reader: inout JSONReader, recordsRanges: Bool,
        readTask: (inout JSONReader) throws(JSONError) -> Task
    ) throws -> ([Task], [Range<Int>], Range<Int>) {
        var tasks: [Task] = []
        var ranges: [Range<Int>] = []
        // No task takes fewer than ~100 bytes; capacity reserved but never used costs nothing.
        tasks.reserveCapacity(reader.bytes.count / 100)
        guard try reader.peekKind() == .array else {
            throw reader.typeMismatch(expected: "an array of tasks")
        }
        try reader.beginArray()
        let start = reader.position
        while try reader.nextElement() {
            let start = reader.valueStart
            tasks.append(try readTask(&reader))
            if recordsRanges { ranges.append(start..<reader.position) }
        }
        let span = start..<(reader.position - 1)
        if !tasks.indices.dropFirst().allSatisfy({ tasks[$0 - 1].id < tasks[$0].id }) {
            var seen = Set<Int>()
            for index in tasks.indices where !seen.insert(tasks[index].id).inserted {
                throw reader.error("task id \(tasks[index].id) appears more than once")
            }
        }
        return (tasks, ranges, span)
    }

    static func readIdRanges(_ reader: inout JSONReader) throws -> IdRangeSet {
        var runs: [IdRangeSet.Run] = []
        try forEachIdRange(&reader) { low, high in runs.append(IdRangeSet.Run(low: low, high: high)) }
        return IdRangeSet(runs: runs)
    }

    /// Reads an array of id ranges, `[[low, high], …]`, handing each to `body`.
    private static func forEachIdRange(_ reader: inout JSONReader, _ body: (Int, Int) -> Void) throws {
        guard try reader.peekKind() == .array else {
            throw reader.typeMismatch(expected: "an array of id ranges")
        }
        try reader.beginArray()
        while try reader.nextElement() {
            guard try reader.peekKind() == .array else {
                throw reader.typeMismatch(expected: "an id range [low, high]")
            }
            try reader.beginArray()
            var (low, high, count) = (0, 0, 0)
            while try reader.nextElement() {
                let bound = try reader.readInt()
                if count == 0 { low = bound } else { high = bound }
                count += 1
            }
            guard count == 2, low >= 1, low <= high, high <= TaskFields.largestId else {
                throw reader.error("an id range must be [low, high] with 1 ≤ low ≤ high")
            }
            body(low, high)
        }
    }
}
