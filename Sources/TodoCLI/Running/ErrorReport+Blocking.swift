import TodoCore

extension ErrorReport {
    /// The refusals of waiting and blocking: an unknown task to wait on (exit 4), a wait that
    /// goes round in a circle, a wait not in the future or after the deadline (exit 3).
    static func planningMessage(_ error: TaskError, now: Instant, zone: ZoneRules) -> String {
        switch error {
        case .blockerNotFound(let id):
            return "there is no task \(id) to wait on; 'todo list' shows the ids"
        case .blockCycle(let id, let blocker, _) where id == blocker:
            return "task \(id) cannot be blocked by itself"
        case .blockCycle(let id, let blocker, let path):
            let circle = ([id] + path).map(String.init).joined(by: " → ")
            return "task \(id) cannot be blocked by task \(blocker), which waits on it: \(circle)"
        case .waitNotInFuture(let wait, let refusedAt):
            return "the wait " + DateDisplay.dated(wait, now: now, zone: zone, showsClock: false) + " is "
                + (wait < refusedAt ? "in the past" : "not in the future")
        case .waitAfterDeadline(let wait, let deadline):
            return "the wait " + DateDisplay.dated(wait, now: now, zone: zone, showsClock: false)
                + " is after the deadline "
                + DateDisplay.dated(deadline, now: now, zone: zone, showsClock: false)
        default:
            return ""
        }
    }
}
