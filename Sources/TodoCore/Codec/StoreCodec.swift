/// The bytes of the store's files, read and written by a codec made for this one schema: the
/// general JSON decoders of Foundation take ~80 ms for 10,000 tasks, this one a few.
///
/// The main file, version 5:
///
///     {"version":5,"generation":7,"usedIds":[[1,120]],"archive":{"nextSegment":3,"segments":[
///     {"file":"segment-000002.json","count":12,"lowestId":3,"highestId":97}]},
///     "clearsAt":"2026-03-02T09:30:00Z","journal":{"next":58,"pages":[…],"recent":[…]},
///     "tasks":[
///     {"id":98,"uuid":"…","title":"…","description":null,"deadline":null,"location":null,…},
///     …
///     ]}
///
/// Everything but the tasks comes first, so that a change that needs a few tasks reads the
/// header and stops at `"tasks"`; the index beside the file (`StoreIndex`) says where each task
/// lies. `generation` counts the compactions, and names the file the log extends (`StoreLog`).
/// `clearsAt`, when a task is completed, is the earliest instant one is cleared by the
/// auto-clear. A store upgraded from schema 2 also holds the instant it gained reminders:
/// `"remindersSince":"2026-03-01T09:30:00Z"` (see `ReminderStart`). Before version 5, the
/// tasks came before `journal`, and there was no generation, no log and no index.
///
/// `journal`, the change log (see `JournalCodec`), is there once a change has been recorded.
/// An archive segment: `{"version":5,"tasks":[…]}`. One task per line keeps the files readable
/// and diffable. Version 3 adds the main file's `goals` and `goalArchive` (see `GoalCodec`,
/// `GoalArchive`) and a segment's `completed` record (see `CompletionRecord`).
enum StoreCodec {
    enum Failure: Error, Equatable {
        case corrupt(String)
        case newerVersion(Int)

        func storeError(path: String) -> StoreError {
            switch self {
            case .corrupt(let problem): return .corrupt(path: path, problem: problem)
            case .newerVersion(let version):
                return .newerVersion(path: path, version: version, supported: StoreDocument.currentVersion)
            }
        }
    }

    static func decodeDocument(_ source: StoreBytes) throws(Failure) -> StoreDocument {
        return try decoding(source) { reader in
            try StoreDocumentReader.read(&reader, kind: .main)
        }
    }

    /// Everything but the tasks of a main file of version 5 or later, which writes them last,
    /// read without reading them; nil for a file of an older version.
    static func decodeHeader(_ source: StoreBytes) throws(Failure) -> StoreDocument? {
        var reader = JSONReader(source.buffer, maxDepth: JSONReader.defaultMaxDepth)
        do {
            let contents = try StoreDocumentReader.read(
                &reader, kind: .main, readsGoals: true, stopsAtTasks: true
            ) {
                (reader: inout JSONReader) throws(JSONError) in try TaskSummaryReader.read(&reader)
            }
            return StoreDocument(
                usedIds: contents.usedIds, archive: contents.archive, goals: contents.goals,
                goalArchive: contents.goalArchive, journal: contents.journal,
                fieldDeclarations: contents.fieldDeclarations, taskBytes: contents.taskBytes,
                versionOnDisk: contents.version, remindersSince: contents.remindersSince,
                clearsAt: contents.clearsAt, generation: contents.generation)
        } catch is StoreDocumentReader.TasksNotLast {
            return nil
        } catch let failure as Failure {
            throw failure
        } catch let error as JSONError {
            throw .corrupt(error.description)
        } catch {
            throw .corrupt("\(error)")
        }
    }

    /// The user's field declarations of a main file, its tasks skipped.
    static func decodeFieldDeclarations(_ source: StoreBytes) throws(Failure) -> [FieldDeclaration] {
        try decoding(source) { reader in
            var declarations: [FieldDeclaration] = []
            try reader.beginObject()
            while let key = try reader.nextKey() {
                if key == "fields" {
                    declarations = try FieldDeclarationCodec.readAll(&reader)
                } else {
                    try reader.skipValue()
                }
            }
            return declarations
        }
    }

