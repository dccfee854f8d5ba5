/// One taskwarrior task object as `todo` reads it: its uuid, its status, and the attributes
/// the schema's fields read (each field's carriage reads its own: `TaskwarriorCarriage`).
/// An attribute that is neither taskwarrior's own nor a field's is a field of one's own the
/// store does not declare, read as text.
struct TaskwarriorObject {
    enum Status {
        case pending, completed, deleted, recurring
    }

    var uuid: String?
    /// The iCalendar UID of a task whose uuid is not a UUID (see `TaskwarriorEncoder`).
    var uid: String?
    /// For an instance of a recurring task, the uuid of its template.
    var parent: String?
    var status = Status.pending
    /// The values of the fields' attributes, by attribute.
    var attributes: [String: FieldValue] = [:]
    /// The attributes no field reads, as text, in the order of the object.
    var undeclared: [(name: String, text: String)] = []
    /// The time of the import: a completion that says no time.
    let now: Instant
    /// The zone of the import: a repetition's.
    let zone: String

    /// The object at the reader; `fields` are the fields' carriages by attribute.
    static func read(_ reader: inout JSONReader, fields: TaskwarriorFields, now: Instant, zone: String)
        throws(JSONError) -> TaskwarriorObject
    {
        guard try reader.peekKind() == .object else { throw reader.typeMismatch(expected: "a task object") }
        var object = TaskwarriorObject(now: now, zone: zone)
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "uuid": object.uuid = try TaskwarriorValue.string(&reader, key)
            case "uid": object.uid = try TaskwarriorValue.string(&reader, key)
            case "parent": object.parent = try TaskwarriorValue.string(&reader, key)
            case "status": object.status = try status(&reader)
            default:
                if let field = fields.owners[key] {
                    object.attributes[key] = try field.taskwarrior.read(key, &reader)
                } else if !TaskwarriorCarriage.taskwarriorAttributes.contains(key),
                    FieldDeclaration.isAvailableName(key)
                {
                    if let text = try undeclaredText(&reader) { object.undeclared.append((key, text)) }
                } else {
                    try reader.skipValue()
                }
            }
        }
        return object
    }

    /// The task, or an error at the object's start for a missing description.
    func task(fields: TaskwarriorFields, reader: borrowing JSONReader, start: Int) throws(JSONError)
        -> ImportedTask
    {
        var task = ImportedTask(title: "")
        for field in fields.ordered { field.taskwarrior.finish(field, self, &task) }
        guard !task.title.isEmpty else { throw reader.error("a task has no \"description\"", at: start) }
        task.uuid = uid?.nonEmpty ?? uuid?.nonEmpty
        for (name, text) in undeclared where task.fields[name] == nil { task.fields[name] = .text(text) }
        return task
    }

    /// A string or a number, as text; nil (the attribute skipped) for anything else.
    private static func undeclaredText(_ reader: inout JSONReader) throws(JSONError) -> String? {
        switch try reader.peekKind() {
        case .string, .number:
            return try TaskwarriorValue.scalar(&reader, "")?.trimmed.nonEmpty
        default:
            try reader.skipValue()
            return nil
        }
    }

    private static func status(_ reader: inout JSONReader) throws(JSONError) -> Status {
        switch try TaskwarriorValue.string(&reader, "status") {
        case "pending", "waiting", nil: return .pending
        case "completed": return .completed
        case "deleted": return .deleted
        case "recurring": return .recurring
        default: throw reader.error("\"status\" must be pending, completed, deleted, recurring or waiting")
        }
    }
}

/// Taskwarrior's dates: `20261201T153000Z`.
enum TaskwarriorDate {
    static func instant(_ text: String) -> Instant? {
        let bytes = Array(text.utf8)
        if bytes.count == 16, bytes[8] == 0x54, bytes[15] == 0x5A {
            var iso = Array(bytes[0..<4]) + [0x2D] + Array(bytes[4..<6]) + [0x2D] + Array(bytes[6..<8])
            iso +=
                [0x54] + Array(bytes[9..<11]) + [0x3A] + Array(bytes[11..<13]) + [0x3A]
                + Array(bytes[13..<15])
            iso.append(0x5A)
            return Instant(iso8601UTC: String(decoding: iso, as: UTF8.self))
        }
        return Instant(iso8601UTC: text)
    }

    static func text(_ instant: Instant) -> String {
        ICalendarTime.utcText(instant)
    }
}
