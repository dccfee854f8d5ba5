extension TodoStore {
    /// The active tasks as reminder summaries, and since when the store has had reminders:
    /// enough to tell whether a reminder is due, read without the lock and without decoding any
    /// text. A store that does not exist yet has none.
    public func readReminders() throws(StoreError) -> ReminderSummaries {
        let files = try StoreFiles(resolving: path)
        let read = try LogFile.readSummaries(files, readTask: ReminderSummaryReader.read)
        guard let contents = read else {
            return ReminderSummaries(tasks: [], goals: GoalHistory(), start: .always)
        }
        return ReminderSummaries(
            tasks: contents.tasks, goals: contents.goals,
            start: ReminderStart(recorded: contents.remindersSince, version: contents.version))
    }

    /// The folder that holds the store file (links followed) and the names there of the files
    /// a change writes (the main file and its log): what `remind --watch` watches.
    public func watchedFiles() throws(StoreError) -> (folder: String, names: [String]) {
        let files = try StoreFiles(resolving: path)
        return (files.store.directory.string, [files.store.lastComponent, files.log.lastComponent])
    }
}

/// What one round of `remind` did: the reminders it delivered, and when the next one is due.
public struct ReminderRound: Sendable {
    /// The reminders delivered, earliest first.
    public let delivered: [Reminder]
    /// The earliest reminder still to come, as the store was read before delivering.
    public let next: Instant?
}

extension TodoStore {
    /// Delivers every reminder due at `now`, the tasks' and today's goal's (today in the store's
    /// zone), each exactly once however many `todo remind` run at once: a cheap read without the lock first (nearly always nothing is due), and only
    /// when something is, the lock, a decision again under it, and the record of each delivery
    /// written with the change. A store of an older schema is written once, to record when it
    /// gained reminders.
    public func deliverDueReminders(now: Instant) throws -> ReminderRound {
        let today = zone.localDateTime(at: now).date
        let summaries = try readReminders()
        let next = summaries.nextReminder(after: now, today: today)
        guard summaries.start == .notYet || summaries.anyDue(at: now, today: today) else {
            return ReminderRound(delivered: [], next: next)
        }
        let delivered = try update(now: now) { list in list.deliverDueReminders(now: now, today: today) }
        return ReminderRound(delivered: delivered, next: next)
    }
}

extension TodoStore {
    /// Makes the folder the store lives in (mode 0700), if it is missing, without making the
    /// store: `remind --watch` watches the folder before any task is added.
    public func makeFolder() throws(StoreError) {
        let files = try StoreFiles(resolving: path)
        do {
            try FileSystem.createDirectories(files.store.directory)
        } catch {
            throw .notWritable(path: files.store.directory.string, reason: error.reason)
        }
    }
}
