/// The files of one store: the main file, and beside it the log of the changes since its last
/// compaction, its index, the lock, the archive folder and the change log's folder.
///
/// When the store path is a symbolic link, they all sit beside the file it points to: the link
/// stays a link, and processes that name the store either way share one lock.
struct StoreFiles: Sendable {
    let store: FilePath
    /// The changes appended since the main file was last compacted (see `StoreLog`).
    let log: FilePath
    /// Where the main file's tasks lie in it (see `StoreIndex`).
    let index: FilePath
    let lock: FilePath
    let archiveFolder: FilePath
    let journalFolder: FilePath

    init(resolving path: String) throws(StoreError) {
        var store = FilePath(path)
        do {
            if try FileSystem.kind(of: store) == .symbolicLink {
                store = try FileSystem.resolvingSymbolicLinks(store)
            }
        } catch {
            throw .unreadable(
                path: path, reason: error.isNotFound ? "a symbolic link to a missing file" : error.reason)
        }
        self.store = store
        log = store.addingSuffix(".log")
        index = store.addingSuffix(".index")
        lock = store.addingSuffix(".lock")
        archiveFolder = store.addingSuffix(".archive")
        journalFolder = store.addingSuffix(".journal")
    }

    /// The name of a numbered file of the store's folders, `segment-000012.json` for
    /// `("segment", 12)`: six digits at least, so that names sort by number up to a million.
    static func numberedName(_ kind: String, _ number: Int) -> String {
        let digits = String(number)
        return kind + "-" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits + ".json"
    }

    func segment(_ name: String) -> FilePath {
        archiveFolder.appending(name)
    }

    func journalPage(_ name: String) -> FilePath {
        journalFolder.appending(name)
    }
}
