/// A task read from an import file: only the title is sure to be there.
public struct ImportedTask: Hashable, Sendable {
    /// The id to keep, if no task of the store ever had it.
    public var id: Int?
    /// The uuid that tells whether the record replaces a task of the store.
    public var uuid: String?
    /// The only field a record must have.
    public var title: String
    /// The contract's `description` field.
    public var details: String?
    /// The deadline, which may lie in the past: an import is a restore.
    public var deadline: Instant?
    /// Where the task happens.
    public var location: Location?
    /// When the task was made; the time of the import when missing.
    public var createdAt: Instant?
    /// When the task was completed, if it was.
    public var completedAt: Instant?

    /// A record with the fields given.
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