    /// The active tasks of a main file as summaries, and its bytes, which their text lies in.
    static func decodeSummaries(_ source: StoreBytes) throws(Failure) -> TaskSummaries {
        let contents = try decoding(source) { reader in
            try StoreDocumentReader.read(&reader, kind: .main, keepsHistory: false) {
                (reader: inout JSONReader) throws(JSONError) in
                try TaskSummaryReader.read(&reader)
            }
        }
        return TaskSummaries(
            tasks: contents.tasks, source: source, fieldDeclarations: contents.fieldDeclarations)
    }

    /// The tasks of a segment; `declarations` type their user fields.
    static func decodeSegment(_ source: StoreBytes, declarations: [FieldDeclaration] = []) throws(Failure)
        -> [TodoTask]
    {
        return try decoding(source) { reader in
            try StoreDocumentReader.read(&reader, kind: .segment, declarations: declarations).tasks
        }
    }

    /// The main file's bytes, whole; the store itself writes them in chunks.
    static func encodeDocument(_ document: StoreDocument) -> [UInt8] {
        var bytes: [UInt8] = []
        encodeDocument(document, unchanged: nil) { chunk in bytes += chunk }
        return bytes
    }

    static func encodeSegment(_ tasks: [TodoTask]) -> [UInt8] {
        var bytes: [UInt8] = []
        encodeSegment(tasks) { chunk in bytes += chunk }
        return bytes
    }

    /// The size of the chunks the encoders hand on: large enough for few writes, small enough
    /// to stay in one warm buffer.
    static let chunkSize = 64 * 1024

    /// Encodes the main file, handing the bytes to `emit` a chunk at a time; the tasks
    /// `unchanged` holds are copied as they were read. Returns where each task's object lies
    /// in the bytes, for the index.
    @discardableResult
    static func encodeDocument<Failure: Error>(
        _ document: StoreDocument, unchanged: UnchangedTaskBytes?, emit: ([UInt8]) throws(Failure) -> Void
    ) throws(Failure) -> [Range<Int>] {
        var writer = JSONWriter(capacity: chunkSize + 4096)
        writer.raw("{")
        writer.key("version")
        writer.int(StoreDocument.currentVersion)
        writer.raw(",")
        writer.key("generation")
        writer.int(max(1, document.generation))
        writer.raw(",")
        writer.key("usedIds")
        writeIdRanges(document.usedIds, into: &writer)
        writer.raw(",")
        writeArchive(document.archive, into: &writer)
        writer.raw(",")
        if let since = document.remindersSince {
            writer.key("remindersSince")
            writer.isoInstant(since)
            writer.raw(",")
        }
        if !document.goals.isEmpty {
            GoalCodec.write(document.goals, into: &writer)
            writer.raw(",")
        }
        if let goalArchive = document.goalArchive {
            GoalArchive.write(goalArchive, into: &writer)
            writer.raw(",")
        }
        if !document.fieldDeclarations.isEmpty {
            writer.key("fields")
            FieldDeclarationCodec.writeAll(document.fieldDeclarations, into: &writer)
            writer.raw(",")
        }
        if let clearsAt = StoreDocument.clearsAt(document.tasks) {
            writer.key("clearsAt")
            writer.isoInstant(clearsAt)
            writer.raw(",")
        }
        if !document.journal.isEmpty {
            writer.key("journal")
            JournalCodec.writeMember(document.journal, into: &writer)
            writer.raw(",\n")
        }
        let ranges = try writeTasks(document.tasks, unchanged: unchanged, into: &writer, emit: emit)
        writer.raw("}\n")
        try emit(writer.bytes)
        return ranges
    }

