extension StoreWriter {
    /// What writing `list` does to the archive. A change that writes the archive anyway also
    /// rewrites the segments that have no `CompletionRecord` (written by an older todo, or by
    /// hand), so that `stats --month` and `--year` need not read their tasks again.
    func planWithCompletionRecords(_ list: TodoList, now: Instant) throws(StoreError) -> ArchivePlan {
        let plan = try ArchivePlan(
            tasks: list.tasks, now: now, manifest: snapshot.document.archive,
            loadedSegments: snapshot.segments, readSegment: snapshot.readSegment(at:))
        guard plan.touchesArchive else { return plan }
        let rewritten = Set(plan.filesToRemove)
        let stale = snapshot.document.archive.segments.indices.filter { index in
            let file = snapshot.document.archive.segments[index].file
            guard !rewritten.contains(file), snapshot.segments[index] == nil,
                let (bytes, _) = try? StoreSnapshot.readFile(files.segment(file))
            else { return false }
            return !CompletionRecord.hasRecord(bytes)
        }
        guard !stale.isEmpty else { return plan }
        var loaded = snapshot.segments
        var tasks = list.tasks
        for index in stale {
            let segment = try snapshot.readSegment(at: index)
            loaded[index] = segment
            tasks += segment
        }
        return try ArchivePlan(
            tasks: tasks, now: now, manifest: snapshot.document.archive, loadedSegments: loaded,
            readSegment: snapshot.readSegment(at:), rewriting: Set(stale))
    }
}
