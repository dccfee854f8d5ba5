/// Reads the goals of a main store file without reading its tasks: `todo goal` on 10,000 tasks
/// costs what it costs on none. The store writes `goals` before `tasks`, so the reader stops at
/// `tasks` once it has read them; without goals before the tasks (a store that never had a
/// goal), it skips the tasks, unread, to see whether goals follow. Anything it does not expect
/// (damage, a newer version) sends it to the whole-file reader, which reports damage as every
/// command does.
enum GoalsReader {
    static func read(_ source: StoreBytes) throws(StoreCodec.Failure) -> GoalHistory {
        if let goals = readLeading(source) { return goals }
        return try StoreCodec.decodeDocument(source).goals
    }

    /// The goals, or nil when the file is not laid out as the store writes it.
    private static func readLeading(_ source: StoreBytes) -> GoalHistory? {
        var reader = JSONReader(source.buffer, maxDepth: JSONReader.defaultMaxDepth)
        do {
            var versionSeen = false
            var tasksSeen = false
            var goals: GoalHistory?
            try reader.beginObject()
            while let key = try reader.nextKey() {
                switch key {
                case "version":
                    guard try reader.readInt() <= StoreDocument.currentVersion else { return nil }
                    versionSeen = true
                case "goals":
                    goals = try GoalCodec.read(&reader)
                case "tasks":
                    guard versionSeen else { return nil }
                    if let goals { return goals }
                    try reader.skipValue()
                    tasksSeen = true
                default:
                    try reader.skipValue()
                }
            }
            // A store without tasks is damaged: the whole-file reader says how.
            return tasksSeen ? goals ?? GoalHistory() : nil
        } catch {
            return nil
        }
    }
}
