extension ArchivePlan {
    /// What writing `list` over `snapshot` does to the archive. A change that writes the
    /// archive anyway also rewrites the segments that have no `CompletionRecord` (written by an
    /// older todo, or by hand), so that `stats --month` and `--year` need not read their tasks again.
    init(list: TodoList, snapshot: StoreSnapshot, now: Instant) throws(StoreError) {
        let files = snapshot.files
        let plan = try ArchivePlan(
            tasks: list.tasks, now: now, manifest: snapshot.document.archive,
            loadedSegments: snapshot.segments, readSegment: snapshot.readSegment(at:))
        guard plan.touchesArchive else {
            self = plan
            return
        }
        let rewritten = Set(plan.filesToRemove)
        let heads = SegmentCompletions()
        var loaded = snapshot.segments
        var tasks = list.tasks
        var stale = Set<Int>()
        for (index, segment) in snapshot.document.archive.segments.enumerated()
        where !rewritten.contains(segment.file) && loaded[index] == nil {
            // A segment with a record shows it in its head, and is read no further; one without
            // is read whole once, and its tasks kept for the rewrite. One that cannot be read is
            // left as it is.
            let file = files.segment(segment.file)
            guard !heads.headHasRecord(file), let (bytes, _) = try? StoreSnapshot.readFile(file),
                !CompletionRecord.hasRecord(bytes.buffer)
            else { continue }
            let segmentTasks = try StoreSnapshot.decodeSegment(bytes, file: file)
            loaded[index] = segmentTasks
            tasks += segmentTasks
            stale.insert(index)
        }
        guard !stale.isEmpty else {
            self = plan
            return
        }
        self = try ArchivePlan(
            tasks: tasks, now: now, manifest: snapshot.document.archive, loadedSegments: loaded,
            readSegment: snapshot.readSegment(at:), rewriting: stale)
    }
}
