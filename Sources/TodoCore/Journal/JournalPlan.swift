/// What a compaction does to the change log: the entries of the log (and of the change being
/// written) join the recent ones in the main file; each time they pass `Journal.recentBudget`
/// bytes, they all move to a new page, written before the main file; pages past the log's
/// capacity are dropped once the main file no longer lists them (a page that would be dropped
/// at once is never written).
struct JournalPlan {
    var journal: Journal
    /// Page files to write before the main file.
    var pages: [(file: String, bytes: [UInt8])] = []
    /// Page files the new main file no longer lists.
    var filesToRemove: [String] = []

    init(_ journal: Journal, adding entries: [LoggedEntry]) {
        self.journal = journal
        self.journal.appended = []
        var written: [String: [UInt8]] = [:]
        for entry in entries {
            self.journal.recent.append(encoded: entry.bytes)
            self.journal.nextSequence = max(self.journal.nextSequence, entry.sequence + 1)
            if self.journal.recent.bytes.count > Journal.recentBudget {
                let (page, bytes) = Self.page(of: self.journal.recent, ending: entry.sequence)
                written[page.file] = bytes
                self.journal.pages.append(page)
                self.journal.recent = RecentEntries()
            }
        }
        let dropped = self.journal.dropPagesPastCapacity()
        filesToRemove = dropped.filter { written[$0] == nil }
        pages = self.journal.pages.compactMap { page in written[page.file].map { (page.file, $0) } }
    }

    /// A page of the entries `recent`, the last of which is `sequence`.
    private static func page(of recent: RecentEntries, ending sequence: Int) -> (JournalPage, [UInt8]) {
        // Decoded only to count the changes among them; damaged, they all count as changes.
        let entries = try? recent.decoded()
        let first = entries?.first?.sequence ?? sequence - recent.count + 1
        let page = JournalPage(
            firstSequence: first, lastSequence: sequence,
            changeCount: entries.map { $0.count { !$0.isUndo } } ?? recent.count)
        return (page, JournalCodec.encodePage(recent))
    }

    /// Whether any page file is written or dropped.
    var touchesPages: Bool { !pages.isEmpty || !filesToRemove.isEmpty }
}
