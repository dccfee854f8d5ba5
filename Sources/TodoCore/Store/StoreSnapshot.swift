#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The store as read from disk for one command: the main file and the archive segments it needed.
struct StoreSnapshot {
    let files: StoreFiles
    /// The main file as read; its tasks are handed over by `takeList()`.
    private(set) var document: StoreDocument
    /// How many active tasks the main file held.
    let activeTaskCount: Int
    /// The bytes of the main file, which its tasks' objects lie in.
    let mainSource: StoreBytes?
    /// The ids of the main file's tasks, in its order: with `document.taskRanges`, where each
    /// task's object lies in `mainSource`.
    private(set) var mainIds: [Int] = []
    /// The permission bits of the main file, or nil when there is no file yet.
    let mode: mode_t?
    /// The segments read, by index in the manifest.
    private(set) var segments: [Int: [TodoTask]] = [:]

    init(files: StoreFiles, archived: ArchiveNeed) throws(StoreError) {
        self.files = files
        (document, mode, mainSource) = try Self.readDocument(files.store)
        activeTaskCount = document.tasks.count
        try readSegments(archived)
    }

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
        return list
    }

    /// The ids of the tasks that `list` may have changed since this snapshot: those it says it
    /// touched, or for a list that was not read from this snapshot, every task of both.
    func touchedIds(of list: TodoList) -> Set<Int> {
        guard !list.tracksChanges else { return list.touchedIds }
        var ids = Set(list.tasks.map(\.id)).union(mainIds)
        for tasks in segments.values { ids.formUnion(tasks.map(\.id)) }
        return ids
    }

    /// `list`, handed over: the snapshot keeps no reference to the active tasks, so a change
    /// that adds a task to 10,000 does not make the array copy them all. It keeps their ids, to
    /// find each one's bytes.
    mutating func takeList() -> TodoList {
        mainIds = document.tasks.map(\.id)
        let list = self.list
        document.tasks = []
        return list
    }

    /// The tasks of the main file a change left untouched, by their bytes.
    func unchangedTasks(touched: Set<Int>) -> UnchangedTaskBytes? {
        guard let mainSource, mainIds.count == document.taskRanges.count else { return nil }
        return UnchangedTaskBytes(
            source: mainSource, ids: mainIds, ranges: document.taskRanges, touched: touched)
    }

    /// The task with `id` as it was read, from the main file or a segment read; nil for one
    /// the store did not hold.
    func originalTask(id: Int) throws(StoreError) -> TodoTask? {
        if let index = Self.index(of: id, in: mainIds), let mainSource {
            let range = document.taskRanges[index]
            do {
                var task = try JSONReader.read(mainSource[range]) { reader in
                    try TaskReader.readStored(&reader)
                }
                UserFieldValues.typed(
                    &task, dateFields: UserFieldValues.dateFields(document.fieldDeclarations))
                return task
            } catch {
                throw .corrupt(
                    path: files.store.string, problem: "a task read before could not be read again: \(error)")
            }
        }
        for tasks in segments.values {
            if let task = tasks.first(where: { $0.id == id }) { return task }
        }
        return nil
    }

    /// Whether writing `written` would change nothing: the same history, archive, goals and
    /// fields, the current version, and no task the change touched different from before.
    func isUnchanged(by written: StoreDocument, list: TodoList) throws(StoreError) -> Bool {
        let touched = touchedIds(of: list)
        guard
            written.usedIds == document.usedIds && written.archive == document.archive
                && written.goals == document.goals && written.goalArchive == document.goalArchive
                && written.remindersSince == document.remindersSince
                && written.fieldDeclarations == document.fieldDeclarations
                && document.versionOnDisk == StoreDocument.currentVersion
                && written.tasks.count == activeTaskCount
        else { return false }
        for id in touched where try originalTask(id: id) != list.task(id: id) { return false }
        return true
    }

    private static func index(of id: Int, in ids: [Int]) -> Int? {
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

    static func readSummaries(_ file: FilePath) throws(StoreError) -> TaskSummaries {
        guard let (bytes, _) = try readFile(file) else { return .empty }
        do {
            return try StoreCodec.decodeSummaries(bytes)
        } catch {
            throw error.storeError(path: file.string)
        }
    }

    private static func readDocument(_ file: FilePath) throws(StoreError) -> (
        StoreDocument, mode_t?, StoreBytes?
    ) {
        guard let (bytes, mode) = try readFile(file) else { return (StoreDocument(), nil, nil) }
        do {
            return (try StoreCodec.decodeDocument(bytes), mode, bytes)
        } catch {
            throw error.storeError(path: file.string)
        }
    }

    private static func readSegment(
        _ segment: ArchiveManifest.Segment, files: StoreFiles, declarations: [FieldDeclaration]
    ) throws(StoreError) -> [TodoTask] {
        let file = files.segment(segment.file)
        guard let (bytes, _) = try readFile(file) else {
            throw .unreadable(path: file.string, reason: "the archive segment is missing")
        }
        return try decodeSegment(bytes, file: file, declarations: declarations)
    }

    /// The tasks of the segment `bytes`, read from `file`.
    static func decodeSegment(_ bytes: StoreBytes, file: FilePath, declarations: [FieldDeclaration] = [])
        throws(StoreError) -> [TodoTask]
    {
        do {
            return try StoreCodec.decodeSegment(bytes, declarations: declarations)
        } catch {
            throw error.storeError(path: file.string)
        }
    }

    /// The bytes and permission bits of a file, or nil when there is none.
    static func readFile(_ file: FilePath) throws(StoreError) -> (StoreBytes, mode_t)? {
        let descriptor: FileDescriptor
        do {
            // Non-blocking, so that a named pipe put where the store should be cannot hang us.
            descriptor = try FileDescriptor.open(file.string, O_RDONLY | O_NONBLOCK)
        } catch {
            if error.isNotFound { return nil }
            throw .unreadable(path: file.string, reason: error.code == EISDIR ? folderReason : error.reason)
        }
        defer { descriptor.closeIgnoringErrors() }
        let info: stat
        let bytes: StoreBytes
        do {
            info = try descriptor.status()
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw StoreError.unreadable(path: file.string, reason: folderReason)
            default: throw StoreError.unreadable(path: file.string, reason: "it is not a regular file")
            }
            bytes = try descriptor.readAll(size: Int(info.st_size))
        } catch let error as SystemError {
            throw .unreadable(path: file.string, reason: error.reason)
        } catch {
            throw error as? StoreError ?? .unreadable(path: file.string, reason: "\(error)")
        }
        guard bytes.count > 0 else { throw .empty(path: file.string) }
        return (bytes, info.st_mode & 0o7777)
    }

    private static let folderReason = "it is a folder, not a file"
}
