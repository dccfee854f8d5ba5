#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A compaction: the store written whole, with the change being made and the changes of the log
/// folded in. Archive segments, a goal archive and journal pages first, then the main file and
/// its index under temporary names; then the main file's rename, which commits the change, the
/// log's changes and their entries in the change log; then the index's rename, a new empty log
/// for the new generation, and the removal of the segments and pages the new main file no
/// longer lists. A failure before the main file's rename leaves the store as it was (the new
/// files are removed; the old main file lists none of them). One after it loses nothing: a log
/// of an older generation reads as empty, an index that does not match is not used, and the
/// next change compacts again.
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
        let mode = snapshot.mode ?? 0o600
        let index: AtomicFile.Prepared
        do throws(SystemError) {
            try writeArchiveAndPages()
            var ranges: [Range<Int>] = []
            var size = 0
            let unchanged = snapshot.unchangedTasks(touched: touched)
            let main = try AtomicFile.prepare(to: files.store, mode: mode) { emit throws(SystemError) in
                ranges = try StoreCodec.encodeDocument(document, unchanged: unchanged) {
                    chunk throws(SystemError) in
                    try emit(chunk)
                    size += chunk.count
                }
            }
            do throws(SystemError) {
                let bytes = StoreIndex.encode(
                    generation: document.generation, size: size, tasks: document.tasks, ranges: ranges)
                index = try AtomicFile.prepare(to: files.index, mode: mode) { emit throws(SystemError) in
                    try emit(bytes)
                }
            } catch {
                main.discard()
                throw error
            }
            do throws(SystemError) {
                try main.commit()
            } catch {
                index.discard()
                throw error
            }
        } catch {
            removeNewSegments(archive)
            if let newFile = goals.newFile { try? FileSystem.removeFile(files.segment(newFile.name)) }
            for page in journal.pages { try? FileSystem.removeFile(files.journalPage(page.file)) }
            throw .notWritable(path: error.path, reason: error.reason)
        }
        // Committed: what follows only tidies up, and a failure in it loses nothing.
        try? index.commit(syncingFolder: false)
        try? AtomicFile.write(StoreLog.header(generation: document.generation), to: files.log, mode: mode)
        removeReplacedFiles()
    }

    /// The archive segments, goal archive and journal pages the new main file will list.
    private func writeArchiveAndPages() throws(SystemError) {
        if !archive.segmentsToWrite.isEmpty || goals.newFile != nil {
            try FileSystem.createDirectories(files.archiveFolder)
        }
        for segment in archive.segmentsToWrite {
            try AtomicFile.write(to: files.segment(segment.file), mode: 0o600) { emit throws(SystemError) in
                try StoreCodec.encodeSegment(segment.tasks, emit: emit)
            }
        }
        if let newFile = goals.newFile {
            try AtomicFile.write(newFile.bytes, to: files.segment(newFile.name), mode: 0o600)
        }
        if !journal.pages.isEmpty { try FileSystem.createDirectories(files.journalFolder) }
        for page in journal.pages {
            try AtomicFile.write(page.bytes, to: files.journalPage(page.file), mode: 0o600)
        }
    }

    /// Removes what the new main file no longer lists: the files this change replaced, journal
    /// pages past the log's capacity, and any files a crashed writer left.
    private func removeReplacedFiles() {
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
