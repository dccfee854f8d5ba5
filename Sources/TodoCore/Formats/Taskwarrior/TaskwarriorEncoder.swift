/// Writes tasks as `task export` does and `task import` reads: a JSON array, one task object
/// a line, dates as `20261201T153000Z`.
///
/// Each field's declaration says which attributes hold it (`TaskwarriorCarriage`, filled in
/// `Schema/Fields`; the README's "Other formats" lists them): taskwarrior's own where it has
/// one, user-defined attributes for the others, the attribute of its name for a field of
/// one's own.
///
/// Taskwarrior needs a UUID: a task whose uuid is not one (an iCalendar UID such as
/// `5214…@host`) gets a UUID made from it, and keeps its own in `uid`, which `import` reads back.
public struct TaskwarriorEncoder: TaskEncoder {
    private var isFirst = true
    /// Each field of the schema writing its attributes, in their order, and whether it comes
    /// after the status. A step holds its field, so that writing a task copies no declaration.
    private let steps: [(afterStatus: Bool, write: @Sendable (TodoTask, inout JSONWriter) -> Void)]

    /// An encoder of one array of tasks with the fields of `schema`; `tasks` are the tasks
    /// others name (`depends`), by id and uuid.
    public init(schema: TaskSchema = .standard, tasks: TaskIdentities = TaskIdentities()) {
        steps = schema.taskwarriorFields.map { field in
            let write = field.taskwarrior.write
            return (
                field.taskwarrior.order > TaskwarriorCarriage.statusOrder, { write(field, $0, tasks, &$1) }
            )
        }
    }

    /// `[`.
    public mutating func writeHeader(into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "["))
    }

    /// The task as one object on a line of its own: its uuid and its status (which every
    /// taskwarrior task has), then each field's attributes (`TaskwarriorCarriage`), then the
    /// iCalendar UID that is not a UUID.
    public mutating func write(_ task: TodoTask, into bytes: inout [UInt8]) {
        var writer = JSONWriter(capacity: 400)
        writer.raw(isFirst ? "\n{" : ",\n{")
        isFirst = false
        let uuid = task.uuid
        let isUUID = Self.isTaskwarriorUUID(uuid)
        writer.key("uuid")
        writer.string(Self.taskwarriorUUID(uuid))
        var wroteStatus = false
        for step in steps {
            if !wroteStatus, step.afterStatus {
                Self.writeStatus(of: task, &writer)
                wroteStatus = true
            }
            step.write(task, &writer)
        }
        if !wroteStatus { Self.writeStatus(of: task, &writer) }
        if !isUUID {
            writer.raw(",")
            writer.key("uid")
            writer.string(uuid)
        }
        writer.raw("}")
        bytes.append(contentsOf: writer.bytes)
    }

    private static func writeStatus(of task: TodoTask, _ writer: inout JSONWriter) {
        writer.raw(",")
        writer.key("status")
        writer.string(task.isCompleted ? "completed" : "pending")
    }

    /// `]`.
    public mutating func writeFooter(into bytes: inout [UInt8]) {
        bytes.append(contentsOf: (isFirst ? "]\n" : "\n]\n").utf8)
    }

    /// The uuid taskwarrior knows the task `uuid` by: it, or for one that is not a UUID, a
    /// UUID made from it.
    static func taskwarriorUUID(_ uuid: String) -> String {
        isTaskwarriorUUID(uuid) ? uuid : UUIDText.derived(from: "taskwarrior|" + uuid)
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
