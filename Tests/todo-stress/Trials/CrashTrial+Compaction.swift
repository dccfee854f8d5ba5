import Foundation

/// Where the kills landed among the store's writes: a change is one line appended to the log,
/// and now and then the store is written whole (a compaction: temporary files renamed over the
/// main file, its index and its log, in that order).
extension CrashTrial {
    /// The store's files as a kill found them.
    struct WriteState: Equatable {
        /// The inode, size and modification time of each temporary file a compaction writes.
        var temporaryFiles: [[Int]?]
        /// The generations the main file and its log name (0 when unreadable or missing).
        var mainGeneration: Int
        var logGeneration: Int
        var logSize: Int
    }

    func writeState() -> WriteState {
        let store = URL(fileURLWithPath: runner.store)
        let folder = store.deletingLastPathComponent().path
        let name = store.lastPathComponent
        let temporaryFiles = [name, name + ".index", name + ".log"].map { file in
            Self.stamp(folder + "/." + file + ".tmp")
        }
        return WriteState(
            temporaryFiles: temporaryFiles, mainGeneration: Self.generation(in: runner.store),
            logGeneration: Self.generation(in: runner.store + ".log"),
            logSize: Self.stamp(runner.store + ".log")?[1] ?? 0)
    }

    /// Counts where the kill of a run that went from `before` to `after` landed.
    mutating func noteWhereTheKillLanded(_ before: WriteState, _ after: WriteState, killed: Bool) {
        if after.mainGeneration != before.mainGeneration { compactions += 1 }
        guard killed else { return }
        if zip(before.temporaryFiles, after.temporaryFiles).contains(where: { $1 != nil && $0 != $1 }) {
            midCompaction += 1
        } else if after.logGeneration < after.mainGeneration {
            betweenRenames += 1
        } else if after.mainGeneration == before.mainGeneration, after.logSize > before.logSize {
            afterAppend += 1
        }
    }

    /// The median time of a change that writes the store whole, in microseconds, stretched a
    /// little: a store without its log (as an interrupted compaction leaves it) is compacted by
    /// its next change. Only a log that holds no change is removed, so nothing is lost.
    mutating func calibrateCompaction(_ model: inout [Int: StoredTask], _ tally: inout TrialTally) throws
        -> Int
    {
        let log = runner.store + ".log"
        return try calibrate("compaction", &model, &tally) {
            guard FileManager.default.contents(atPath: log)?.filter({ $0 == 0x0A }).count == 1 else {
                throw TodoRunner.Failure(description: "the log holds changes before the calibration")
            }
            try FileManager.default.removeItem(atPath: log)
        }
    }

    /// The inode, size and modification time of a file, or nil when there is none.
    static func stamp(_ path: String) -> [Int]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            let modified = info.st_mtimespec
        #else
            let modified = info.st_mtim
        #endif
        return [Int(info.st_ino), Int(info.st_size), Int(modified.tv_sec), Int(modified.tv_nsec)]
    }

    /// The `"generation":N` of the first line of a store file, 0 when there is none.
    static func generation(in path: String) -> Int {
        guard let handle = FileHandle(forReadingAtPath: path) else { return 0 }
        defer { try? handle.close() }
        let head = String(decoding: (try? handle.read(upToCount: 256)) ?? Data(), as: UTF8.self)
        guard let range = head.range(of: #""generation":"#) else { return 0 }
        return Int(head[range.upperBound...].prefix { $0.isNumber }) ?? 0
    }
}
