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
        self.journal.recent.append(entry)
        self.journal.nextSequence = entry.sequence + 1
        var writer = JSONWriter()
        JournalCodec.writeEntries(self.journal.recent, into: &writer)
        if writer.bytes.count > Journal.recentBudget {
            let entries = self.journal.recent
            let file = JournalPage.fileName(firstSequence: entries[0].sequence)
            page = (file, JournalCodec.encodePage(entries: writer.bytes))
            self.journal.pages.append(
                JournalPage(
                    file: file, firstSequence: entries[0].sequence, lastSequence: entry.sequence,
                    changeCount: self.journal.recentChangeCount))
            self.journal.recent = []
        }
        filesToRemove = self.journal.dropPagesPastCapacity()
    }

    /// Whether any page file is written or dropped.
    var touchesPages: Bool { page != nil || !filesToRemove.isEmpty }
}
