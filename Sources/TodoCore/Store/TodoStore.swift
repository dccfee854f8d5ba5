#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The JSON file store: reads without locking, changes under an exclusive lock, writes atomically,
/// and never writes over a file it could not read.
public struct TodoStore: Sendable {
    /// The store file as named; a symbolic link there is followed when the store is opened.
    public let path: String
    /// How long a change waits for another `todo` to finish writing.
    public let lockTimeoutSeconds: Double
    /// The zone whose calendar days goals belong to: a write keeps today's goal's copies of its
    /// tasks up to date, and leaves earlier days' as they were.
    public let zone: ZoneRules
    /// What the change log says made the changes: the command as the user typed it (`rm 3`).
    public var command: String

    /// A store at `path`, such as `~/.local/share/todo/todos.json` spelled out. Nothing is read or
    /// created until the store is used, and a change creates the missing folders (0700) and file (0600).
    /// `zone` is the one whose calendar days goals belong to; `command` is what the change log
    /// records as having made each change.
    public init(path: String, lockTimeoutSeconds: Double = 5, zone: ZoneRules = .utc, command: String = "") {
        self.path = path
        self.lockTimeoutSeconds = lockTimeoutSeconds
        self.zone = zone
        self.command = command
    }

    /// The tasks as they are on disk: the active ones, plus the archived ones `archived` asks
    /// for. A store that does not exist yet is an empty list. Takes no lock: writers replace the
    /// main file by rename and append whole changes to its log, so a reader sees the store as
    /// it was before a change or after it, whole.
    public func read(archived: ArchiveNeed = .none) throws(StoreError) -> TodoList {
        let files = try StoreFiles(resolving: path)
        return try StoreSnapshot(files: files, archived: archived).list
    }

    /// The tasks with these ids (archived ones too, those the store holds), read as a change
    /// that names them reads them: on 100,000 tasks, a few pages of the store.
    public func read(only ids: [Int]) throws(StoreError) -> TodoList {
        let files = try StoreFiles(resolving: path)
        if case .read(let snapshot) = try StoreSnapshot.partial(files: files, ids: ids, now: nil, today: nil)
        {
            return snapshot.list
        }
        return try StoreSnapshot(files: files, archived: .ids(ids)).list
    }

    /// The task's fields in this store: the built-in ones and the user's own. A store that does
    /// not exist yet, or cannot be read (a command that uses it says why), has the built-in ones.
    public func schema() -> TaskSchema {
        (try? readFieldDeclarations()).map { TaskSchema(declarations: $0) } ?? .standard
    }

    /// The user's own fields as declared (`todo field add`), read without the tasks. A store
    /// that does not exist yet has none.
    public func readFieldDeclarations() throws(StoreError) -> [FieldDeclaration] {
        let files = try StoreFiles(resolving: path)
        let declarations = try LogFile.readFolding(
            files,
            readMain: { () throws(StoreError) -> (main: [FieldDeclaration], generation: Int)? in
                guard let (bytes, _) = try StoreSnapshot.readFile(files.store, paging: true) else {
                    return nil
                }
                do throws(StoreCodec.Failure) {
                    if let header = try StoreCodec.decodeHeader(bytes) {
                        return (header.fieldDeclarations, header.generation)
                    }
                    return (try StoreCodec.decodeFieldDeclarations(bytes), 0)
                } catch {
                    throw error.storeError(path: files.store.string)
                }
            },
            fold: { declarations, log, bytes throws(StoreError) in
                if let fields = try LogFile.members(log, in: bytes, path: files.log.string).fields {
                    declarations = fields
                }
            })
        return declarations ?? []
    }

    /// The active tasks as summaries: what `list` and `stats` show, read without decoding the
    /// rest. A store that does not exist yet has none.
    public func readSummaries() throws(StoreError) -> TaskSummaries {
        try SummaryReading(files: StoreFiles(resolving: path)).read()
    }

    /// Runs `change` on the tasks under the store's lock and commits the result as one
    /// `StoreTransaction`: goals kept in step, tasks the auto-clear has taken moved into the
    /// archive, and what `undo` needs to revert it recorded in the change log, in the same commit. Nothing is written when `change` throws
    /// or changes nothing, and nothing is created for a store that does not exist yet until a
    /// change succeeds on it. The list holds every active task, and the archived ones `archived`
    /// asks for.
    @discardableResult
    public func update<Result>(
        now: Instant, archived: ArchiveNeed = .none, _ change: (inout TodoList) throws -> Result
    ) throws -> Result {
        try update(now: now, scope: .all(archived: archived), change)
    }

    /// Runs `change` as `update(now:archived:_:)` does, on the tasks `scope` names: with
    /// `.only(ids)`, the list holds those alone (see `TodoList`), and on 100,000 tasks the
    /// change costs what it costs on 100.
    @discardableResult
    public func update<Result>(
        now: Instant, scope: TaskScope, _ change: (inout TodoList) throws -> Result
    ) throws -> Result {
        let files = try StoreFiles(resolving: path)
        if try FileSystem.kindMappingErrors(of: files.store, path: path) == .missing {
            var rehearsal = TodoList(tasks: [])
            _ = try change(&rehearsal)
        }
        do {
            try FileSystem.createDirectories(files.store.directory)
        } catch {
            throw StoreError.notWritable(path: path, reason: error.reason)
        }
        let lock = try acquireLock(files)
        defer { lock.release() }
        let today = zone.localDateTime(at: now).date
        var transaction = try StoreTransaction(files: files, scope: scope, now: now, today: today)
        let result = try change(&transaction.list)
        try transaction.commit(now: now, today: today, recording: .change(command: command))
        return result
    }

    /// Writes the store whole now, with the changes of its log folded in, under its lock: what a
    /// change does by itself now and then (see `todo help store`). For a program that wants the
    /// log empty, such as a benchmark's set-up. A store that does not exist yet is left so;
    /// one that cannot be read is left as it is, and the error says why.
    public func compact(now: Instant) throws(StoreError) {
        let files = try StoreFiles(resolving: path)
        guard try FileSystem.kindMappingErrors(of: files.store, path: path) != .missing else { return }
        let lock = try acquireLock(files)
        defer { lock.release() }
        var snapshot = try StoreSnapshot(files: files, archived: .none)
        let list = snapshot.takeList()
        try StoreCompaction(
            files: files, snapshot: snapshot, list: list, record: LogRecord(), goalArchiveInList: false
        )
        .write(now: now, today: zone.localDateTime(at: now).date)
    }

    func acquireLock(_ files: StoreFiles) throws(StoreError) -> FileLock {
        do {
            return try FileLock.acquire(files.lock, timeoutSeconds: lockTimeoutSeconds)
        } catch {
            switch error {
            case .timedOut:
                throw .locked(path: path, seconds: lockTimeoutSeconds)
            case .system(let failure):
                throw .notWritable(path: files.lock.string, reason: failure.reason)
            }
        }
    }
}

extension FileSystem {
    static func kindMappingErrors(of file: FilePath, path: String) throws(StoreError) -> Kind {
        do {
            return try kind(of: file)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
    }
}
