/// A task read from an import file: only the title is sure to be there.
public struct ImportedTask: Hashable, Sendable {
    /// The id to keep, if no task of the store ever had it.
    public var id: Int?
    /// The uuid that tells whether the record replaces a task of the store.
    public var uuid: String?
    /// The only field a record must have.
    public var title: String
    /// The task object's `description` field (`todo help json`).
    public var details: String?
    /// The deadline, which may lie in the past: an import is a restore.
    public var deadline: Instant?
    /// Where the task happens.
    public var location: Location?
    /// When the task was made; the time of the import when missing.
    public var createdAt: Instant?
    /// When the task was completed, if it was.
    public var completedAt: Instant?
    /// When the task last changed where it comes from; nil when the record does not say.
    public var modifiedAt: Instant?
    /// The tags as the record lists them.
    public var tags: [String]
    /// The project, if the record names one.
    public var project: String?
    /// The priority, if the record gives one.
    public var priority: TaskPriority?
    /// Seconds before the deadline to remind, or nil for no reminder.
    public var remindBefore: Int?
    /// When the reminder was delivered, if it was.
    public var remindedAt: Instant?

    /// A record with the fields given.
    public init(
        id: Int? = nil, uuid: String? = nil, title: String, details: String? = nil, deadline: Instant? = nil,
        location: Location? = nil, createdAt: Instant? = nil, completedAt: Instant? = nil,
        modifiedAt: Instant? = nil, tags: [String] = [], project: String? = nil,
        priority: TaskPriority? = nil,
        remindBefore: Int? = TodoTask.defaultRemindBefore, remindedAt: Instant? = nil
    ) {
        self.modifiedAt = modifiedAt
        self.tags = tags
        self.project = project
        self.priority = priority
        self.remindBefore = remindBefore
        self.remindedAt = remindedAt
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

    /// The fields that tell records apart. Those that schema 3 added count only when set, so a
    /// file without them derives the uuids it always did.
    private var derivationText: String {
        var parts: [String?] = [
            id.map(String.init), title, details, deadline?.iso8601, location?.name, location?.address,
            createdAt?.iso8601, completedAt?.iso8601,
        ]
        if !tags.isEmpty { parts.append("tags " + tags.joined(separator: " ")) }
        if let project { parts.append("project " + project) }
        if let priority { parts.append("priority " + priority.rawValue) }
        return parts.map { $0.map { "\($0.utf8.count):\($0)" } ?? "-" }.joined(separator: "|")
    }

    /// The task this record restores, with `id` and `uuid`; what the record leaves out takes
    /// its default (`createdAt`: `defaultCreatedAt`; `modifiedAt`: `defaultModifiedAt`, or when
    /// that is nil, the task's creation or completion).
    func task(
        id: Int, uuid: String, createdAt defaultCreatedAt: Instant, modifiedAt defaultModifiedAt: Instant?
    )
        -> TodoTask
    {
        TodoTask(
            id: id, uuid: uuid, title: title.trimmed, details: details, deadline: deadline,
            location: location,
            createdAt: createdAt ?? defaultCreatedAt, completedAt: completedAt,
            modifiedAt: modifiedAt ?? defaultModifiedAt, tags: TagList.normalized(tags), project: project,
            priority: priority, remindBefore: remindBefore, remindedAt: remindedAt)
    }
}
