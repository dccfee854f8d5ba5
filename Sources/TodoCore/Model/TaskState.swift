/// The state of a task, derived from its fields and the current time; never stored.
public enum TaskState: String, CaseIterable, Sendable {
    case pending
    case overdue
    case completed
}
