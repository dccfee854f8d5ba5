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
        let read = try LogFile.readSummaries(files, readTask: TaskSummaryReader.read)
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
