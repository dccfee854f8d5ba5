/// The log beside a main file, as read just after it: its changes when it extends that main
/// file, and what to do when it does not.
///
/// A compaction renames the new main file into place first, then a new, empty log: a log of an
/// older generation is one a compaction has folded in already (it was interrupted before it
/// replaced the log), and reads as empty. A log of a newer generation means a compaction ran
/// between the two reads: the reader reads the main file again.
struct LogFile: Sendable {
    enum Status: Equatable, Sendable {
        /// There is no log: a store of an older version, or one a compaction has not finished.
        case missing
        /// The log extends an older generation: its changes are in the main file already.
        case stale
        /// The log extends this main file.
        case current
        /// The log extends a newer main file than the one read.
        case newer
    }

    let status: Status
    /// The log as parsed, when it is current.
    let log: StoreLog?
    /// Its changes, folded, when it is current.
    let changes: LogChanges
    /// Its size on disk.
    let size: Int

    /// No log at all.
    static let none = LogFile(status: .missing, log: nil, changes: LogChanges(), size: 0)

    /// Reads the log of `files` for a main file of `generation` (0 for a main file of a version
    /// before logs, which ignores any log). Only a current log is read past its first line.
    static func read(_ files: StoreFiles, generation: Int) throws(StoreError) -> LogFile {
        let records = try readRecords(files, generation: generation)
        guard let log = records.log, let bytes = records.bytes else {
            return LogFile(status: records.status, log: nil, changes: LogChanges(), size: records.size)
        }
        let changes = try LogChanges(log, in: bytes, path: files.log.string)
        return LogFile(status: .current, log: log, changes: changes, size: records.size)
    }

    /// The log of `files` for a main file of `generation`: for a current one, its lines checked
    /// (not decoded) and its bytes.
    static func readRecords(_ files: StoreFiles, generation: Int) throws(StoreError) -> (
        status: Status, log: StoreLog?, bytes: StoreBytes?, size: Int
    ) {
        guard generation > 0,
            let (bytes, _) = try StoreSnapshot.readFile(files.log, mapping: false, allowingEmpty: true)
        else { return (.missing, nil, nil, 0) }
        let path = files.log.string
        let logGeneration = try StoreLog.generation(bytes.buffer, path: path)
        guard logGeneration >= generation else { return (.stale, nil, nil, bytes.count) }
        guard logGeneration == generation else { return (.newer, nil, nil, bytes.count) }
        return (.current, try parse(bytes.buffer, path: path), bytes, bytes.count)
    }

    /// Reads the main file with `readMain` (nil when there is none), then folds the records of
    /// its log with `fold`; both again when the log extends a newer main file (a compaction ran
    /// in between). For the readers that take summaries of the tasks, and the header alone.
    static func readFolding<Main>(
        _ files: StoreFiles, readMain: () throws(StoreError) -> (main: Main, generation: Int)?,
        fold: (inout Main, StoreLog, StoreBytes) throws(StoreError) -> Void
    ) throws(StoreError) -> Main? {
        for _ in 1...4 {
            guard let read = try readMain() else { return nil }
            var main = read.main
            let generation = read.generation
            let records = try readRecords(files, generation: generation)
            switch records.status {
            case .newer: continue
            case .missing, .stale: return main
            case .current:
                if let log = records.log, let bytes = records.bytes { try fold(&main, log, bytes) }
                return main
            }
        }
        throw mismatch(files)
    }

    /// Folds every record of `log`, which lies in `bytes`: the tasks, read by `readTask`, into
    /// `tasks`, the members they set into `members`.
    static func fold<Summary: ListableTask>(
        _ log: StoreLog, in bytes: UnsafeBufferPointer<UInt8>, path: String,
        readTask: ((inout JSONReader) throws(JSONError) -> Summary)?, tasks: inout LoggedTasks<Summary>,
        members: inout LogMembers
    ) throws(StoreError) {
        for (number, range) in log.records.enumerated() {
            do {
                try LogRecordReader.fold(
                    in: bytes, range, readTask: readTask, tasks: &tasks, members: &members)
            } catch {
                throw .corrupt(path: path, problem: "line \(number + 2): \(error.message)")
            }
        }
    }

    /// The members the records of `log` set, their tasks skipped.
    static func members(_ log: StoreLog, in bytes: StoreBytes, path: String) throws(StoreError) -> LogMembers
    {
        var members = LogMembers()
        var tasks = LoggedTasks<TaskSummary>()
        try fold(log, in: bytes.buffer, path: path, readTask: nil, tasks: &tasks, members: &members)
        return members
    }

    /// The log in `bytes[start...]`, or the store error its damage is.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, path: String)
        throws(StoreError)
        -> StoreLog
    {
        do {
            return try StoreLog.parse(bytes, from: start)
        } catch {
            throw .corrupt(path: path, problem: error.problem)
        }
    }

    /// The error for a log that still extends a newer main file after the reader read both
    /// again: it belongs to another main file.
    static func mismatch(_ files: StoreFiles) -> StoreError {
        .corrupt(
            path: files.log.string,
            problem:
                "it extends a newer \(files.store.lastComponent) than the one beside it, so it belongs to another store"
        )
    }
}
