extension TodoStore {
    /// The progress chart of the `period` that holds today: the tasks completed each day, the
    /// archived ones included (from each segment's `CompletionRecord`), and every day's goal.
    /// Takes no lock, like every read.
    public func readProgress(_ period: ProgressPeriod, now: Instant, zone: ZoneRules) throws(StoreError)
        -> ProgressReport
    {
        let today = zone.localDateTime(at: now).date
        let span = period.days(around: today)
        var tally = CompletionTally(from: span.from, to: span.to, zone: zone)
        let files = try StoreFiles(resolving: path)
        let read = try LogFile.readFolding(
            files,
            readMain: {
                () throws(StoreError) -> (main: StoreDocumentReader.Contents<TaskSummary>, generation: Int)?
                in
                guard let (bytes, _) = try StoreSnapshot.readFile(files.store) else { return nil }
                do throws(StoreCodec.Failure) {
                    let contents = try StoreCodec.decoding(bytes) { reader in
                        try StoreDocumentReader.read(&reader, kind: .main, readsGoals: true) {
                            (reader: inout JSONReader) throws(JSONError) in
                            try TaskSummaryReader.read(&reader)
                        }
                    }
                    return (contents, contents.generation)
                } catch {
                    throw error.storeError(path: files.store.string)
                }
            },
            fold: { contents, log, bytes throws(StoreError) in
                // Only the instants of the log's tasks are read, not their text: no span is kept.
                var tasks = LoggedTasks<TaskSummary>()
                var members = LogMembers()
                try LogFile.fold(
                    log, in: bytes.buffer, path: files.log.string, readTask: TaskSummaryReader.read,
                    tasks: &tasks,
                    members: &members)
                contents.tasks = tasks.folded(contents.tasks)
                if let goals = members.goals { contents.goals = goals }
            })
        guard let contents = read else {
            return ProgressReport(period: period, today: today, goals: GoalHistory(), tally: tally)
        }
        for task in contents.tasks {
            if let completedAt = task.completedAt { tally.count(completedAt) }
        }
        var reader = SegmentCompletions()
        for segment in contents.archive.segments {
            try reader.forEachCompletion(in: files.segment(segment.file)) {
                tally.count(secondsSince1970: $0)
            }
        }
        var goals = contents.goals
        // Every goal after the archive's last date is in the main file.
        if let archive = contents.goalArchive, archive.through >= span.from {
            goals = try GoalArchive.merged(archive, goals, files: files)
        }
        return ProgressReport(period: period, today: today, goals: goals, tally: tally)
    }
}
