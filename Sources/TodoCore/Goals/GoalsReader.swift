#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the goals of a main store file without reading its tasks: `todo goal` on 10,000 tasks
/// costs what it costs on none. The store writes `goals` and `goalArchive` before `tasks`, so
/// the reader stops at `tasks` once it has read them; without them before the tasks (a store
/// that never had a goal), it skips the tasks, unread, to see whether they follow. Anything it
/// does not expect (damage, a newer version) sends it to the whole-file reader, which reports
/// damage as every command does.
enum GoalsReader {
    /// The main file's recent goals, and the name of its goal archive, if it has one.
    static func read(_ source: StoreBytes) throws(StoreCodec.Failure) -> (
        recent: GoalHistory, archive: GoalArchive.Reference?
    ) {
        if let leading = readLeading(source) { return leading }
        let document = try StoreCodec.decodeDocument(source)
        return (document.goals, document.goalArchive)
    }

    /// The goals, or nil when the file is not laid out as the store writes it.
    private static func readLeading(_ source: StoreBytes) -> (
        recent: GoalHistory, archive: GoalArchive.Reference?
    )? {
        var reader = JSONReader(source.buffer, maxDepth: JSONReader.defaultMaxDepth)
        do {
            var versionSeen = false
            var tasksSeen = false
            var goals: GoalHistory?
            var archive: GoalArchive.Reference?
            try reader.beginObject()
            while let key = try reader.nextKey() {
                switch key {
                case "version":
                    guard try reader.readInt() <= StoreDocument.currentVersion else { return nil }
                    versionSeen = true
                case "goals": goals = try GoalCodec.read(&reader)
                case "goalArchive": archive = try GoalArchive.readReference(&reader)
                case "tasks":
                    guard versionSeen else { return nil }
                    if goals != nil || archive != nil { return (goals ?? GoalHistory(), archive) }
                    try reader.skipValue()
                    tasksSeen = true
                default:
                    try reader.skipValue()
                }
            }
            // A store without tasks is damaged: the whole-file reader says how.
            return tasksSeen ? (goals ?? GoalHistory(), archive) : nil
        } catch {
            return nil
        }
    }

    /// The main file's bytes, a large one mapped without reading every page in: `todo goal`
    /// reads its first few.
    static func readHead(_ file: FilePath) throws(StoreError) -> StoreBytes? {
        let descriptor: FileDescriptor
        do {
            descriptor = try FileDescriptor.open(file.string, O_RDONLY | O_NONBLOCK)
        } catch {
            if error.isNotFound { return nil }
            throw .unreadable(path: file.string, reason: error.reason)
        }
        defer { descriptor.closeIgnoringErrors() }
        let info: stat
        do {
            info = try descriptor.status()
        } catch {
            throw .unreadable(path: file.string, reason: error.reason)
        }
        let size = Int(info.st_size)
        // Anything but a large regular file goes the usual way, which also says what is wrong.
        guard info.st_mode & S_IFMT == S_IFREG, size >= FileDescriptor.mappingThreshold,
            let mapping = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor.rawValue, 0),
            mapping != MAP_FAILED
        else { return try StoreSnapshot.readFile(file)?.0 }
        return StoreBytes(mapping: UnsafeRawBufferPointer(start: mapping, count: size))
    }
}
