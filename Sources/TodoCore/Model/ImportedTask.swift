/// A task read from an import file or a calendar item: the task's fields as the record gives
/// them, and which of the store's own (id, uuid, creation and last change) it gives at all. Only
/// the title is sure to be there. The fields are read and written as the task's own
/// (`record.title`).
@dynamicMemberLookup
public struct ImportedTask: Hashable, Sendable {
    /// The fields the record gives; those it leaves out have their defaults.
    public var values: TodoTask
    /// The id to keep, if no task of the store ever had it.
    public var id: Int?
    /// The uuid that tells whether the record replaces a task of the store.
    public var uuid: String?
    /// When the task was made; the time of the import when missing.
    public var createdAt: Instant?
    /// When the task last changed where it comes from; nil when the record does not say.
    public var modifiedAt: Instant?
    /// The UID of the task's parent, as iCalendar names it (`RELATED-TO`): an import resolves
    /// it to the parent's id once every record has one (`TodoList.restore`); so does sync. A
    /// `parent` in `values` is an id: that of a record of the same file, else the store's.
    public var parentUID: String?
    /// The UIDs of the tasks it waits on (iCalendar's `RELATED-TO;RELTYPE=DEPENDS-ON`,
    /// taskwarrior's `depends`), resolved as `parentUID` is; `blockedBy` in `values` are ids.
    public var blockerUIDs: [String] = []

    /// A record of a task titled `title`, with every other field at its default.
    public init(title: String) {
        values = TodoTask(id: 1, uuid: "", title: title, createdAt: Self.unset, modifiedAt: Self.unset)
    }

    /// What the task's own id, creation and last change hold in `values`: the record's
    /// `id`, `createdAt` and `modifiedAt` say what it gives.
    private static let unset = Instant(secondsSince1970: 0)

    /// A record with the fields given.
    public init(
        id: Int? = nil, uuid: String? = nil, title: String, details: String? = nil, deadline: Instant? = nil,
        location: Location? = nil, createdAt: Instant? = nil, completedAt: Instant? = nil,
        modifiedAt: Instant? = nil, tags: [String] = [], project: String? = nil,
        priority: TaskPriority? = nil,
        remindBefore: Int? = TodoTask.defaultRemindBefore, remindedAt: Instant? = nil,
        userFields: [String: FieldValue] = [:]
    ) {
        values = TodoTask(
            id: 1, uuid: "", title: title, details: details, deadline: deadline, location: location,
            createdAt: Self.unset, completedAt: completedAt, modifiedAt: Self.unset, tags: tags,
            project: project,
            priority: priority, remindBefore: remindBefore, remindedAt: remindedAt, fields: userFields)
        self.id = id
        self.uuid = uuid
        self.createdAt = createdAt
        self.modifiedAt = modifiedAt
    }

    /// A field of the task the record gives.
    public subscript<Value>(dynamicMember field: WritableKeyPath<TodoTask, Value>) -> Value {
        get { values[keyPath: field] }
        set { values[keyPath: field] = newValue }
    }

    /// The value of `field` the record gives: the creation and last change from the record's
    /// own members, any other from `values`.
    public func value(of field: TaskField) -> FieldValue? {
        switch field.name {
        case TaskField.createdAt.name: return createdAt.map(FieldValue.date)
        case TaskField.modifiedAt.name: return modifiedAt.map(FieldValue.date)
        default: return field.value(in: values)
        }
    }

    /// Sets `field` to `value` (nil: the record does not give it), as `value(of:)` reads it.
    public mutating func set(_ value: FieldValue?, of field: TaskField) {
        switch field.name {
        case TaskField.createdAt.name: createdAt = value?.date
        case TaskField.modifiedAt.name: modifiedAt = value?.date
        default: field.set(value, in: &values)
        }
    }

    /// The task's uuid, or for a task without one, a uuid derived from its fields: the same
    /// record always gets the same uuid, so importing a file twice changes nothing.
    public var identity: String {
        uuid ?? UUIDText.derived(from: derivationText)
    }

    /// The fields that tell records apart. Those added since schema 3 (the repetition and the
    /// series of an occurrence among them) count only when set, so a file without them derives
    /// the uuids it always did.
    private var derivationText: String {
        var parts: [String?] = [
            id.map(String.init), values.title, values.details, values.deadline?.iso8601,
            values.location?.name,
            values.location?.address, createdAt?.iso8601, values.completedAt?.iso8601,
        ]
        if !values.tags.isEmpty { parts.append("tags " + values.tags.joined(by: " ")) }
        if let project = values.project { parts.append("project " + project) }
        if let priority = values.priority { parts.append("priority " + priority.rawValue) }
        if let parent = values.parent { parts.append("parent " + String(parent)) }
        if let parentUID { parts.append("parent " + parentUID) }
        if !values.blockedBy.isEmpty {
            parts.append("blocked by " + values.blockedBy.map(String.init).joined(separator: " "))
        }
        if !blockerUIDs.isEmpty { parts.append("blocked by " + blockerUIDs.joined(separator: " ")) }
        if let wait = values.wait { parts.append("wait " + wait.iso8601) }
        for note in values.notes { parts.append("note " + note.at.iso8601 + " " + note.text) }
        if let recurrence = values.recurrence {
            parts.append("recurrence " + FieldJSON.text(.recurrence(recurrence)))
        }
        if let series = values.occurrenceOf { parts.append("occurrence of " + series) }
        for name in values.fields.keys.sorted() {
            parts.append("field " + name + " " + (values.fields[name].map(FieldJSON.text) ?? ""))
        }
        return parts.map { $0.map { "\($0.utf8.count):\($0)" } ?? "-" }.joined(by: "|")
    }

    /// The task this record restores, with `id` and `uuid`; what the record leaves out takes
    /// its default (`createdAt`: `defaultCreatedAt`; `modifiedAt`: `defaultModifiedAt`, or when
    /// that is nil, the task's creation or completion).
    func task(
        id: Int, uuid: String, createdAt defaultCreatedAt: Instant, modifiedAt defaultModifiedAt: Instant?
    ) -> TodoTask {
        var task = values
        task.id = id
        task.uuid = uuid
        task.title = values.title.trimmed
        task.tags = TagList.normalized(values.tags)
        task.createdAt = createdAt ?? defaultCreatedAt
        task.modifiedAt =
            modifiedAt ?? defaultModifiedAt
            ?? TodoTask.defaultModifiedAt(createdAt: task.createdAt, completedAt: task.completedAt)
        return task
    }
}
