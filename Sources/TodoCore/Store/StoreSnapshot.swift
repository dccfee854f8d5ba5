#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The store as read from disk for one command: the main file with the changes of its log folded
/// in, and the archive segments it needed. A full read holds every active task; a partial one
/// (`StoreSnapshot+Partial`) the few a change named, and the index to find the others by.
struct StoreSnapshot {
    let files: StoreFiles
    /// The main file as read, the log's changes folded in; its tasks are handed over by
    /// `takeList()`.
    private(set) var document: StoreDocument
    /// How many active tasks the store held (for a partial read, how many were read).
    let activeTaskCount: Int
    /// The bytes of the main file, which its tasks' objects lie in.
    let mainSource: StoreBytes?
    /// The ids of the main file's tasks read, in its order, and where each one's object lies
    /// in `mainSource`.
    private(set) var mainIds: [Int] = []
    private(set) var mainRanges: [Range<Int>] = []
    /// The permission bits of the main file, or nil when there is no file yet.
    let mode: mode_t?
    /// The size of the main file.
    let mainSize: Int
    /// The log as read beside the main file.
    let log: LogFile
    /// The index, for a partial read; nil for a full one.
    let index: StoreIndex?
    /// The segments read, by index in the manifest.
    private(set) var segments: [Int: [TodoTask]] = [:]

    /// Reads every active task, and the archived ones `archived` asks for.
    init(files: StoreFiles, archived: ArchiveNeed) throws(StoreError) {
        self.files = files
        // A log with no main file beside it extends nothing: the store does not exist.
        var read = try Self.readDocument(files.store)
        var log = read.2 == nil ? .none : try LogFile.read(files, generation: read.0.generation)
        for _ in 1...3 where log.status == .newer {
            read = try Self.readDocument(files.store)
            log = read.2 == nil ? .none : try LogFile.read(files, generation: read.0.generation)
        }
        if log.status == .newer { throw LogFile.mismatch(files) }
        var document: StoreDocument
        (document, mode, mainSource) = read
        mainSize = mainSource?.count ?? 0
        mainIds = document.tasks.map(\.id)
        mainRanges = document.taskRanges
        if !log.changes.isEmpty {
            let fieldsBefore = document.fieldDeclarations
            log.changes.foldHeader(into: &document)
            var tasks = log.changes.folded(document.tasks)
            let dateFields = UserFieldValues.dateFields(document.fieldDeclarations)
            if !dateFields.isEmpty {
                let logged = log.changes.touchedIds
                let retypesAll = fieldsBefore != document.fieldDeclarations
                for index in tasks.indices where retypesAll || logged.contains(tasks[index].id) {
                    UserFieldValues.typed(&tasks[index], dateFields: dateFields)
                }
            }
            document.tasks = tasks
        }
        self.document = document
        self.log = log
        index = nil
        activeTaskCount = document.tasks.count
        try readSegments(archived)
    }

    /// A partial read's snapshot (see `StoreSnapshot+Partial`).
    init(
        partial document: StoreDocument, files: StoreFiles, source: StoreBytes, mode: mode_t, log: LogFile,
        index: StoreIndex, ranges: [Range<Int>]
    ) {
        self.files = files
        self.document = document
        self.mode = mode
        mainSource = source
        mainSize = source.count
        self.log = log
        self.index = index
        activeTaskCount = document.tasks.count
        for (task, range) in zip(document.tasks, ranges) where range.count > 0 {
            mainIds.append(task.id)
            mainRanges.append(range)
        }
    }

    /// Whether the snapshot holds only the tasks a change named.
    var isPartial: Bool { index != nil }

    /// Reads the segments `archived` needs that are not read yet. Only before `takeList()`: the
    /// active tasks tell which ids are not archived.
    mutating func readSegments(_ archived: ArchiveNeed) throws(StoreError) {
        for index in Self.segmentIndices(for: archived, in: document) where segments[index] == nil {
            segments[index] = try readSegment(at: index)
        }
    }

