extension TodoStore {
    /// Every day's goal: the main file's, read without the tasks (see `GoalsReader`), and the
    /// goal archive's. A store that does not exist yet has none. Takes no lock, like every read.
    public func readGoals() throws(StoreError) -> GoalHistory {
        let files = try StoreFiles(resolving: path)
        let (recent, archive) = try readMainGoals(files)
        return try GoalArchive.merged(archive, recent, files: files)
    }

    /// The goals of the last week or two, which the main file keeps: enough for today's goal,
    /// without reading the goal archive. `readGoals()` has them all.
    public func readRecentGoals() throws(StoreError) -> GoalHistory {
        try readMainGoals(StoreFiles(resolving: path)).recent
    }

    /// The recent goals of the main file, with the latest the log's changes set, and its goal
    /// archive's reference.
    private func readMainGoals(_ files: StoreFiles) throws(StoreError) -> (
        recent: GoalHistory, archive: GoalArchive.Reference?
    ) {
        let read = try LogFile.readFolding(
            files,
            readMain: { () throws(StoreError) -> (main: GoalsReader.Goals, generation: Int)? in
                guard let bytes = try GoalsReader.readHead(files.store) else { return nil }
                do throws(StoreCodec.Failure) {
                    let goals = try GoalsReader.read(bytes)
                    return (goals, goals.generation)
                } catch {
                    throw error.storeError(path: files.store.string)
                }
            },
            fold: { goals, log, bytes throws(StoreError) in
                if let latest = try LogFile.members(log, in: bytes, path: files.log.string).goals {
                    goals.recent = latest
                }
            })
        return read.map { ($0.recent, $0.archive) } ?? (GoalHistory(), nil)
    }
}
