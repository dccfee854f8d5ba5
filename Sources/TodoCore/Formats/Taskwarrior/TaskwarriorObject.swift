/// The fields of one taskwarrior task object that `todo` reads.
struct TaskwarriorObject {
    enum Status {
        case pending, completed, deleted, recurring
    }

    var uuid: String?
    var description: String?
    var status = Status.pending
    var entry: Instant?
    var modified: Instant?
    var end: Instant?
    var due: Instant?
    var annotations: [(entry: Instant?, text: String)] = []
    var location: String?
    var address: String?
    /// The iCalendar UID of a task whose uuid is not a UUID (see `TaskwarriorEncoder`).
    var uid: String?
    var tags: [String] = []
    var project: String?
    var priority: TaskPriority?
    /// The `reminder` attribute: a duration such as `PT10M`.
    var reminder: Int?
    var reminded: Instant?

    static func read(_ reader: inout JSONReader) throws(JSONError) -> TaskwarriorObject {
        guard try reader.peekKind() == .object else { throw reader.typeMismatch(expected: "a task object") }
        var object = TaskwarriorObject()
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "uuid": object.uuid = try text(&reader, key)
            case "description": object.description = try text(&reader, key)
            case "status": object.status = try status(&reader)
            case "entry": object.entry = try date(&reader, key)
            case "modified": object.modified = try date(&reader, key)
            case "end": object.end = try date(&reader, key)
            case "due": object.due = try date(&reader, key)
            case "annotations": object.annotations = try annotations(&reader)
            case "location": object.location = try text(&reader, key)
            case "address": object.address = try text(&reader, key)
            case "uid": object.uid = try text(&reader, key)
            case "tags": object.tags = try strings(&reader, key)
            case "project": object.project = try text(&reader, key)
            case "priority": object.priority = try priority(&reader)
            case "reminder": object.reminder = try reminder(&reader)
            case "reminded": object.reminded = try date(&reader, key)
            default: try reader.skipValue()
            }
        }
        return object
    }

    /// The task, or an error at the object's start for a missing description.
    func task(now: Instant, reader: borrowing JSONReader, start: Int) throws(JSONError) -> ImportedTask {
        guard let title = description?.trimmed, !title.isEmpty else {
            throw reader.error("a task has no \"description\"", at: start)
        }
        var task = ImportedTask(title: title)
        task.uuid = uid?.nonEmpty ?? uuid?.nonEmpty
        let notes = annotations.enumerated().sorted { left, right in
            (left.element.entry ?? .earliest, left.offset) < (right.element.entry ?? .earliest, right.offset)
        }
        task.details = notes.map(\.element.text).joined(separator: "\n").nonEmpty
        task.deadline = due
        if let name = location?.trimmed.nonEmpty ?? address?.trimmed.nonEmpty {
            task.location = Location(name: name, address: address?.trimmed.nonEmpty)
        }
        task.createdAt = entry
        if status == .completed { task.completedAt = end ?? modified ?? entry ?? now }
        task.modifiedAt = modified
        task.tags = TagList.normalized(tags.map(\.trimmed).filter { !$0.isEmpty })
        task.project = project?.trimmed.nonEmpty
        task.priority = priority
        task.remindBefore = reminder
        task.remindedAt = reminded
        return task
    }

    private static func text(_ reader: inout JSONReader, _ key: String) throws(JSONError) -> String? {
        if try reader.consumeNull() { return nil }
        guard try reader.peekKind() == .string else {
            throw reader.typeMismatch(expected: "a string for \"\(key)\"")
        }
        return try reader.readString()
    }

    private static func strings(_ reader: inout JSONReader, _ key: String) throws(JSONError) -> [String] {
        if try reader.consumeNull() { return [] }
        guard try reader.peekKind() == .array else {
            throw reader.typeMismatch(expected: "an array for \"\(key)\"")
        }
        var strings: [String] = []
        try reader.beginArray()
        while try reader.nextElement() {
            guard let text = try text(&reader, key) else { continue }
            strings.append(text)
        }
        return strings
    }

    /// `H`, `M` or `L`; any other value is taskwarrior's own and has no place in `todo`.
    private static func priority(_ reader: inout JSONReader) throws(JSONError) -> TaskPriority? {
        switch try text(&reader, "priority") {
        case "H": return .high
        case "M": return .medium
        case "L": return .low
        default: return nil
        }
    }

    /// A duration before the deadline, up to a year.
    private static func reminder(_ reader: inout JSONReader) throws(JSONError) -> Int? {
        guard let text = try text(&reader, "reminder") else { return nil }
        guard let seconds = ICalendarDuration.seconds(text), seconds >= 0,
            seconds <= Int64(TaskFields.longestRemindBefore)
        else { throw reader.error("\"reminder\" must be a duration like PT10M, up to a year") }
        return Int(seconds)
    }

    private static func status(_ reader: inout JSONReader) throws(JSONError) -> Status {
        switch try text(&reader, "status") {
        case "pending", "waiting", nil: return .pending
        case "completed": return .completed
        case "deleted": return .deleted
        case "recurring": return .recurring
        default: throw reader.error("\"status\" must be pending, completed, deleted, recurring or waiting")
        }
    }

    /// `20261201T153000Z`, as taskwarrior writes dates, or `2026-12-01T15:30:00Z`.
    private static func date(_ reader: inout JSONReader, _ key: String) throws(JSONError) -> Instant? {
        guard let text = try Self.text(&reader, key) else { return nil }
        if let instant = TaskwarriorDate.instant(text) { return instant }
        throw reader.error("\"\(key)\" must be a date like 20261201T153000Z")
    }

    private static func annotations(_ reader: inout JSONReader) throws(JSONError) -> [(
        entry: Instant?, text: String
    )] {
        if try reader.consumeNull() { return [] }
        guard try reader.peekKind() == .array else {
            throw reader.typeMismatch(expected: "an array of annotations")
        }
        var notes: [(entry: Instant?, text: String)] = []
        try reader.beginArray()
        while try reader.nextElement() {
            guard try reader.peekKind() == .object else {
                throw reader.typeMismatch(expected: "an annotation object")
            }
            var entry: Instant?
            var text: String?
            try reader.beginObject()
            while let key = try reader.nextKey() {
                switch key {
                case "entry": entry = try date(&reader, key)
                case "description": text = try Self.text(&reader, key)
                default: try reader.skipValue()
                }
            }
            if let text { notes.append((entry, text)) }
        }
        return notes
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
