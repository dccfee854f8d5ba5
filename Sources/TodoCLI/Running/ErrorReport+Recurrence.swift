import TodoCore

/// The messages of the refusals of repeating tasks; `ErrorReport.init` decides their exit codes
/// with every other error's (3: an invalid value).
extension ErrorReport {
    static func repetitionMessage(_ error: TaskError, now: Instant, zone: ZoneRules) -> String {
        switch error {
        case .untilBeforeDeadline(let until, let deadline):
            return "the repetition would end (--until " + DateDisplay.absolute(until, now: now, zone: zone)
                + ") before its deadline " + DateDisplay.absolute(deadline, now: now, zone: zone)
                + ": no occurrence would be left"
        case .cannotRepeat(let id, let reason):
            return "task \(id) " + refusal(reason)
        default:
            return ""
        }
    }

    private static func refusal(_ reason: RepetitionRefusal) -> String {
        switch reason {
        case .notRepeating:
            return "does not repeat: give it a rule with --every (see 'todo help every')"
        case .notInterpreted:
            return "repeats by a rule todo does not interpret (see 'todo show'): it does not move on here"
        case .completed:
            return "is completed: it has no occurrence to skip (reopen it with 'todo uncomplete')"
        case .lastOccurrence:
            return "has no occurrence after this one (its repetition ends): complete or delete it"
        case .needsDeadline:
            return "repeats, so it keeps a deadline: end the repetition with --no-every first"
        }
    }
}
