import TodoCore

/// `remind --watch`: delivers what is due, then sleeps until the next reminder, a change to the
/// store, or SIGINT or SIGTERM, and again, until a signal ends it (exit 0). Each round is the
/// same `deliverDueReminders` that `todo remind` runs, so a watch and a timer together still
/// deliver each reminder once. A store that cannot be read is a warning, and the watch waits
/// for it to change.
struct ReminderWatch {
    let context: CommandContext
    let notify: Bool

    /// The longest sleep, in real seconds: a suspended machine's sleeping timers do not see
    /// the hours it was off, so the clock is looked at again at least once a minute.
    static let longestSleep = 60.0

    func run() throws {
        let clock = try context.clock.running(context.environment)
        let files = try context.store.watchedFiles()
        try context.store.makeFolder()
        let watch: StoreWatcher.Watch
        do {
            watch = try context.reminderServices.watcher.start(files.folder, files.names)
        } catch {
            throw StoreError.unreadable(path: files.folder, reason: "cannot watch it: " + error.reason)
        }
        defer { watch.close() }
        context.errors.writeLine(
            "Watching \(TerminalText.escaped(context.store.path)) for reminders; Ctrl-C or SIGTERM ends")
        let announcer = ReminderAnnouncer(context: context, notify: notify, jsonLines: true)
        var lastProblem: String?
        while true {
            let now = clock.now
            var next: Instant?
            do {
                let round = try context.store.deliverDueReminders(now: now)
                announcer.announce(round.delivered, now: now)
                next = round.next
                lastProblem = nil
            } catch {
                let report = ErrorReport(error, now: now, zone: context.zone)
                if report.message != lastProblem {
                    context.errors.writeLine("todo: warning: " + report.message + "; waiting for a change")
                }
                lastProblem = report.message
            }
            context.output.flush()
            context.errors.flush()
            let sleep = min(next.map(clock.realSeconds(until:)) ?? Self.longestSleep, Self.longestSleep)
            if watch.wait(sleep) == .stopped { return }
        }
    }
}
