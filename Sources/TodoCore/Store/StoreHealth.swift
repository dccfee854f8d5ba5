#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `todo doctor` finds about a store: one check after another, each ok, a warning or an
/// error. Inspecting only reads: nothing is created, changed or removed, and the lock is held
/// for an instant at most, to see whether someone else holds it.
public struct StoreHealth: Sendable {
    /// How a check came out: `error` makes the store unusable.
    public enum Status: String, Sendable {
        case ok, warning, error
    }

    /// One thing looked at, and what was found.
    public struct Check: Equatable, Sendable {
        /// What was looked at, such as `store`, `archive` or `lock`.
        public let name: String
        /// How it came out.
        public let status: Status
        /// What was found, in one line.
        public let message: String
    }

    /// The store as named (before any symbolic link is followed).
    public let path: String
    /// The checks in the order they were made.
    public private(set) var checks: [Check] = []
    /// The first problem that makes the store unusable, as the other commands would report it;
    /// nil when the store is usable (warnings allowed).
    public private(set) var failure: StoreError?

    /// Whether the other commands can read and change the store.
    public var isUsable: Bool { failure == nil }

    /// Inspects the store at `path`; `now` decides which tasks wait to move to the archive.
    public init(inspecting path: String, now: Instant) {
        self.path = path
        let files: StoreFiles
        do {
            files = try StoreFiles(resolving: path)
        } catch {
            fail("store", error, "cannot be opened: \(error.reason)")
            return
        }
        let snapshot = inspectFile(files)
        if let snapshot {
            inspectContents(snapshot, now: now)
            inspectAppended(snapshot)
            inspectIndex(snapshot)
            inspectArchive(snapshot)
            inspectJournal(snapshot)
        }
        let lockHeld = inspectLock(files)
        let storeExists = (try? FileSystem.kind(of: files.store)) != .missing
        let listed =
            snapshot.map { Set($0.document.archive.segments.map(\.file)) } ?? (storeExists ? nil : [])
        inspectLeftovers(files, listed: listed, lockHeld: lockHeld)
        inspectPermissions(files)
    }

    mutating func add(_ name: String, _ status: Status, _ message: String) {
        checks.append(Check(name: name, status: status, message: message))
    }

    /// Records an error check; the first one is the failure the command reports.
    mutating func fail(_ name: String, _ error: StoreError, _ message: String) {
        add(name, .error, message)
        if failure == nil { failure = error }
    }

    /// The store file itself; returns what was read when it is there and decodes.
    private mutating func inspectFile(_ files: StoreFiles) -> StoreSnapshot? {
        let linked = files.store.string == path ? "" : "a symbolic link to \(files.store.string); "
        let kind: FileSystem.Kind
        do {
            kind = try FileSystem.kindMappingErrors(of: files.store, path: path)
        } catch {
            fail("store", error, linked + "cannot be looked at: \(error.reason)")
            return nil
        }
        switch kind {
        case .missing:
            add(
                "store", .ok,
                linked + "does not exist yet: it reads as empty, and the first change creates it")
            return nil
        case .regularFile(let size, _):
            add("store", .ok, linked + "a file of \(size) byte" + (size == 1 ? "" : "s"))
        case .directory, .symbolicLink, .other:
            break
        }
        do {
            return try StoreSnapshot(files: files, archived: .none)
        } catch {
            if case .corrupt(let path, _) = error, path == files.log.string {
                fail(
                    "appended", error,
                    "\(files.log.lastComponent) " + error.reason
                        + "; todo leaves it as it is: restore it from a backup, or move it away to use the store "
                        + "without the changes it holds")
            } else {
                fail(kind.isRegularFile ? "contents" : "store", error, linked + error.reason)
            }
            return nil
        }
    }

    private mutating func inspectContents(_ snapshot: StoreSnapshot, now: Instant) {
        let document = snapshot.document
        var message = "schema version \(document.versionOnDisk)"
        if document.versionOnDisk < StoreDocument.currentVersion {
            message += " (the next change rewrites it as version \(StoreDocument.currentVersion))"
        }
        let waiting = document.tasks.filter { $0.isCleared(at: now) }.count
        message += "; " + Self.count(document.tasks.count, "active task")
        if waiting > 0 {
            message += " (\(waiting) of them cleared, moving to the archive with the next change)"
        }
        add("contents", .ok, message)
    }

    private mutating func inspectArchive(_ snapshot: StoreSnapshot) {
        let segments = snapshot.document.archive.segments
        guard !segments.isEmpty else { return add("archive", .ok, "empty") }
        var seen = Dictionary(
            snapshot.document.tasks.map { ($0.id, "the main file") }, uniquingKeysWith: { first, _ in first })
        var archived = 0
        var mismatches: [String] = []
        for (index, segment) in segments.enumerated() {
            let file = snapshot.files.segment(segment.file).string
            let tasks: [TodoTask]
            do {
                tasks = try snapshot.readSegment(at: index)
            } catch {
                fail("archive", error, "\(segment.file): \(error.reason)")
                continue
            }
            archived += tasks.count
            if tasks.count != segment.count {
                mismatches.append("\(segment.file) holds \(tasks.count), the manifest says \(segment.count)")
            }
            if tasks.contains(where: { !segment.mayContain($0.id) }) {
                mismatches.append(
                    "\(segment.file) holds ids outside \(segment.lowestId)–\(segment.highestId), which 'show' may not find"
                )
            }
            for task in tasks {
                if let other = seen[task.id] {
                    let problem = "task id \(task.id) is both in \(other) and in \(segment.file)"
                    fail("archive", .corrupt(path: file, problem: problem), problem)
                }
                seen[task.id] = segment.file
            }
        }
        if !mismatches.isEmpty { add("archive", .warning, mismatches.joined(by: "; ")) }
        if isUsable && mismatches.isEmpty {
            add(
                "archive", .ok,
                Self.count(archived, "archived task") + " in " + Self.count(segments.count, "segment")
                    + ", as the manifest says")
        }
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)" + (number == 1 ? "" : "s")
    }
}

extension StoreError {
    /// What went wrong, without the path (the report names the store once).
    var reason: String {
        switch self {
        case .unreadable(_, let reason), .notWritable(_, let reason): return reason
        case .empty:
            return "the file is empty (0 bytes); restore it from a backup, or remove it to start afresh"
        case .corrupt(_, let problem): return "cannot be read: \(problem)"
        case .newerVersion(_, let version, let supported):
            return "schema version \(version) is newer than this todo reads (\(supported)); upgrade todo"
        case .locked(_, let seconds): return "locked for more than \(seconds) s"
        }
    }
}

extension FileSystem.Kind {
    var isRegularFile: Bool {
        if case .regularFile = self { return true }
        return false
    }
}
