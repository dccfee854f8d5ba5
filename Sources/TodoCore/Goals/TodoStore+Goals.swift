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

    private func readMainGoals(_ files: StoreFiles) throws(StoreError) -> (
        recent: GoalHistory, archive: GoalArchive.Reference?
    ) {
        guard let bytes = try GoalsReader.readHead(files.store) else { return (GoalHistory(), nil) }
        do {
            return try GoalsReader.read(bytes)
        } catch {
            throw error.storeError(path: files.store.string)
        }
    }
}
