/// What writing a changed list does to the archive: which tasks stay active, which segment files
/// are written, which are dropped, and the manifest that commits it all.
struct ArchivePlan {
    var manifest: ArchiveManifest
    var active: [TodoTask]
    var segmentsToWrite: [(file: String, tasks: [TodoTask])] = []
    var filesToRemove: [String] = []

    /// - Parameters:
    ///   - tasks: every task of the changed list (active ones and the archived ones loaded).
    ///   - loadedSegments: the segments read for the command, by index in `manifest`, as they were.
    ///   - readSegment: reads another segment when newly cleared tasks are to join it.
    ///   - rewriting: loaded segments to write anew even if unchanged.
    init(
        tasks: [TodoTask], now: Instant, manifest original: ArchiveManifest,
        loadedSegments: [Int: [TodoTask]], readSegment: (Int) throws(StoreError) -> [TodoTask],
        rewriting: Set<Int> = []
    ) throws(StoreError) {
        // The common case, every time but when the auto-clear has work: no archive change, and
        // the active tasks kept as they are, without copying 10,000 of them.
        if loadedSegments.isEmpty, !tasks.contains(where: { $0.isCleared(at: now) }) {
            manifest = original
            active = Self.isSortedById(tasks) ? tasks : tasks.sorted(by: Self.byId)
            return
        }
        var origin: [Int: Int] = [:]
        for (index, segmentTasks) in loadedSegments {
            for task in segmentTasks { origin[task.id] = index }
        }
        var active: [TodoTask] = []
        var staying: [Int: [TodoTask]] = [:]
        var newlyCleared: [TodoTask] = []
        for task in tasks {
            if !task.isCleared(at: now) {
                active.append(task)
            } else if let index = origin[task.id] {
                staying[index, default: []].append(task)
            } else {
                newlyCleared.append(task)
            }
        }
        var rewritten: [Int: [TodoTask]] = [:]
        for (index, before) in loadedSegments {
            let after = (staying[index] ?? []).sorted(by: Self.byId)
            if after != before.sorted(by: Self.byId) || rewriting.contains(index) { rewritten[index] = after }
        }
        newlyCleared.sort(by: Self.byId)
        if !newlyCleared.isEmpty, let last = original.segments.indices.last {
            var content: [TodoTask]
            if let known = rewritten[last] ?? loadedSegments[last] {
                content = known
            } else {
                content = try readSegment(last)
            }
            let joining = min(max(0, ArchiveManifest.segmentCapacity - content.count), newlyCleared.count)
            if joining > 0 {
                content += newlyCleared.prefix(joining)
                newlyCleared.removeFirst(joining)
                rewritten[last] = content.sorted(by: Self.byId)
            }
        }

        manifest = original
        self.active = Self.isSortedById(active) ? active : active.sorted(by: Self.byId)
        var segments: [ArchiveManifest.Segment] = []
        for (index, segment) in original.segments.enumerated() {
            guard let content = rewritten[index] else {
                segments.append(segment)
                continue
            }
            filesToRemove.append(segment.file)
            if let written = addSegment(content) { segments.append(written) }
        }
        var remaining = newlyCleared[...]
        while !remaining.isEmpty {
            let chunk = Array(remaining.prefix(ArchiveManifest.segmentCapacity))
            remaining = remaining.dropFirst(chunk.count)
            if let written = addSegment(chunk) { segments.append(written) }
        }
        manifest.segments = segments
    }

    /// Whether any archive file changes.
    var touchesArchive: Bool { !segmentsToWrite.isEmpty || !filesToRemove.isEmpty }

    private mutating func addSegment(_ tasks: [TodoTask]) -> ArchiveManifest.Segment? {
        guard let first = tasks.first, let last = tasks.last else { return nil }
        let file = manifest.makeSegmentFileName()
        segmentsToWrite.append((file, tasks))
        return ArchiveManifest.Segment(file: file, count: tasks.count, lowestId: first.id, highestId: last.id)
    }

    private static func byId(_ lhs: TodoTask, _ rhs: TodoTask) -> Bool { lhs.id < rhs.id }

    private static func isSortedById(_ tasks: [TodoTask]) -> Bool {
        tasks.indices.dropFirst().allSatisfy { tasks[$0 - 1].id < tasks[$0].id }
    }
}
