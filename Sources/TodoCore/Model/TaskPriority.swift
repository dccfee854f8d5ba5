/// How much a task matters next to the others; most tasks have none.
public enum TaskPriority: String, CaseIterable, Hashable, Sendable {
    case high
    case medium
    case low
}
