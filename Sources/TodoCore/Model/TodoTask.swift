/// One thing to do.
///
/// `TodoTask` rather than `Task`, which Swift's concurrency library already names.
public struct TodoTask: Hashable, Sendable {
    /// Short, stable, never reused in a store.
    public var id: Int
    /// Stable across export and import.
    public var uuid: String
    public var title: String
    /// The contract's `description` field.
    public var details: String?
    public var deadline: Instant?
    public var location: Location?
    public var createdAt: Instant
    public var completedAt: Instant?

    public init(
        id: Int, uuid: String, title: String, details: String? = nil, deadline: Instant? = nil,
        location: Location? = nil, createdAt: Instant, completedAt: Instant? = nil
    ) {
        self.id = id
        self.uuid = uuid
        self.title = title
        self.details = details
        self.deadline = deadline
        self.location = location
        self.createdAt = createdAt
        self.completedAt = completedAt
    }

    /// Completed once `completedAt` is set; otherwise overdue from the second its deadline is
    /// no longer in the future (a deadline equal to `now` is overdue, which is why `add` refuses
    /// it); otherwise pending.
    public func state(at now: Instant) -> TaskState {
        if completedAt != nil { return .completed }
        if let deadline, deadline <= now { return .overdue }
        return .pending
    }

    public var isCompleted: Bool { completedAt != nil }

    /// Whether the 24-hour auto-clear has taken the task out of every listing at `now`.
    public func isCleared(at now: Instant) -> Bool {
        guard let completedAt else { return false }
        return completedAt <= now - AutoClear.retentionSeconds
    }
}
