#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the goals of a main store file without reading its tasks: `todo goal` on 10,000 tasks
/// costs what it costs on none. The store writes `goals` and `goalArchive` before `tasks`, so
/// the reader stops at `tasks` once it has read them, or, from version 5 on, always (the tasks
/// come last); in an older file without them before the tasks (a store that never had a
/// goal), it skips the tasks, unread, to see whether they follow. Anything it
/// does not expect (damage, a newer version) sends it to the whole-file reader, which reports
/// damage as every command does.
enum GoalsReader {
    /// What the main file says of goals: its recent goals, the name of its goal archive, if it
    /// has one, and its generation (which the log that extends it names).
    struct Goals {
        var recent = GoalHistory()
        var archive: GoalArchive.Reference?
        var generation = 0
    }

    /// The main file's goals.
    static func read(_ source: StoreBytes) throws(StoreCodec.Failure) -> Goals {
        if let leading = readLeading(source) { return leading }
        let document = try StoreCodec.decodeDocument(source)
        return Goals(recent: document.goals, archive: document.goalArchive, generation: document.generation)
    }

    /// The goals, or nil when the file is not laid out as the store writes it.
    private static func readLeading(_ source: StoreBytes) -> Goals? {
        var reader = JSONReader(source.buffer, maxDepth: JSONReader.defaultMaxDepth)
        do {
            var version: Int?
            var tasksSeen = false
            var goals = Goals()
            var goalsSeen = false
            try reader.beginObject()
            while let key = try reader.nextKey() {
                switch key {
                case "version":
                    let declared = try reader.readInt()
                    guard declared <= StoreDocument.currentVersion else { return nil }
                    version = declared
                case "generation": goals.generation = try reader.readInt()
                case "goals":
                    goals.recent = try GoalCodec.read(&reader)
                    goalsSeen = true
                case "goalArchive":
                    goals.archive = try GoalArchive.readReference(&reader)
                    goalsSeen = true
                case "tasks":
                    guard let version else { return nil }
                    // From version 5 on, the tasks come last: nothing after them to read.
                    if goalsSeen || version >= 5 { return version >= 5 && goals.generation < 1 ? nil : goals }
                    try reader.skipValue()
                    tasksSeen = true
                default:
                    try reader.skipValue()
                }
            }
            // A store without tasks is damaged: the whole-file reader says how.
            return tasksSeen ? goals : nil
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
