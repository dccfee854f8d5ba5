/// Which sections `list` shows.
public enum ListFilter: String, CaseIterable, Sendable {
    case all
    case pending
    case overdue
    case completed
    /// The open tasks that wait (`TaskReadiness.isWaiting`): always pending.
    case waiting

    @inlinable func includes(_ state: TaskState) -> Bool {
        switch self {
        case .all: return true
        case .waiting: return state != .completed
        case .pending: return state == .pending
        case .overdue: return state == .overdue
        case .completed: return state == .completed
        }
    }
}
