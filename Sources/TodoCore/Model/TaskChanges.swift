/// What `edit` changes: only the fields named, everything else stays.
public struct TaskChanges: Hashable, Sendable {
    /// A field to leave alone, set, or clear.
    public enum Change<Value: Hashable & Sendable>: Hashable, Sendable {
        case keep
        case set(Value)
        case clear
    }

    public enum Completion: Hashable, Sendable {
        case complete
        case uncomplete
    }

    public var title: String?
    public var details: Change<String> = .keep
    public var deadline: Change<Instant> = .keep
    /// Sets the location's name (creating the location if there is none) or removes the location.
    public var locationName: Change<String> = .keep
    /// Sets or clears the address; setting one on a task without a location names it by the address.
    public var address: Change<String> = .keep
    public var completion: Completion?
    /// Tags to add and to remove (compared ignoring case); removing comes after adding.
    public var addedTags: [String] = []
    public var removedTags: [String] = []
    public var project: Change<String> = .keep
    public var priority: Change<TaskPriority> = .keep
    /// Sets the seconds before the deadline to remind, or clears the reminder.
    public var remindBefore: Change<Int> = .keep

    public init() {}

    public var isEmpty: Bool { self == TaskChanges() }
}
