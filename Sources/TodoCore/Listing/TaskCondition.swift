/// A filter word `is:WORD`: what a task must be, worked out from the clock and the other tasks.
enum TaskCondition: String, CaseIterable, Sendable {
    /// Open, waiting on an open task.
    case blocked
    /// Open, neither blocked nor waiting (`TaskReadiness.isReady`).
    case ready
    /// Open, with a wait later than now.
    case waiting
    /// It repeats: it has a repetition.
    case repeating

    func holds(for task: some FilterableTask, _ readiness: TaskReadiness) -> Bool {
        switch self {
        case .blocked: return readiness.isBlocked(task.id)
        case .ready: return readiness.isReady(task)
        case .waiting: return readiness.isWaiting(task)
        case .repeating: return task.isRepeating
        }
    }
}
