/// What `add` is given: the fields a user types.
public struct TaskDraft: Hashable, Sendable {
    public var title: String
    public var details: String?
    public var deadline: Instant?
    public var location: Location?

    public init(title: String, details: String? = nil, deadline: Instant? = nil, location: Location? = nil) {
        self.title = title
        self.details = details
        self.deadline = deadline
        self.location = location
    }
}
