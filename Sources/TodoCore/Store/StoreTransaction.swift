/// One change of the store, under its lock: the tasks as read, changed by a command, then the
/// steps that keep the rest of the store in step with them, then one commit.
///
/// 1. Goals: today's goal keeps its tasks' titles (`TodoList.refreshGoals`); goals of days long
///    past move to the goal archive (`GoalArchivePlan`).
/// 2. Archive: tasks the auto-clear has taken move to archive segments, each segment with its
///    completion record (`ArchivePlan`).
/// 3. Journal: the change log records what reverts the change, or for an undo, what it
///    reverted (`JournalRecording`, `JournalPlan`).
/// 4. Commit: the new files first, then the main file's rename, which commits them all; then
///    the files it no longer lists go (`StoreCommit`).
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

    /// Reads the store for a change; `archived` says which archived tasks the list holds.
    init(files: StoreFiles, archived: ArchiveNeed) throws(StoreError) {
        self.files = files
        snapshot = try StoreSnapshot(files: files, archived: archived)
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
        let archive = try ArchivePlan(list: list, snapshot: snapshot, now: now)
        var manifest = archive.manifest
        let goals = try GoalArchivePlan(
            goals: list.goals, listed: goalArchiveInList ? nil : snapshot.document.goalArchive, today: today,
            manifest: &manifest, files: files)
        var document = StoreDocument(
            usedIds: list.usedIds, archive: manifest, goals: goals.recent, goalArchive: goals.reference,
            journal: snapshot.document.journal, fieldDeclarations: list.fieldDeclarations,
            tasks: archive.active,
            remindersSince: list.reminderStart.beginning(now: now))
        // An undo is written even when the tasks come out as they were (`rm 3` after `add`, both
        // undone): its entry is what keeps the changes it reverted from being reverted again.
        if case .change = recording, try snapshot.isUnchanged(by: document, list: list) { return }
        let entry = try recording.entry(
            sequence: document.journal.nextSequence, date: now, list: list, snapshot: snapshot)
        let journal = JournalPlan(document.journal, adding: entry)
        document.journal = journal.journal
        try StoreCommit(
            files: files, snapshot: snapshot, document: document, archive: archive, goals: goals,
            journal: journal,
            touched: snapshot.touchedIds(of: list), rewritesGoalArchive: goalArchiveInList
        ).write()
    }
}
