import Foundation

/// One change made while a disk fault is in force. It must fail with exit 5 and one `todo: `
/// line, reading must still work, the store's folder must be exactly as it was (no temporary
/// file, no new segment), and once the fault is lifted the same change must succeed.
struct DiskFaultTrial {
    enum Scenario: String, CaseIterable, CustomStringConvertible {
        case existingStore = "a change appended to an existing store"
        case compactingChange = "a change that writes the store whole"
        case archivingChange = "a change that also moves a task to the archive"
        case newStore = "the first change, with no store yet"

        var description: String { rawValue }
    }

    let fault: DiskFault
    let scenario: Scenario
    let binary: String
    /// A fresh folder for this trial alone.
    let folder: String

    /// The file system the fault is in: a tmpfs for `fullTmpfs`, else a plain folder. The
    /// filler lives here, beside the store's folder, so no snapshot ever opens it: a child
    /// another test spawns while a file is open could keep its space until it ends.
    private var diskFolder: String { folder + "/disk" }
    private var storeFolder: String { diskFolder + "/store" }

    /// What a failed change may leave, empty: the lock file it took, and the folders of the
    /// archive and of the change log's pages (part of the store, not leftovers; the next
    /// change that writes them uses them).
    static let createdByAFailedChange: Set<String> = [
        "todos.json.lock", "todos.json.archive", "todos.json.journal",
    ]

    func run() throws -> TrialTally {
        try FileManager.default.createDirectory(atPath: diskFolder, withIntermediateDirectories: true)
        if fault == .fullTmpfs { try Mounts.tmpfs(at: diskFolder, bytes: 256 * 1024) }
        defer { if fault == .fullTmpfs { Mounts.unmount(diskFolder) } }
        try FileManager.default.createDirectory(atPath: storeFolder, withIntermediateDirectories: true)
        chmod(diskFolder, 0o755)
        chmod(storeFolder, 0o755)
        let runner = TodoRunner(
            binary: binary, store: storeFolder + "/todos.json", scratch: folder + "/scratch")
        let prepared = try prepare(runner)
        var tally = TrialTally()
        do {
            let lift = try impose(runner)
            defer { lift() }
            let before = FolderSnapshot(storeFolder)
            // Longer than the 512 bytes the file-size limit allows, even as the first task, and
            // than a page: appended, it needs a page of the disk the log does not have yet.
            let change = try runner.run(["add", "during the fault " + String(repeating: "-", count: 5000)])
            let listing = try runner.run(["list"])
            if change.status != 5 || !Self.isOneLine(change.errorText, starting: "todo: cannot write ") {
                tally.noteUnexpected(change, "\(fault), \(scenario): the change was not refused with exit 5")
            }
            if listing.status != 0 {
                tally.noteUnexpected(listing, "\(fault), \(scenario): the store did not list")
            }
            for difference in FolderSnapshot(storeFolder).changes(
                since: before, allowingNew: Self.createdByAFailedChange)
            {
                tally.note("\(fault), \(scenario): the failed change left the folder changed: \(difference)")
            }
        }
        let retry = try runner.run(["add", "after the fault"])
        tally.runs = runner.spawned
        guard retry.status == 0 else {
            tally.noteUnexpected(retry, "\(fault), \(scenario): the change failed after the fault was lifted")
            return tally
        }
        tally.acknowledged += 1
        let titles = Set(try runner.tasks().map(\.title))
        for title in prepared + ["after the fault"] where !titles.contains(title) {
            tally.noteLost("\(fault), \(scenario): '\(title)' is missing after the fault")
        }
        tally.runs = runner.spawned
        return tally
    }

    static func isOneLine(_ text: String, starting prefix: String) -> Bool {
        text.hasPrefix(prefix) && text.hasSuffix("\n") && text.dropLast().contains("\n") == false
    }

    /// Fills the store for the scenario; returns the titles that must survive.
    private func prepare(_ runner: TodoRunner) throws -> [String] {
        guard scenario != .newStore else { return [] }
        var tasks = (1...20).map {
            StoredTask(id: $0, title: "task \($0), with a title long enough to fill pages")
        }
        if scenario == .archivingChange { tasks[0].completedAt = runner.now }
        try runner.seed(tasks)
        // Two days on, the completed task is cleared: the next change moves it to the archive.
        if scenario == .archivingChange { runner.now = "2026-03-03T09:30:00Z" }
        // Without its log (as an interrupted compaction may leave it), the store is written
        // whole by the next change.
        if scenario == .compactingChange { try FileManager.default.removeItem(atPath: runner.store + ".log") }
        return tasks.map(\.title)
    }

    /// Puts the fault in force; returns what lifts it.
    private func impose(_ runner: TodoRunner) throws -> () -> Void {
        // In the archiving scenario the new segment (one task) fits and the main file does not.
        let room = scenario == .archivingChange ? 1 : 0

        switch fault {
        case .fullTmpfs:
            let filler = diskFolder + "/filler"
            try Self.fill(filler, leavingPages: room)
            return { try? FileManager.default.removeItem(atPath: filler) }
        case .fileSizeLimit:
            // One 512-byte block: room for the error message and a one-task segment, not for
            // the main file.
            runner.wrapper = .fileSizeLimit(blocks: 1)
            return { runner.wrapper = .none }
        case .readOnlyMount:
            try Mounts.bindReadOnly(storeFolder)
            return { Mounts.unmount(storeFolder) }
        case .otherUser:
            let opened = Self.openAncestors(of: storeFolder)
            let names = (try? FileManager.default.subpathsOfDirectory(atPath: storeFolder)) ?? []
            for name in names { lchown(storeFolder + "/" + name, DiskFault.nobody, DiskFault.nobody) }
            runner.wrapper = .user(DiskFault.nobody)
            return {
                runner.wrapper = .none
                for name in names { lchown(storeFolder + "/" + name, 0, 0) }
                for (path, mode) in opened { chmod(path, mode) }
            }
        case .folderPermissions:
            let archive = storeFolder + "/todos.json.archive"
            for path in [storeFolder, archive] { chmod(path, 0o555) }
            return { for path in [storeFolder, archive] { chmod(path, 0o755) } }
        }
    }

    /// Writes `path` until the file system is full, then frees `pages` pages of it.
    private static func fill(_ path: String, leavingPages pages: Int) throws {
        // Close-on-exec: a child another test spawns now must not keep the space taken.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw TodoRunner.Failure(description: "cannot create \(path)") }
        defer { close(descriptor) }
        let page = [UInt8](repeating: 0x2E, count: 4096)
        var size = 0
        while true {
            let written = write(descriptor, page, page.count)
            if written <= 0 { break }
            size += written
        }
        guard errno == ENOSPC else {
            throw TodoRunner.Failure(description: "filling \(path) stopped with errno \(errno)")
        }
        ftruncate(descriptor, off_t(max(0, size - pages * 4096)))
    }

    /// Lets other users through every folder above `path` (a temporary folder is 0700); returns
    /// the modes to put back.
    private static func openAncestors(of path: String) -> [(String, mode_t)] {
        var changed: [(String, mode_t)] = []
        var current = URL(fileURLWithPath: path)
        while current.path != "/" {
            var info = stat()
            if stat(current.path, &info) == 0, info.st_mode & 0o001 == 0 {
                changed.append((current.path, info.st_mode & 0o7777))
                chmod(current.path, (info.st_mode & 0o7777) | 0o011)
            }
            current.deleteLastPathComponent()
        }
        return changed
    }
}
