import Foundation

/// Everything in a folder, recursively, as it is now: each entry's kind, permission bits, and
/// bytes or link target. Two snapshots compare to say what a run changed.
struct FolderSnapshot: Equatable {
    enum Content: Equatable {
        /// `Data`, not `[UInt8]`: comparing 50 MB must not take a second in a debug build.
        case file(Data)
        case folder
        case link(String)
        case other
    }

    struct Entry: Equatable {
        var content: Content
        var mode: mode_t
    }

    /// By path relative to the folder.
    private(set) var entries: [String: Entry] = [:]

    init(_ folder: String) {
        let manager = FileManager.default
        let names = (try? manager.subpathsOfDirectory(atPath: folder)) ?? []
        for name in names {
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            let content: Content
            switch info.st_mode & S_IFMT {
            case S_IFREG: content = .file(manager.contents(atPath: path) ?? Data())
            case S_IFDIR: content = .folder
            case S_IFLNK: content = .link((try? manager.destinationOfSymbolicLink(atPath: path)) ?? "")
            default: content = .other
            }
            entries[name] = Entry(content: content, mode: info.st_mode & 0o7777)
        }
    }

    /// What differs from `before`, one line per path. `allowed` names paths that may appear
    /// as an empty file or a folder (whose entries are still compared): the lock file and the
    /// archive folder a change creates before it fails.
    func changes(since before: FolderSnapshot, allowingNew allowed: Set<String> = []) -> [String] {
        var changes: [String] = []
        for (name, entry) in entries.sorted(by: { $0.key < $1.key }) {
            guard let old = before.entries[name] else {
                let harmless = entry.content == .file(Data()) || entry.content == .folder
                if !(allowed.contains(name) && harmless) { changes.append("new: \(name)") }
                continue
            }
            if old.content != entry.content { changes.append("changed: \(name)") }
            if old.mode != entry.mode {
                changes.append(
                    "mode \(String(old.mode, radix: 8)) → \(String(entry.mode, radix: 8)): \(name)")
            }
        }
        for name in before.entries.keys.sorted() where entries[name] == nil {
            changes.append("gone: \(name)")
        }
        return changes
    }
}
