/// What `edit` changes: only the fields named, everything else stays.
public struct TaskChanges: Hashable, Sendable {
    /// A field to leave alone, set, or clear.
    public enum Change<Value: Hashable & Sendable>: Hashable, Sendable {
        case keep
        case set(Value)
        case clear
    }

    /// Marks a task completed now, or not completed.
    public enum Completion: Hashable, Sendable {
        case complete
        case uncomplete
    }

    /// A new title, or nil to keep it.
    public var title: String?
    /// The description.
    public var details: Change<String> = .keep
    /// The deadline; a new one must be later than now.
    public var deadline: Change<Instant> = .keep
    /// Sets the location's name (creating the location if there is none) or removes the location.
    public var locationName: Change<String> = .keep
    /// Sets or clears the address; setting one on a task without a location names it by the address.
    public var address: Change<String> = .keep
    /// Completes or reopens the task, or nil to leave its state alone.
    public var completion: Completion?
    /// Tags to add and to remove (compared ignoring case); removing comes after adding.
    public var addedTags: [String] = []
    /// Tags to remove, after `addedTags` are added.
    public var removedTags: [String] = []
    /// The project.
    public var project: Change<String> = .keep
    /// The priority.
    public var priority: Change<TaskPriority> = .keep
    /// Sets the seconds before the deadline to remind, or clears the reminder.
    public var remindBefore: Change<Int> = .keep

    /// No change: set the fields to change.
    public init() {}

    /// Whether no field is named.
    public var isEmpty: Bool { self == TaskChanges() }
}
