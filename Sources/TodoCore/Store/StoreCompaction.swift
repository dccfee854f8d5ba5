/// A compaction: the store written whole, with the change being made and every change of the
/// log folded in. When the change read a few tasks, the store is read whole again (under the
/// same lock, so as it was) and the change's record folded onto it. Then the steps that keep
/// the rest of the store in step, as every compaction takes them:
///
/// 1. Goals of days long past move to the goal archive (`GoalArchivePlan`).
/// 2. Tasks the auto-clear has taken move to archive segments, each segment with its
///    completion record (`ArchivePlan`).
/// 3. The entries of the log's changes and of this one join the change log in the main file,
///    and move on to pages (`JournalPlan`).
/// 4. Commit (`StoreCommit`): the new files first, then the main file's rename, then its
///    index and a new, empty log.
struct StoreCompaction {
    let files: StoreFiles
    let snapshot: StoreSnapshot
    let list: TodoList
    let record: LogRecord
    let goalArchiveInList: Bool

    func write(now: Instant, today: CivilDate) throws(StoreError) {
        var snapshot = self.snapshot
        var list = self.list
        if snapshot.isPartial {
            snapshot = try StoreSnapshot(files: files, archived: .none)
            list = snapshot.takeList()
            list.apply(record)
        }
        let archive = try ArchivePlan(list: list, snapshot: snapshot, now: now)
        var manifest = archive.manifest
        let goals = try GoalArchivePlan(
            goals: list.goals, listed: goalArchiveInList ? nil : snapshot.document.goalArchive, today: today,
            manifest: &manifest, files: files)
        let before = snapshot.document
        // The log's entries were taken as their checks vouch for them; before they join the
        // main file, which trusts its own entries, they are read as strictly as a page's.
        do {
            _ = try LoggedEntry.decoded(before.journal.appended)
        } catch {
            throw error.storeError(path: files.log.string)
        }
        var document = StoreDocument(
            usedIds: list.usedIds, archive: manifest, goals: goals.recent, goalArchive: goals.reference,
            journal: before.journal, fieldDeclarations: list.fieldDeclarations, tasks: archive.active,
            remindersSince: list.reminderStart.beginning(now: now), generation: before.generation + 1)
        let journal = JournalPlan(
            before.journal, adding: before.journal.appended + (record.entry.map { [$0] } ?? []))
        document.journal = journal.journal
        try StoreCommit(
            files: files, snapshot: snapshot, document: document, archive: archive, goals: goals,
            journal: journal,
            touched: snapshot.touchedIds(of: list), rewritesGoalArchive: goalArchiveInList
        ).write()
    }
}
