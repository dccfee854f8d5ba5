#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a changed list back: archive segments and a journal page first, then the main file,
/// whose rename commits the change and its entry in the change log; then removes the segments
/// and pages the new main file no longer lists.
struct StoreWriter {
    let files: StoreFiles
    let snapshot: StoreSnapshot
    /// The writer's local day: goals of days long past move to the goal archive.
    var today: CivilDate? = nil
    /// Whether the list holds the goal archive's goals too (an undo reached back to them): the
    /// archive is then written afresh from the list, not merged with its file.
    var goalArchiveInList = false

    func write(_ list: TodoList, now: Instant, recording: JournalRecording) throws(StoreError) {
        let plan = try planWithCompletionRecords(list, now: now)
        var manifest = plan.manifest
        let goals = try GoalArchivePlan(
            goals: list.goals, listed: goalArchiveInList ? nil : snapshot.document.goalArchive, today: today,
            manifest: &manifest, files: files)
        var document = StoreDocument(
            usedIds: list.usedIds, archive: manifest, goals: goals.recent, goalArchive: goals.reference,
            journal: snapshot.document.journal, fieldDeclarations: list.fieldDeclarations, tasks: plan.active,
            remindersSince: list.reminderStart.beginning(now: now))
        // An undo is written even when the tasks come out as they were (`rm 3` after `add`, both
        // undone): its entry is what keeps the changes it reverted from being reverted again.
        if case .change = recording, try snapshot.isUnchanged(by: document, list: list) {
            return
        }
        let entry = try recording.entry(
            sequence: document.journal.nextSequence, date: now, list: list, snapshot: snapshot)
        let journal = JournalPlan(document.journal, adding: entry)
        document.journal = journal.journal
        // The reader refuses ids past the largest: writing one would make the store unreadable.
        if let highest = document.usedIds.highest, highest > TaskFields.largestId {
            let reason = "task ids would pass \(TaskFields.largestId), the largest a store holds"
            throw .notWritable(path: files.store.string, reason: reason)
        }
        do {
            if !plan.segmentsToWrite.isEmpty || goals.newFile != nil {
                try FileSystem.createDirectories(files.archiveFolder)
            }
            for segment in plan.segmentsToWrite {
                try AtomicFile.write(to: files.segment(segment.file), mode: 0o600) {
                    emit throws(SystemError) in
                    try StoreCodec.encodeSegment(segment.tasks, emit: emit)
                }
            }
            if let newFile = goals.newFile {
                try AtomicFile.write(newFile.bytes, to: files.segment(newFile.name), mode: 0o600)
            }
            if let page = journal.page {
                try FileSystem.createDirectories(files.journalFolder)
                try AtomicFile.write(page.bytes, to: files.journalPage(page.file), mode: 0o600)
            }
            let unchanged = snapshot.unchangedTasks(touched: snapshot.touchedIds(of: list))
            try AtomicFile.write(to: files.store, mode: snapshot.mode ?? 0o600) { emit throws(SystemError) in
                try StoreCodec.encodeDocument(document, unchanged: unchanged, emit: emit)
            }
        } catch {
            removeNewSegments(plan)
            if let newFile = goals.newFile { try? FileSystem.removeFile(files.segment(newFile.name)) }
            if let page = journal.page { try? FileSystem.removeFile(files.journalPage(page.file)) }
            throw .notWritable(path: error.path, reason: error.reason)
        }
        // What the new main file no longer lists: the files this change replaced, journal pages
        // past the log's capacity, and any files a crashed writer left.
        if plan.touchesArchive {
            removeUnlisted(
                "segment", in: files.archiveFolder, isName: ArchiveManifest.isSegmentFileName,
                keeping: Set(plan.manifest.segments.map(\.file)))
        }
        if goals.newFile != nil || goalArchiveInList {
            removeUnlisted(
                "goals", in: files.archiveFolder, isName: GoalArchive.isFileName,
                keeping: Set(goals.reference.map { [$0.file] } ?? []))
        }
        if journal.touchesPages {
            removeUnlisted(
                "page", in: files.journalFolder, isName: JournalPage.isPageFileName,
                keeping: Set(journal.journal.pages.map(\.file)))
        }
    }

    /// Removes the segments a failed change wrote: the old manifest, still in force, lists none
    /// of them (a name it lists is never removed).
    private func removeNewSegments(_ plan: ArchivePlan) {
        let listed = Set(snapshot.document.archive.segments.map(\.file))
        for segment in plan.segmentsToWrite where !listed.contains(segment.file) {
            try? FileSystem.removeFile(files.segment(segment.file))
        }
    }

    /// Removes from `folder` the files of one `kind` (`segment-000012.json`, which `isName`
    /// knows) that `kept` does not hold, and every temporary file of that kind
    /// (`.segment-000012.json.tmp`). Failing to remove one loses nothing, so failures are ignored.
    private func removeUnlisted(
        _ kind: String, in folder: FilePath, isName: (String) -> Bool, keeping kept: Set<String>
    ) {
        let names = (try? FileSystem.contentsOfDirectory(folder)) ?? []
        for name in names {
            let isTemporary = name.hasPrefix("." + kind + "-") && name.hasSuffix(".json.tmp")
            if isTemporary || (isName(name) && !kept.contains(name)) {
                try? FileSystem.removeFile(folder.appending(name))
            }
        }
    }
}
