/// One change of the store, under its lock: the tasks as read, changed by a command, then the
/// steps that keep the rest of the store in step with them, then one commit.
///
/// 1. Goals: today's goal keeps its tasks' titles (`TodoList.refreshGoals`).
/// 2. Journal: the change log records what reverts the change, or for an undo, what it
///    reverted (`JournalRecording`).
/// 3. Commit: most changes append one record to the log (`LogRecord`, `StoreAppend`). A
///    compaction writes the store whole instead (`StoreCompaction`), when the log has grown
///    past its share of the main file, a task waits to move to the archive, the change touches
///    an archived task or the goal archive, or the store is new, of an older version, or its
///    log or index do not match its main file.
///
/// Nothing is written when the change throws or leaves everything as it was.
struct StoreTransaction {
    let files: StoreFiles
    /// The store as read under the lock.
    private(set) var snapshot: StoreSnapshot
    /// The tasks, goals and fields being changed.
    var list: TodoList
    /// Whether the list holds the goal archive's goals too (an undo reached back to them): the
    /// archive is then written afresh from the list, not merged with its file.
    var goalArchiveInList = false
    /// Whether the index was found not to match the main file, which a compaction rebuilds.
    var indexBroken = false

    /// Reads the store for a change at `now` (`today` being the local day goals belong to);
    /// `scope` says which tasks the list holds.
    init(files: StoreFiles, scope: TaskScope, now: Instant, today: CivilDate) throws(StoreError) {
        self.files = files
        switch scope {
        case .all(let archived):
            snapshot = try StoreSnapshot(files: files, archived: archived)
        case .only(let ids):
            switch try StoreSnapshot.partial(files: files, ids: ids, now: now, today: today) {
            case .read(let partial):
                snapshot = partial
            case .needsFullRead(let indexBroken):
                snapshot = try StoreSnapshot(files: files, archived: .ids(ids))
                self.indexBroken = indexBroken
            }
        }
        list = snapshot.takeList()
    }

    /// A change of the store as `snapshot` read it (under the lock).
    init(snapshot: StoreSnapshot) {
        files = snapshot.files
        self.snapshot = snapshot
        list = self.snapshot.takeList()
    }

    /// Runs the steps and commits the change at `now`, `today` being the local day goals
    /// belong to; `recording` says what the change log keeps.
    func commit(now: Instant, today: CivilDate, recording: JournalRecording) throws(StoreError) {
        var list = self.list
        list.refreshGoals(from: today)
        // The reader refuses ids past the largest: writing one would make the store unreadable.
        if let highest = list.usedIds.highest, highest > TaskFields.largestId {
            let reason = "task ids would pass \(TaskFields.largestId), the largest a store holds"
            throw .notWritable(path: files.store.string, reason: reason)
        }
        let entry = try recording.entry(
            sequence: snapshot.document.journal.nextSequence, date: now, list: list, snapshot: snapshot)
        let record = try LogRecord(list: list, snapshot: snapshot, now: now, entry: entry)
        let reason = compactionReason(now: now, today: today, list: list, record: record)
        if record.isEmpty && reason?.isWorthAWrite != true { return }
        if reason == nil, let log = snapshot.log.log {
            let line = record.line()
            if log.goodLength + line.count <= StoreLog.limit(mainSize: snapshot.mainSize) {
                try StoreAppend(files: files, goodLength: log.goodLength, tornLength: log.tornLength).write(
                    line)
                return
            }
        }
        try StoreCompaction(
            files: files, snapshot: snapshot, list: list, record: record, goalArchiveInList: goalArchiveInList
        ).write(now: now, today: today)
    }

    /// Why the change cannot be appended to the log, if it cannot (the log being too full for
    /// it is found once its line is made).
    private func compactionReason(now: Instant, today: CivilDate, list: TodoList, record: LogRecord)
        -> CompactionReason?
    {
        let document = snapshot.document
        guard snapshot.mainSource != nil else { return .newStore }
        if document.versionOnDisk < StoreDocument.currentVersion { return .olderVersion }
        if snapshot.log.status != .current { return .log }
        let clears = [document.clearsAt, snapshot.log.changes.clearsAt, StoreDocument.clearsAt(record.after)]
        if let earliest = clears.compactMap({ $0 }).min(), earliest <= now { return .clearing }
        if goalArchiveInList || record.taskIds.contains(where: snapshot.isArchived) { return .archive }
        if GoalArchivePlan.isDue(list.goals, today: today) { return .goals }
        if indexBroken || list.unloaded?.indexFailed == true
            || !snapshot.isPartial && !StoreIndex.matches(files, snapshot)
        {
            return .index
        }
        return nil
    }
}

/// Why a change compacts the store rather than append to its log.
enum CompactionReason: Equatable {
    case newStore, olderVersion, log, clearing, archive, goals, index

    /// Whether the compaction is worth making for its own sake, by a change that changes
    /// nothing: it upgrades an older store, or moves cleared tasks or old goals to the archive.
    var isWorthAWrite: Bool { self == .olderVersion || self == .clearing || self == .goals }
}
