/// The goals of days long past, kept out of the main store file, which every compaction
/// rewrites: a year of daily goals is some 110 KB, and the main file keeps only the last week
/// or two.
///
/// Once the main file (or its log) holds a goal more than `moveAfterDays` old, a write
/// compacts the store, which moves every goal older than `keptDays` into a new archive file in
/// the archive folder, `goals-000012.json` (`{"version":3,"goals":[…]}`, one goal per line,
/// oldest first), with the goals of the file before. Like a segment, the file is never changed in place: the main file's `goalArchive`
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
        return StoreFiles.numberedName("goals", manifest.nextSegmentNumber)
    }

    /// What the main file says of its goal archive: the file, and the last date it holds (every
    /// goal after it is in the main file, so a week's chart need not read the archive).
    struct Reference: Hashable, Sendable {
        var file: String
        var through: CivilDate
    }

    /// `"goalArchive":{"file":"goals-000012.json","through":"2026-02-21"}`
    static func write(_ reference: Reference, into writer: inout JSONWriter) {
        writer.key("goalArchive")
        writer.raw("{")
        writer.key("file")
        writer.string(reference.file)
        writer.raw(",")
        writer.key("through")
        writer.string(reference.through.iso8601)
        writer.raw("}")
    }

    /// The `goalArchive` member. The file is one of our own names, so that a store cannot make
    /// us read or remove a file elsewhere.
    static func readReference(_ reader: inout JSONReader) throws(JSONError) -> Reference {
        guard try reader.peekKind() == .object else {
            throw reader.typeMismatch(expected: "a goal archive object")
        }
        let start = reader.valueStart
        var file: String?
        var through: CivilDate?
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "file":
                let name = try reader.readString()
                guard isFileName(name) else { throw reader.error("\"\(name)\" is not a goal archive's name") }
                file = name
            case "through":
                guard let date = CivilDate(iso8601: try reader.readString()) else {
                    throw reader.error("expected a date like 2026-03-01")
                }
                through = date
            default: try reader.skipValue()
            }
        }
        guard let file, let through else {
            throw reader.error("a goal archive needs \"file\" and \"through\"", at: start)
        }
        return Reference(file: file, through: through)
    }

    /// The goals of the archive `reference` names, merged with the main file's `recent` ones.
    static func merged(_ reference: Reference?, _ recent: GoalHistory, files: StoreFiles) throws(StoreError)
        -> GoalHistory
    {
        guard let reference else { return recent }
        return try read(files.segment(reference.file)).merged(with: recent)
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
    /// The archive the main file names after the change.
    var reference: GoalArchive.Reference?
    /// A new archive file to write before the main file.
    var newFile: (name: String, bytes: [UInt8])?

    /// Whether `goals` holds one old enough to move to the goal archive, on the writer's local
    /// day `today`.
    static func isDue(_ goals: GoalHistory, today: CivilDate) -> Bool {
        guard let oldest = goals.goals.first else { return false }
        return oldest.date < today.adding(days: -GoalArchive.moveAfterDays)
    }

    /// - Parameter today: the writer's local day; without it, nothing moves.
    init(
        goals: GoalHistory, listed: GoalArchive.Reference?, today: CivilDate?,
        manifest: inout ArchiveManifest,
        files: StoreFiles
    ) throws(StoreError) {
        (recent, reference) = (goals, listed)
        guard let today, Self.isDue(goals, today: today) else { return }
        let keptFrom = today.adding(days: -GoalArchive.keptDays)
        var archived = try GoalArchive.merged(listed, GoalHistory(), files: files)
        for goal in goals.goals where goal.date < keptFrom { archived.put(goal) }
        recent = GoalHistory(goals.goals.filter { $0.date >= keptFrom })
        guard let through = archived.goals.last?.date else { return }
        let name = GoalArchive.makeFileName(&manifest)
        reference = GoalArchive.Reference(file: name, through: max(through, listed?.through ?? through))
        newFile = (name, GoalArchive.encode(archived))
    }
}
