extension TodoStore {
    /// Every day's goal, read without the tasks (see `GoalsReader`). A store that does not
    /// exist yet has none. Takes no lock, like every read.
    public func readGoals() throws(StoreError) -> GoalHistory {
        let files = try StoreFiles(resolving: path)
        guard let (bytes, _) = try StoreSnapshot.readFile(files.store) else { return GoalHistory() }
        do {
            return try GoalsReader.read(bytes)
        } catch {
            throw error.storeError(path: files.store.string)
        }
    }
}
