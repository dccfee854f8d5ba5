/// Every entry the change log keeps, oldest first, read from its pages and the main file, with
/// each change an undo has reverted marked undone.
struct JournalHistory {
    private(set) var entries: [JournalEntry]

    /// Reads the pages `journal` lists, beside the recent entries it holds.
    init(_ journal: Journal, files: StoreFiles) throws(StoreError) {
        var entries: [JournalEntry] = []
        for page in journal.pages { entries += try Self.read(page, files: files) }
        do {
            entries += try journal.recent.decoded()
        } catch {
            guard case .corrupt(let problem) = error else { throw error.storeError(path: files.store.string) }
            throw .corrupt(path: files.store.string, problem: "in its change log, " + problem)
        }
        let sequences = entries.map(\.sequence)
        guard sequences.indices.dropFirst().allSatisfy({ sequences[$0 - 1] < sequences[$0] }),
            (sequences.last ?? 0) < journal.nextSequence
        else {
            throw .corrupt(
                path: files.store.string, problem: "the entries of its change log are out of order")
        }
        let undone = Set(entries.flatMap { $0.reverted?.map(\.sequence) ?? [] })
        for index in entries.indices where undone.contains(entries[index].sequence) {
            entries[index].isUndone = true
        }
        self.entries = entries
    }

    /// How many changes `undo` may still revert.
    var undoableCount: Int {
        entries.reduce(0) { $0 + ($1.canBeUndone ? 1 : 0) }
    }

    /// The latest `count` changes not undone yet, newest first: what `undo count` reverts.
    func changesToUndo(_ count: Int) throws(JournalError) -> [JournalEntry] {
        let undoable = entries.reversed().filter(\.canBeUndone).prefix(count)
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
