import Foundation

/// Runs each probe of a hostile store through the real binary: the exit code the store expects,
/// never a signal or a hang, one `todo: ` line for an error, and the folder exactly as it was
/// after every run that read or failed. A symbolic link stays a symbolic link.
struct HostileStoreTrial {
    let binary: String
    /// A scratch folder; each store gets a folder of its own inside it, removed afterwards.
    let folder: String

    func check(_ hostile: HostileStore, number: Int) throws -> TrialTally {
        let caseFolder = folder + "/store-\(number)"
        try FileManager.default.createDirectory(atPath: caseFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: caseFolder) }
        let store = caseFolder + "/todos.json"
        try hostile.make(store)
        let wasLink = Self.isSymbolicLink(store)
        let runner = TodoRunner(binary: binary, store: store, scratch: folder + "/io")
        var tally = TrialTally()
        for probe in HostileStore.Probe.allCases {
            guard let expected = hostile.expected[probe] else { continue }
            let before = FolderSnapshot(caseFolder)
            let run = try runner.run(probe.arguments, timeout: .seconds(30))
            let why = "store '\(hostile.name)', probe \(probe.rawValue)"
            if run.status != expected {
                tally.noteUnexpected(run, why + ": expected exit \(expected)")
            } else if expected != 0 && !DiskFaultTrial.isOneLine(run.errorText, starting: "todo: ") {
                tally.noteUnexpected(run, why + ": the error is not one 'todo: ' line")
            } else if let problem = ScreenText.problem(in: run.errors) {
                tally.noteUnexpected(run, why + ": stderr has " + problem)
            }
            if probe.isReading || run.status != 0 {
                let allowed = probe.isReading ? [] : DiskFaultTrial.createdByAFailedChange
                for difference in FolderSnapshot(caseFolder).changes(since: before, allowingNew: allowed) {
                    tally.note(why + ": the folder changed: " + difference)
                }
            }
        }
        tally.runs = runner.spawned
        if wasLink && !Self.isSymbolicLink(store) {
            tally.note("store '\(hostile.name)': the symbolic link was replaced")
        }
        return tally
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }
}
