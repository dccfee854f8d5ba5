/// A task read from an import file: only the title is sure to be there.
public struct ImportedTask: Hashable, Sendable {
    public var id: Int?
    public var uuid: String?
    public var title: String
    public var details: String?
    public var deadline: Instant?
    public var location: Location?
    public var createdAt: Instant?
    public var completedAt: Instant?

    public init(
        id: Int? = nil, uuid: String? = nil, title: String, details: String? = nil, deadline: Instant? = nil,
        location: Location? = nil, createdAt: Instant? = nil, completedAt: Instant? = nil
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

    /// The task's uuid, or for a task without one, a uuid derived from its fields: the same
    /// record always gets the same uuid, so importing a file twice changes nothing.
    public var identity: String {
        uuid ?? UUIDText.derived(from: derivationText)
    }

    private var derivationText: String {
        let parts: [String?] = [
            id.map(String.init), title, details, deadline?.iso8601, location?.name, location?.address,
            createdAt?.iso8601, completedAt?.iso8601,
        ]
        return parts.map { $0.map { "\($0.utf8.count):\($0)" } ?? "-" }.joined(separator: "|")
    }
}
