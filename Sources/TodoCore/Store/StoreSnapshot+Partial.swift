/// A change that names a few tasks reads the main file's header, the log, and those tasks alone,
/// found through the index: `add` and `complete` on 100,000 tasks touch a few pages of the main
/// file, not all of it.
extension StoreSnapshot {
    /// What a partial read came to.
    enum PartialRead {
        case read(StoreSnapshot)
        /// The change needs a full read: the store is new, of an older version, due for a
        /// compaction, or a task named is archived or unknown. `indexBroken` says the index did
        /// not match the main file it names, which the next write then rebuilds.
        case needsFullRead(indexBroken: Bool)
    }

    /// Reads the tasks `ids` names, and the tasks of the goals of `today` and later (a change
    /// keeps the goals' copies of their tasks up to date), for a change at `now`; with no `now`,
    /// for reading alone (a compaction being due then does not matter).
    static func partial(files: StoreFiles, ids: [Int], now: Instant?, today: CivilDate?) throws(StoreError)
        -> PartialRead
    {
        guard let (source, mode) = try readFile(files.store, paging: true) else {
            return .needsFullRead(indexBroken: false)
        }
        let header: StoreDocument
        do {
            guard let read = try StoreCodec.decodeHeader(source) else {
                return .needsFullRead(indexBroken: false)
            }
            header = read
        } catch {
            throw error.storeError(path: files.store.string)
        }
        let log = try LogFile.read(files, generation: header.generation)
        guard log.status == .current, let parsed = log.log else { return .needsFullRead(indexBroken: false) }
        var document = header
        log.changes.foldHeader(into: &document)
        if let now {
            let clears = [header.clearsAt, log.changes.clearsAt].compactMap { $0 }.min()
            if parsed.goodLength >= StoreLog.limit(mainSize: source.count)
                || clears.map({ $0 <= now }) == true
            {
                return .needsFullRead(indexBroken: false)
            }
        }
        guard let (indexBytes, _) = try? readFile(files.index, paging: true),
            let index = StoreIndex(indexBytes),
            index.matches(generation: header.generation, size: source.count)
        else { return .needsFullRead(indexBroken: true) }

        var wanted = Set(ids)
        if let today {
            for goal in document.goals.goals where goal.date >= today {
                wanted.formUnion(goal.tasks.map(\.id))
            }
        }
        var tasks: [TodoTask] = []
        var ranges: [Range<Int>] = []
        let dateFields = UserFieldValues.dateFields(document.fieldDeclarations)
        for id in wanted.sorted() {
            if let logged = log.changes.task(id: id) {
                guard var task = logged else { continue }
                UserFieldValues.typed(&task, dateFields: dateFields)
                tasks.append(task)
                ranges.append(0..<0)
                continue
            }
            guard let range = index.range(of: id) else { continue }
            guard Self.startsAsTask(id, source[range]),
                var task = try? JSONReader.read(
                    source[range], { reader in try TaskReader.readStored(&reader) }),
                task.id == id
            else { return .needsFullRead(indexBroken: true) }
            UserFieldValues.typed(&task, dateFields: dateFields)
            tasks.append(task)
            ranges.append(range)
        }
        let loaded = Set(tasks.map(\.id))
        guard ids.allSatisfy(loaded.contains) else { return .needsFullRead(indexBroken: false) }
        document.tasks = tasks
        return .read(
            StoreSnapshot(
                partial: document, files: files, source: source, mode: mode, log: log, index: index,
                ranges: ranges))
    }

    /// Whether `bytes` read `{"id":ID,` … `}`, as the store writes task `id`: an index that
    /// points anywhere else is not the main file's.
    private static func startsAsTask(_ id: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let prefix = Array("{\"id\":\(id),".utf8)
        guard bytes.count > prefix.count, bytes.last == UInt8(ascii: "}") else { return false }
        return zip(prefix, bytes).allSatisfy { $0 == $1 }
    }
}
