/// What writing a change does to the log: the entry joins the recent ones in the main file; when
/// they pass `Journal.recentBudget` bytes, they all move to a new page written before the main
/// file; pages past the log's capacity are dropped once the main file no longer lists them.
struct JournalPlan {
    var journal: Journal
    /// A page file to write before the main file, if any.
    var page: (file: String, bytes: [UInt8])?
    /// Page files the new main file no longer lists.
    var filesToRemove: [String] = []

    init(_ journal: Journal, adding entry: JournalEntry?) {
        self.journal = journal
        guard let entry else { return }
        var recent = journal.recent
        recent.append(entry)
        self.journal.nextSequence = entry.sequence + 1
        if recent.bytes.count > Journal.recentBudget {
            // Decoded only to count the changes among them; damaged, they all count as changes.
            let entries = try? recent.decoded()
            let first = entries?.first?.sequence ?? entry.sequence - recent.count + 1
            let file = JournalPage.fileName(firstSequence: first)
            page = (file, JournalCodec.encodePage(recent))
            self.journal.pages.append(
                JournalPage(
                    firstSequence: first, lastSequence: entry.sequence,
                    changeCount: entries.map { $0.count { !$0.isUndo } } ?? recent.count))
            recent = RecentEntries()
        }
        self.journal.recent = recent
        filesToRemove = self.journal.dropPagesPastCapacity()
    }

    /// Whether any page file is written or dropped.
    var touchesPages: Bool { page != nil || !filesToRemove.isEmpty }
}
