/// Writes tasks as `task export` does and `task import` reads: a JSON array, one task object
/// a line, dates as `20261201T153000Z`.
///
/// The title is `description` and the description one annotation (taskwarrior shows them in
/// every report); tags, project, priority (`H`, `M`, `L`) and `modified` are taskwarrior's own;
/// the location goes in the user-defined attributes `location` and `address`, the reminder in
/// `reminder` (a duration before the deadline, `PT10M`) and `reminded` (when it was delivered).
/// Taskwarrior needs a UUID: a task whose uuid is not one (an iCalendar UID such as
/// `5214…@host`) gets a UUID made from it, and keeps its own in `uid`, which `import` reads back.
public struct TaskwarriorEncoder: TaskEncoder {
    private var isFirst = true

    /// An encoder of one array.
    public init() {}

    /// `[`.
    public mutating func writeHeader(into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "["))
    }

    /// The task as one object on a line of its own.
    public mutating func write(_ task: TodoTask, into bytes: inout [UInt8]) {
        var writer = JSONWriter(capacity: 400)
        writer.raw(isFirst ? "\n{" : ",\n{")
        isFirst = false
        let uuid = task.uuid
        let isUUID = Self.isTaskwarriorUUID(uuid)
        writer.key("uuid")
        writer.string(isUUID ? uuid : UUIDText.derived(from: "taskwarrior|" + uuid))
        writer.raw(",")
        writer.key("description")
        writer.string(task.title)
        writer.raw(",")
        writer.key("status")
        writer.string(task.isCompleted ? "completed" : "pending")
        date("entry", task.createdAt, &writer)
        date("modified", task.modifiedAt, &writer)
        if let completedAt = task.completedAt { date("end", completedAt, &writer) }
        if let deadline = task.deadline { date("due", deadline, &writer) }
        if let details = task.details?.nonEmpty {
            writer.raw(",")
            writer.key("annotations")
            writer.raw("[{")
            writer.key("entry")
            writer.string(TaskwarriorDate.text(task.createdAt))
            writer.raw(",")
            writer.key("description")
            writer.string(details)
            writer.raw("}]")
        }
        if let location = task.location {
            string("location", location.name, &writer)
            if let address = location.address { string("address", address, &writer) }
        }
        if !task.tags.isEmpty {
            writer.raw(",")
            writer.key("tags")
            writer.raw("[")
            for (index, tag) in task.tags.enumerated() {
                if index > 0 { writer.raw(",") }
                writer.string(tag)
            }
            writer.raw("]")
        }
        if let project = task.project { string("project", project, &writer) }
        if let priority = task.priority { string("priority", Self.letter(of: priority), &writer) }
        if let remindBefore = task.remindBefore {
            string("reminder", ICalendarDuration.text(Int64(remindBefore)), &writer)
        }
        if let remindedAt = task.remindedAt { date("reminded", remindedAt, &writer) }
        if !isUUID { string("uid", uuid, &writer) }
        writer.raw("}")
        bytes.append(contentsOf: writer.bytes)
    }

    /// `]`.
    public mutating func writeFooter(into bytes: inout [UInt8]) {
        bytes.append(contentsOf: (isFirst ? "]\n" : "\n]\n").utf8)
    }

    private func date(_ key: StaticString, _ instant: Instant, _ writer: inout JSONWriter) {
        string(key, TaskwarriorDate.text(instant), &writer)
    }

    private func string(_ key: StaticString, _ value: String, _ writer: inout JSONWriter) {
        writer.raw(",")
        writer.key(key)
        writer.string(value)
    }

    static func letter(of priority: TaskPriority) -> String {
        switch priority {
        case .high: return "H"
        case .medium: return "M"
        case .low: return "L"
        }
    }

    /// Whether taskwarrior takes `uuid` as it is: 8-4-4-4-12 lower-case hexadecimal digits.
    static func isTaskwarriorUUID(_ uuid: String) -> Bool {
        let bytes = Array(uuid.utf8)
        guard bytes.count == 36 else { return false }
        return bytes.enumerated().allSatisfy { index, byte in
            [8, 13, 18, 23].contains(index)
                ? byte == 0x2D : (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x66)
        }
    }
}
