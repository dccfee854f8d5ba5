#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The commit of a change: archive segments, a goal archive and a journal page first, then the
/// main file, whose rename commits the change and its entry in the change log; then the
/// segments and pages the new main file no longer lists go. A failure before the rename leaves
/// the store as it was (the new files are removed; the old main file lists none of them).
struct StoreCommit {
    let files: StoreFiles
    let snapshot: StoreSnapshot
    let document: StoreDocument
    let archive: ArchivePlan
    let goals: GoalArchivePlan
    let journal: JournalPlan
    /// The tasks the change may have touched: the others are copied as they were read.
    let touched: Set<Int>
    /// Whether the goal archive is written afresh (its old files all go).
    let rewritesGoalArchive: Bool

    func write() throws(StoreError) {
        // The reader refuses ids past the largest: writing one would make the store unreadable.
        if let highest = document.usedIds.highest, highest > TaskFields.largestId {
            let reason = "task ids would pass \(TaskFields.largestId), the largest a store holds"
            throw .notWritable(path: files.store.string, reason: reason)
        }
        do {
            if !archive.segmentsToWrite.isEmpty || goals.newFile != nil {
                try FileSystem.createDirectories(files.archiveFolder)
            }
            for segment in archive.segmentsToWrite {
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
            let unchanged = snapshot.unchangedTasks(touched: touched)
            try AtomicFile.write(to: files.store, mode: snapshot.mode ?? 0o600) { emit throws(SystemError) in
                try StoreCodec.encodeDocument(document, unchanged: unchanged, emit: emit)
            }
        } catch {
            removeNewSegments(archive)
            if let newFile = goals.newFile { try? FileSystem.removeFile(files.segment(newFile.name)) }
            if let page = journal.page { try? FileSystem.removeFile(files.journalPage(page.file)) }
            throw .notWritable(path: error.path, reason: error.reason)
        }
        // What the new main file no longer lists: the files this change replaced, journal pages
        // past the log's capacity, and any files a crashed writer left.
        if archive.touchesArchive {
            removeUnlisted(
                "segment", in: files.archiveFolder, isName: ArchiveManifest.isSegmentFileName,
                keeping: Set(archive.manifest.segments.map(\.file)))
        }
        if goals.newFile != nil || rewritesGoalArchive {
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
