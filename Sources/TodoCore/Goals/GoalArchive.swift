/// The goals of days long past, kept out of the main store file, which every `add` rewrites: a
/// year of daily goals is some 110 KB, and the main file keeps only the last week or two.
///
/// Once the main file holds a goal more than `moveAfterDays` old, a write moves every goal
/// older than `keptDays` into a new archive file in the archive folder, `goals-000012.json`
/// (`{"version":3,"goals":[…]}`, one goal per line, oldest first), with the goals of the file
/// before. Like a segment, the file is never changed in place: the main file's `goalArchive`
/// names the current one, its rename commits the change, and the file it no longer names is
/// removed afterwards. Goals that old no longer change (a write keeps only today's up to date).
enum GoalArchive {
    static let keptDays: Int64 = 7
    static let moveAfterDays: Int64 = 14

    static func isFileName(_ name: String) -> Bool {
        name.hasPrefix("goals-") && name.hasSuffix(".json") && !name.contains("/")
    }

    /// A fresh file name, from the archive's own count of names given.
    static func makeFileName(_ manifest: inout ArchiveManifest) -> String {
        defer { manifest.nextSegmentNumber += 1 }
        let digits = String(manifest.nextSegmentNumber)
        return "goals-" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits + ".json"
    }

    /// The `goalArchive` member: one of our own names, so that a store cannot make us read or
    /// remove a file elsewhere.
    static func readName(_ reader: inout JSONReader) throws(JSONError) -> String {
        let name = try reader.readString()
        guard isFileName(name) else { throw reader.error("\"\(name)\" is not a goal archive's name") }
        return name
    }

    /// The goals of the archive file at `file`, checked as strictly as the main file's.
    static func read(_ file: FilePath) throws(StoreError) -> GoalHistory {
        guard let (bytes, _) = try StoreSnapshot.readFile(file) else {
            throw .unreadable(path: file.string, reason: "the goal archive is missing")
        }
        do {
            return try StoreCodec.decoding(bytes) { reader in
                var goals = GoalHistory()
                var version: Int?
                try reader.beginObject()
                while let key = try reader.nextKey() {
                    switch key {
                    case "version":
                        let declared = try reader.readInt()
                        guard declared <= StoreDocument.currentVersion else {
                            throw StoreCodec.Failure.newerVersion(declared)
                        }
                        version = declared
                    case "goals": goals = try GoalCodec.read(&reader)
                    default: try reader.skipValue()
                    }
                }
                guard version != nil else { throw reader.error("the goal archive has no \"version\"") }
                return goals
            }
        } catch {
            throw error.storeError(path: file.string)
        }
    }

    static func encode(_ goals: GoalHistory) -> [UInt8] {
        var writer = JSONWriter()
        writer.raw("{")
        writer.key("version")
        writer.int(StoreDocument.currentVersion)
        writer.raw(",")
        GoalCodec.write(goals, into: &writer)
        writer.raw("}\n")
        return writer.bytes
    }
}

/// What a write does with goals: which stay in the main file, and which archive file it names.
struct GoalArchivePlan {
    /// The goals the main file keeps.
    var recent: GoalHistory
    /// The archive file the main file names after the change.
    var file: String?
    /// A new archive file to write before the main file.
    var newFile: (name: String, bytes: [UInt8])?
    /// The archive file to remove once the main file is written.
    var oldFile: String?

    /// - Parameter today: the writer's local day; without it, nothing moves.
    init(
        goals: GoalHistory, listed: String?, today: CivilDate?, manifest: inout ArchiveManifest,
        files: StoreFiles
    ) throws(StoreError) {
        (recent, file) = (goals, listed)
        guard let today, let oldest = goals.goals.first,
            oldest.date < today.adding(days: -GoalArchive.moveAfterDays)
        else { return }
        let keptFrom = today.adding(days: -GoalArchive.keptDays)
        var archived =
            try listed.map { name throws(StoreError) in try GoalArchive.read(files.segment(name)) }
            ?? GoalHistory()
        for goal in goals.goals where goal.date < keptFrom { archived.put(goal) }
        recent = GoalHistory(goals.goals.filter { $0.date >= keptFrom })
        let name = GoalArchive.makeFileName(&manifest)
        (file, newFile, oldFile) = (name, (name, GoalArchive.encode(archived)), listed)
    }
}