    /// `"archive":{"nextSegment":3,"segments":[…]}`: the archive's table of contents.
    private static func writeArchive(_ archive: ArchiveManifest, into writer: inout JSONWriter) {
        writer.key("archive")
        writer.raw("{")
        writer.key("nextSegment")
        writer.int(archive.nextSegmentNumber)
        writer.raw(",")
        writer.key("segments")
        writer.raw("[")
        for (index, segment) in archive.segments.enumerated() {
            writer.raw(index == 0 ? "\n{" : ",\n{")
            writer.key("file")
            writer.string(segment.file)
            writer.raw(",")
            writer.key("count")
            writer.int(segment.count)
            writer.raw(",")
            writer.key("lowestId")
            writer.int(segment.lowestId)
            writer.raw(",")
            writer.key("highestId")
            writer.int(segment.highestId)
            writer.raw("}")
        }
        writer.raw("]}")
    }

    /// `[[1,120],[130,131]]`: the runs of ids.
    static func writeIdRanges(_ ids: IdRangeSet, into writer: inout JSONWriter) {
        writer.raw("[")
        for (index, run) in ids.runs.enumerated() {
            writer.raw(index == 0 ? "[" : ",[")
            writer.int(run.low)
            writer.raw(",")
            writer.int(run.high)
            writer.raw("]")
        }
        writer.raw("]")
    }

    /// Encodes an archive segment, handing the bytes to `emit` a chunk at a time.
    static func encodeSegment<Failure: Error>(
        _ tasks: [TodoTask], emit: ([UInt8]) throws(Failure) -> Void
    ) throws(Failure) {
        var writer = JSONWriter(capacity: chunkSize + 4096)
        writer.raw("{")
        writer.key("version")
        writer.int(StoreDocument.currentVersion)
        writer.raw(",")
        CompletionRecord.write(tasks, into: &writer)
        try writeTasks(tasks, unchanged: nil, into: &writer, emit: emit)
        writer.raw("}\n")
        try emit(writer.bytes)
    }

    /// `"tasks":[…]`, handing on full chunks; the caller ends the object and hands on the rest.
    /// Returns where each task's object lies in all the bytes written.
    @discardableResult
    private static func writeTasks<Failure: Error>(
        _ tasks: [TodoTask], unchanged: UnchangedTaskBytes?, into writer: inout JSONWriter,
        emit: ([UInt8]) throws(Failure) -> Void
    ) throws(Failure) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(tasks.count)
        var emitted = 0
        writer.key("tasks")
        writer.raw("[")
        for index in tasks.indices {
            writer.raw(index == 0 ? "\n" : ",\n")
            let start = emitted + writer.bytes.count
            if let bytes = unchanged?.bytes(of: tasks[index]) {
                writer.bytes.append(contentsOf: bytes)
            } else {
                TaskCodec.write(tasks[index], facts: nil, into: &writer)
            }
            ranges.append(start..<(emitted + writer.bytes.count))
            if writer.bytes.count >= chunkSize {
                try emit(writer.bytes)
                emitted += writer.bytes.count
                writer.bytes.removeAll(keepingCapacity: true)
            }
        }
        writer.raw(tasks.isEmpty ? "]" : "\n]")
        return ranges
    }

    static func decoding<T>(_ source: StoreBytes, _ body: (inout JSONReader) throws -> T)
        throws(Failure)
        -> T
    {
        try decoding(source, count: source.count, body)
    }

    /// Decodes the first `count` bytes of `source` with `body`.
    static func decoding<T>(_ source: StoreBytes, count: Int, _ body: (inout JSONReader) throws -> T)
        throws(Failure)
        -> T
    {
        do {
            return try JSONReader.read(UnsafeBufferPointer(rebasing: source.buffer[..<count]), body)
        } catch let failure as Failure {
            throw failure
        } catch let error as JSONError {
            if let version = StoreDocumentReader.declaredVersion(
                UnsafeBufferPointer(rebasing: source.buffer[..<count])),
                version > StoreDocument.currentVersion
            {
                throw .newerVersion(version)
            }
            throw .corrupt(error.description)
        } catch {
            throw .corrupt("\(error)")
        }
    }
}
