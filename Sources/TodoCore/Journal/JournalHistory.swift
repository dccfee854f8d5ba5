/// The entries the change log keeps, newest first, each change an undo has reverted marked
/// undone: those of the log, then those of the main file, then page after page back in time, until `isEnough` says
/// the entries read so far will do. An undo is always newer than the changes it reverts, so the
/// entries read are marked right however few pages are read: `undo` and `log -n` read only the
/// pages they need, not the page of an import of 100,000 tasks long ago.
struct JournalHistory {
    /// Newest first.
    private(set) var entries: [JournalEntry] = []
    /// Sequences of the changes the undos read so far reverted.
    private var undone = Set<Int>()

    init(_ journal: Journal, files: StoreFiles, until isEnough: (JournalHistory) -> Bool = { _ in false })
        throws(StoreError)
    {
        let recent: [JournalEntry]
        let appended: [JournalEntry]
        do {
            recent = try journal.recent.decoded()
        } catch {
            guard case .corrupt(let problem) = error else { throw error.storeError(path: files.store.string) }
            throw .corrupt(path: files.store.string, problem: "in its change log, " + problem)
        }
        do {
            appended = try LoggedEntry.decoded(journal.appended)
        } catch {
            guard case .corrupt(let problem) = error else { throw error.storeError(path: files.log.string) }
            throw .corrupt(path: files.log.string, problem: "in an entry of the change log, " + problem)
        }
        try take(appended, before: journal.nextSequence, file: files.log)
        try take(recent, before: entries.last?.sequence ?? journal.nextSequence, file: files.store)
        for page in journal.pages.reversed() where !isEnough(self) {
            try take(
                Self.read(page, files: files), before: entries.last?.sequence ?? journal.nextSequence,
                file: files.journalPage(page.file))
        }
    }

    /// Adds a page's entries (oldest first), which must all come before `sequence`.
    private mutating func take(_ batch: [JournalEntry], before sequence: Int, file: FilePath)
        throws(StoreError)
    {
        var previous = sequence
        for var entry in batch.reversed() {
            guard entry.sequence < previous else {
                throw .corrupt(path: file.string, problem: "the entries of the change log are out of order")
            }
            previous = entry.sequence
            entry.isUndone = undone.contains(entry.sequence)
            for change in entry.reverted ?? [] { undone.insert(change.sequence) }
            entries.append(entry)
        }
    }

    /// How many of the changes read `undo` may still revert.
    var undoableCount: Int {
        entries.reduce(0) { $0 + ($1.canBeUndone ? 1 : 0) }
    }

    /// The latest `count` changes not undone yet, newest first: what `undo count` reverts.
    func changesToUndo(_ count: Int) throws(JournalError) -> [JournalEntry] {
        let undoable = entries.lazy.filter(\.canBeUndone).prefix(count)
        guard undoable.count == count else {
            throw .notEnoughChanges(requested: count, available: undoable.count)
        }
        return Array(undoable)
    }

    private static func read(_ page: JournalPage, files: StoreFiles) throws(StoreError) -> [JournalEntry] {
        let file = files.journalPage(page.file)
        guard let (bytes, _) = try StoreSnapshot.readFile(file) else {
            throw .unreadable(path: file.string, reason: "the change log's page is missing")
        }
        let entries: [JournalEntry]
        do {
            entries = try JournalReader.decodePage(bytes)
        } catch {
            throw error.storeError(path: file.string)
        }
        guard entries.first?.sequence == page.firstSequence, entries.last?.sequence == page.lastSequence
        else {
            let problem =
                "it holds entries other than \(page.firstSequence) to \(page.lastSequence), which the store lists"
            throw .corrupt(path: file.string, problem: problem)
        }
        return entries
    }
}
