extension StoreWriter {
    /// Removes the goal archives the main file no longer names: the one this change replaced,
    /// and any a crashed writer left. Failing to remove one loses nothing.
    func removeUnlistedGoalArchives(keeping named: String?) {
        let names = (try? FileSystem.contentsOfDirectory(files.archiveFolder)) ?? []
        for name in names where name != named {
            let isTemporary = name.hasPrefix(".goals-") && name.hasSuffix(".json.tmp")
            if isTemporary || GoalArchive.isFileName(name) { try? FileSystem.removeFile(files.segment(name)) }
        }
    }
}
