extension StoreWriter {
    /// Removes journal pages the main file does not list: those past the log's capacity, and
    /// any a crashed writer left.
    func removeUnlistedPages(keeping journal: Journal) {
        let listed = Set(journal.pages.map(\.file))
        let names = (try? FileSystem.contentsOfDirectory(files.journalFolder)) ?? []
        for name in names {
            let isTemporary = name.hasPrefix(".page-") && name.hasSuffix(".json.tmp")
            if isTemporary || (JournalPage.isPageFileName(name) && !listed.contains(name)) {
                try? FileSystem.removeFile(files.journalPage(name))
            }
        }
    }
}
