/// The change log: what `todo log` shows and `todo undo` reverts.
extension TodoStore {
    /// The entries the change log keeps, newest first, at most `limit` of them. Takes no lock:
    /// a page a writer drops meanwhile is noticed, and the log read again.
    public func log(limit: Int? = nil) throws(StoreError) -> [JournalEntry] {
        let files = try StoreFiles(resolving: path)
        var journal = try StoreSnapshot(files: files, archived: .none).document.journal
        for attempt in 1... {
            do {
                let entries = try JournalHistory(journal, files: files) { history in
                    limit.map { history.entries.count >= $0 } ?? false
                }.entries
                return Array(limit.map { entries.prefix($0) } ?? entries[...])
            } catch {
                let reread = try StoreSnapshot(files: files, archived: .none).document.journal
                guard reread.pages != journal.pages, attempt < 3 else { throw error }
                journal = reread
            }
        }
        return []
    }

    /// Reverts the latest `count` changes that are not undone yet, newest first, all or none,
    /// under the store's lock, and records the undo in the log (where no later undo reverts it).
    /// Tasks and days' goals go back to what they were before those changes.
    /// Returns the changes reverted, newest first. With fewer than `count` to revert, throws
    /// `JournalError.notEnoughChanges` and changes nothing.
    @discardableResult
    public func undo(_ count: Int, now: Instant) throws -> [JournalEntry] {
        let files = try StoreFiles(resolving: path)
        guard try FileSystem.kindMappingErrors(of: files.store, path: path) != .missing else {
            throw JournalError.notEnoughChanges(requested: count, available: 0)
        }
        let lock = try acquireLock(files)
        defer { lock.release() }
        var snapshot = try StoreSnapshot(files: files, archived: .none)
        let reverted = try JournalHistory(snapshot.document.journal, files: files) {
            $0.undoableCount >= count
        }
        .changesToUndo(count)
        let ids = Set(reverted.flatMap(\.touchedIds))
        try snapshot.readSegments(.ids(ids.sorted()))
        var transaction = StoreTransaction(snapshot: snapshot)
        // Goals of days long past are in the goal archive: an undo that reaches back to one
        // takes them all into the list, and the archive is written afresh.
        let archive = snapshot.document.goalArchive
        let reachesArchive =
            archive.map { archive in
                reverted.contains { $0.goals.contains { $0.date <= archive.through } }
            } ?? false
        if reachesArchive {
            transaction.list.goals = try GoalArchive.merged(archive, transaction.list.goals, files: files)
            transaction.goalArchiveInList = true
        }
        let before = transaction.list.tasks.filter { ids.contains($0.id) }
        var list = transaction.list
        for entry in reverted { list.revert(entry) }
        let today = zone.localDateTime(at: now).date
        list.refreshGoals(from: today)
        // A reminder delivered again or no longer is the undo's doing too: the log names the task.
        let touched =
            ChangeDetector.outcome(
                before: before, after: list.tasks.filter { ids.contains($0.id) }, countingReminders: true)?
            .touched ?? []
        let goals = GoalChanges.between(transaction.list.goals, list.goals).touched
        transaction.list = list
        let recording = JournalRecording.undo(
            command: command, reverted: reverted, tasks: touched, goals: goals)
        try transaction.commit(now: now, today: today, recording: recording)
        return reverted
    }
}
