/// Which sections `list` shows.
public enum ListFilter: String, CaseIterable, Sendable {
    case all
    case pending
    case overdue
    case completed

    @inlinable func includes(_ state: TaskState) -> Bool {
        switch self {
        case .all: return true
        case .pending: return state == .pending
        case .overdue: return state == .overdue
        case .completed: return state == .completed
        }
    }
}