    /// The active tasks and the archived ones that were read.
    var list: TodoList {
        var tasks = document.tasks
        for index in segments.keys.sorted() { tasks += segments[index] ?? [] }
        var list = TodoList(tasks: tasks, usedIds: document.usedIds, goals: document.goals)
        list.reminderStart = ReminderStart(recorded: document.remindersSince, version: document.versionOnDisk)
        list.fieldDeclarations = document.fieldDeclarations
        list.tracksChanges = true
        if let index, let mainSource {
            list.unloaded = UnloadedTasks(
                index: index, source: mainSource, changes: log.changes, loaded: Set(document.tasks.map(\.id)),
                declarations: document.fieldDeclarations)
        }
        return list
    }

    /// The ids of the tasks that `list` may have changed since this snapshot: those it says it
    /// touched, or for a list that was not read from this snapshot, every task of both.
    func touchedIds(of list: TodoList) -> Set<Int> {
        guard !list.tracksChanges else { return list.touchedIds }
        var ids = Set(list.tasks.map(\.id)).union(mainIds).union(log.changes.touchedIds)
        for tasks in segments.values { ids.formUnion(tasks.map(\.id)) }
        return ids
    }

    /// `list`, handed over: the snapshot keeps no reference to the active tasks, so a change
    /// that adds a task to 10,000 does not make the array copy them all. It keeps their ids, to
    /// find each one's bytes.
    mutating func takeList() -> TodoList {
        let list = self.list
        document.tasks = []
        return list
    }

    /// The tasks of the main file a change left untouched, by their bytes: neither the log's
    /// changes nor this one touched them.
    func unchangedTasks(touched: Set<Int>) -> UnchangedTaskBytes? {
        guard let mainSource, !isPartial, mainIds.count == mainRanges.count else { return nil }
        return UnchangedTaskBytes(
            source: mainSource, ids: mainIds, ranges: mainRanges,
            touched: touched.union(log.changes.touchedIds))
    }

    /// The task with `id` as it was read: as the log's latest change left it, else from the
    /// main file or a segment read; nil for one the store did not hold.
    func originalTask(id: Int) throws(StoreError) -> TodoTask? {
        if let logged = log.changes.task(id: id) {
            guard var task = logged else { return nil }
            UserFieldValues.typed(&task, dateFields: UserFieldValues.dateFields(document.fieldDeclarations))
            return task
        }
        if let mainSource {
            let range = Self.index(of: id, in: mainIds).map { mainRanges[$0] } ?? index?.range(of: id)
            if let range {
                return try decodeMainTask(in: range, source: mainSource)
            }
        }
        for tasks in segments.values {
            if let task = tasks.first(where: { $0.id == id }) { return task }
        }
        return nil
    }

    /// Whether the task `id` is one of the archived tasks read.
    func isArchived(_ id: Int) -> Bool {
        segments.values.contains { tasks in tasks.contains { $0.id == id } }
    }

    func decodeMainTask(in range: Range<Int>, source: StoreBytes) throws(StoreError) -> TodoTask {
        do {
            var task = try JSONReader.read(source[range]) { reader in try TaskReader.readStored(&reader) }
            UserFieldValues.typed(&task, dateFields: UserFieldValues.dateFields(document.fieldDeclarations))
            return task
        } catch {
            throw .corrupt(
                path: files.store.string, problem: "a task read before could not be read again: \(error)")
        }
    }

    static func index(of id: Int, in ids: [Int]) -> Int? {
        var low = 0
        var high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low < ids.count && ids[low] == id ? low : nil
    }

    func readSegment(at index: Int) throws(StoreError) -> [TodoTask] {
        if let tasks = segments[index] { return tasks }
        return try Self.readSegment(
            document.archive.segments[index], files: files, declarations: document.fieldDeclarations)
    }

    private static func segmentIndices(for need: ArchiveNeed, in document: StoreDocument) -> [Int] {
        let segments = document.archive.segments
        switch need {
        case .none:
            return []
        case .all:
            return Array(segments.indices)
        case .ids(let ids):
            let active = ids.count > 16 ? Set(document.tasks.map(\.id)) : []
            let wanted = ids.filter { id in
                ids.count > 16 ? !active.contains(id) : !document.tasks.contains { $0.id == id }
            }
            return segments.indices.filter { index in wanted.contains { segments[index].mayContain($0) } }
        }
    }
}
