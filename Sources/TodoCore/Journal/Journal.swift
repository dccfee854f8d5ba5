/// The change log as the main store file holds it: the latest entries themselves, and a table of
/// the page files that hold the older ones.
///
/// An entry is written in the same commit as the change it records: in the main file, whose
/// rename commits both, or in a page file written before that rename and listed by the main
/// file it commits. So the log and the tasks never disagree, whenever a writer is killed. The
/// main file keeps only a few kilobytes of entries, so that `add` does not rewrite a long
/// history; when they grow past that, they move to a new page in the same commit, as does a
/// large entry (an import, a delete of many tasks) at once. Pages are never changed in place:
/// the oldest is dropped once the newer ones hold `capacity` changes.
struct Journal: Hashable, Sendable {
    /// The page files, oldest first.
    var pages: [JournalPage] = []
    /// The entries not yet moved to a page, oldest first.
    var recent = RecentEntries()
    /// The sequence number of the next entry.
    var nextSequence = 1
    /// The entries of the changes in the log, oldest first: newer than the recent ones, and not
    /// in the main file until the next compaction.
    var appended: [LoggedEntry] = []

    /// How many changes (not counting undos) the log keeps at least.
    static let capacity = 100

    /// How many bytes of entries the main file holds before they move to a page.
    static let recentBudget = 4096

    /// Whether nothing was ever recorded: the main file then has no `journal` member.
    var isEmpty: Bool { nextSequence == 1 && pages.isEmpty && recent.isEmpty && appended.isEmpty }

    /// Drops the oldest pages while the newer pages still hold `capacity` changes (the recent
    /// entries, not counted, are more on top); returns the files dropped.
    mutating func dropPagesPastCapacity() -> [String] {
        var kept = pages.reduce(0) { $0 + $1.changeCount }
        var dropped: [String] = []
        while let oldest = pages.first, kept - oldest.changeCount >= Self.capacity {
            kept -= oldest.changeCount
            dropped.append(oldest.file)
            pages.removeFirst()
        }
        return dropped
    }
}

/// One page file of the change log, as the main file lists it: `[41,52,11]`, its first and last
/// entries and its changes. Its file is named after its first entry, so that a store can name no
/// file but the change log's own.
struct JournalPage: Hashable, Sendable {
    var firstSequence: Int
    var lastSequence: Int
    /// The entries that are changes, not undos: what the log's capacity counts.
    var changeCount: Int

    /// The file's name in the journal folder.
    var file: String { Self.fileName(firstSequence: firstSequence) }

    /// The name of a page whose first entry has `sequence`: never the name of a page the main
    /// file lists, since sequences only grow.
    static func fileName(firstSequence sequence: Int) -> String {
        StoreFiles.numberedName("page", sequence)
    }

    static func isPageFileName(_ name: String) -> Bool {
        name.hasPrefix("page-") && name.hasSuffix(".json") && !name.utf8.contains(UInt8(ascii: "/"))
    }
}
