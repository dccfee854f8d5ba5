/// The fields of a task that sync carries, compares and merges: all but the id (each store's
/// own), the uuid (the item's UID) and the times of creation and of the last change.
struct SyncFields: Hashable, Sendable {
    var title: String
    var details: String?
    var deadline: Instant?
    var location: Location?
    var completedAt: Instant?
    var tags: [String]
    var project: String?
    var priority: TaskPriority?
    var remindBefore: Int?
    var remindedAt: Instant?

    init(_ task: TodoTask) {
        title = task.title
        details = task.details?.nonEmpty
        deadline = task.deadline
        location = task.location
        completedAt = task.completedAt
        tags = task.tags
        project = task.project
        priority = task.priority
        remindBefore = task.remindBefore
        remindedAt = task.remindedAt
    }

    /// The fields of a task read from an item, as the store would hold them.
    init(_ record: ImportedTask) {
        self.init(record.task(id: 1, uuid: "", createdAt: Instant(secondsSince1970: 0), modifiedAt: nil))
    }

    /// The names of the fields that differ, as `todo` calls them.
    func differences(from other: SyncFields) -> [String] {
        var names: [String] = []
        if title != other.title { names.append("title") }
        if details != other.details { names.append("description") }
        if deadline != other.deadline { names.append("deadline") }
        if location != other.location { names.append("location") }
        if (completedAt == nil) != (other.completedAt == nil) {
            names.append(completedAt == nil ? "uncompleted" : "completed")
        }
        if tags != other.tags { names.append("tags") }
        if project != other.project { names.append("project") }
        if priority != other.priority { names.append("priority") }
        if remindBefore != other.remindBefore { names.append("reminder") }
        return names
    }

    /// A 64-bit FNV-1a hash of every field: what the sync state keeps of a task as it was when
    /// it was last in step with the server, to tell whether it changed since.
    var fingerprint: UInt64 {
        var hash = Fingerprint()
        hash.add(title)
        hash.add(details)
        hash.add(deadline)
        hash.add(location?.name)
        hash.add(location?.address)
        hash.add(completedAt)
        hash.add(tags.joined(separator: "\u{1}"))
        hash.add(project)
        hash.add(priority?.rawValue)
        hash.add(remindBefore.map(String.init))
        hash.add(remindedAt)
        return hash.value
    }
}

/// FNV-1a over length-prefixed fields, so that no two different lists of fields hash alike by
/// construction (only by chance, one in 2⁶⁴).
private struct Fingerprint {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String?) {
        guard let text else { return byte(0) }
        byte(1)
        for shift in stride(from: 0, to: 64, by: 8) {
            byte(UInt8(truncatingIfNeeded: text.utf8.count >> shift))
        }
        for unit in text.utf8 { byte(unit) }
    }

    mutating func add(_ instant: Instant?) {
        add(instant.map { String($0.secondsSince1970) })
    }

    private mutating func byte(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }
}

extension SyncFields {
    /// A task holding these fields.
    func task(id: Int, uuid: String, createdAt: Instant, modifiedAt: Instant) -> TodoTask {
        TodoTask(
            id: id, uuid: uuid, title: title, details: details, deadline: deadline, location: location,
            createdAt: createdAt, completedAt: completedAt, modifiedAt: modifiedAt, tags: tags,
            project: project,
            priority: priority, remindBefore: remindBefore, remindedAt: remindedAt)
    }
}
