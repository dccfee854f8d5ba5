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
        let dateFields = UserFieldValues.dateFields(document.fieldDeclarations)
        var family = TaskFamily(index: index, changes: log.changes)
        var found: [Int: (task: TodoTask, range: Range<Int>)] = [:]
        var queue = wanted.sorted()
        while let id = queue.popLast() {
            guard found[id] == nil else { continue }
            let range: Range<Int>
            var task: TodoTask
            if let logged = log.changes.task(id: id) {
                guard let logged else { continue }
                (task, range) = (logged, 0..<0)
            } else {
                guard let indexed = index.range(of: id) else { continue }
                guard Self.startsAsTask(id, source[indexed]),
                    let read = try? JSONReader.read(
                        source[indexed], { reader in try TaskReader.readStored(&reader) }),
                    read.id == id
                else { return .needsFullRead(indexBroken: true) }
                (task, range) = (read, indexed)
            }
            UserFieldValues.typed(&task, dateFields: dateFields)
            found[id] = (task, range)
            // A change must see a task's parents and subtasks at any depth: the rules of
            // subtasks (cycles, open subtasks) are judged on them.
            if let parent = task.parent, found[parent] == nil { queue.append(parent) }
            queue += family.subtaskIds(of: id).filter { found[$0] == nil }
            // And the tasks it waits on, at any depth: whether it is blocked, and whether a
            // new wait goes round in a circle, are judged on them.
            queue += task.blockedBy.filter { found[$0] == nil }
        }
        let sorted = found.sorted { $0.key < $1.key }
        let tasks = sorted.map(\.value.task)
        let ranges = sorted.map(\.value.range)
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
