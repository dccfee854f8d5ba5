/// The change log, as `todo doctor` sees it: whether its pages read, how many changes `undo`
/// can revert, and pages an interrupted change left. A damaged log is a warning: the tasks stay
/// usable, only `log` and `undo` fail.
extension StoreHealth {
    mutating func inspectJournal(_ snapshot: StoreSnapshot) {
        let journal = snapshot.document.journal
        guard !journal.isEmpty else { return add("change log", .ok, "empty: no change recorded yet") }
        do {
            let history = try JournalHistory(journal, files: snapshot.files)
            let undos = history.entries.count { $0.isUndo }
            var places = ["the main file"]
            if !journal.appended.isEmpty { places.append("its log (\(journal.appended.count))") }
            if !journal.pages.isEmpty { places.append(Self.count(journal.pages.count, "page")) }
            add(
                "change log", .ok,
                Self.count(history.entries.count - undos, "change") + " and " + Self.count(undos, "undo")
                    + " recorded, \(history.undoableCount) of the changes can be undone; kept in "
                    + places.dropLast().joined(by: ", ") + (places.count > 1 ? " and " : "")
                    + (places.last ?? ""))
        } catch {
            add("change log", .warning, error.reason + "; 'todo log' and 'todo undo' fail until it is mended")
        }
        inspectJournalLeftovers(snapshot.files, listed: Set(journal.pages.map(\.file)))
    }

    private mutating func inspectJournalLeftovers(_ files: StoreFiles, listed: Set<String>) {
        let names = ((try? FileSystem.contentsOfDirectory(files.journalFolder)) ?? []).sorted()
        let left = names.filter { name in
            (name.hasPrefix(".page-") && name.hasSuffix(".json.tmp"))
                || (JournalPage.isPageFileName(name) && !listed.contains(name))
        }
        guard !left.isEmpty else { return }
        add(
            "change log", .warning,
            "left by an interrupted change: "
                + left.map { files.journalFolder.lastComponent + "/" + $0 }
                .joined(by: ", ") + "; the next change that writes a page removes them")
    }
}
