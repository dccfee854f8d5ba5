import TodoCore

/// The messages of `snooze`'s refusals; `ErrorReport.init` decides their exit code with every
/// other error's (3: an invalid value).
extension ErrorReport {
    static func message(_ error: SnoozeError, now: Instant, zone: ZoneRules) -> String {
        switch error {
        case .completed(let id):
            return
                "task \(id) is completed: there is no deadline to put off (reopen it with 'todo uncomplete')"
        case .noDeadline(let id):
            return "task \(id) has no deadline to move: give it one with --to WHEN"
        case .stillPast(let id, let deadline):
            return "task \(id) would still be overdue (due "
                + DateDisplay.absolute(deadline, now: now, zone: zone)
                + "): snooze it without --by to move it to its next time in the future, or use --to"
        case .notInFuture(let deadline):
            return "the deadline " + DateDisplay.absolute(deadline, now: now, zone: zone)
                + " is in the past: --to takes a time in the future"
        }
    }
}
