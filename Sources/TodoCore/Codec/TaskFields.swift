/// The fields of one task object as read from JSON, before deciding which are required: the
/// store requires id, uuid, title and createdAt; an import file only the title.
struct TaskFields {
    var id: Int?
    var uuid: TextSpan?
    var title: TextSpan?
    var details: TextSpan?
    var deadline: Instant?
    /// The location's name and address, located in the bytes; a location is there when its name is.
    var locationName: TextSpan?
    var locationAddress: TextSpan?
    var createdAt: Instant?
    var completedAt: Instant?
    var modifiedAt: Instant?
    /// The contents of the tag array, between its brackets; nil for no tags (see `TagSpans`).
    var tags: TextSpan?
    /// See `TagSpans.Builder.compactCount`.
    var compactTagCount: UInt8 = 0
    var project: TextSpan?
    var priority: TaskPriority?
    /// Seconds before the deadline, or nil for no reminder; the default when the key is missing.
    var remindBefore: Int? = TodoTask.defaultRemindBefore
    var hasRemindBeforeKey = false
    /// The `remindAt` an exported task carries: read by `import` when `remindBefore` is missing.
    var remindAt: Instant?
    var hasRemindAtKey = false
    var remindedAt: Instant?
    /// Where the object of the user's own fields lies, braces included; nil for none.
    var userFields: Range<Int>?
    /// Whether the task has a `recurrence` (checked, not decoded).
    /// Where the `recurrence` object lies, braces included, for a task that repeats.
    var recurrence: Range<Int>?
    /// The id of the task's parent, for a subtask. Its notes are checked, not kept.
    var parent: Int?
    /// The wait and where the ids of the tasks it waits on lie (between the array's brackets),
    /// kept small (`wait`, `blockedBy`): the fields are copied once per task of a store read.
    private var waitSeconds = Int64.min
    private var blockerSpan = BareSpan(nil as Range<Int>?)
    /// Where the object lies in the bytes; its start is also where errors about a field it lacks point.
    var range = 0..<0

    var offset: Int { range.lowerBound }

    var wait: Instant? {
        get { waitSeconds == .min ? nil : Instant(secondsSince1970: waitSeconds) }
        set { waitSeconds = newValue?.secondsSince1970 ?? .min }
    }

    /// Where the ids of the tasks it waits on lie, between the array's brackets; nil for none.
    var blockedBy: Range<Int>? {
        get { blockerSpan.range }
        set { blockerSpan = BareSpan(newValue) }
    }

    /// Ids above this are refused: integers up to 2^53 − 1 stay exact in every JSON reader.
    static let largestId = 9_007_199_254_740_991

    /// Reads one task object. Text is not decoded, only checked and located. Unknown keys (such
    /// as `state`, which is derived) are skipped. Inlined, so that a reader of summaries keeps
    /// only the fields it takes of the store's layout, the fast path.
    @inline(__always)
    static func read(_ reader: inout JSONReader) throws(JSONError) -> TaskFields {
        guard try reader.peekKind() == .object else { throw reader.typeMismatch(expected: "a task object") }
        if let fields = try reader.readCanonicalTask() { return fields }
        return try readAnyLayout(&reader)
    }

    /// Reads a task object laid out in any other way than the store's.
    private static func readAnyLayout(_ reader: inout JSONReader) throws(JSONError) -> TaskFields {
        var fields = TaskFields()
        let start = reader.valueStart
        try reader.beginObject()
        while true {
            switch try reader.nextKey(in: Key.table) {
            case .end:
                fields.range = start..<reader.position
                return fields
            case .other:
                try reader.skipValue()
            case .known(let index):
                switch Key(rawValue: index) {
                case .id: fields.id = try readId(&reader)
                case .uuid: fields.uuid = try readUUID(&reader)
                case .title: fields.title = try readText(&reader, "title")
                case .description: fields.details = try readText(&reader, "description")
                case .deadline: fields.deadline = try readInstant(&reader, "deadline")
                case .location:
                    (fields.locationName, fields.locationAddress) = try readLocation(&reader)
                case .createdAt: fields.createdAt = try readInstant(&reader, "createdAt")
                case .completedAt: fields.completedAt = try readInstant(&reader, "completedAt")
                case .modifiedAt: fields.modifiedAt = try readInstant(&reader, "modifiedAt")
                case .tags: (fields.tags, fields.compactTagCount) = try readTags(&reader)
                case .project: fields.project = try readText(&reader, "project")
                case .priority: fields.priority = try readPriority(&reader)
                case .remindBefore:
                    fields.remindBefore = try readRemindBefore(&reader)
                    fields.hasRemindBeforeKey = true
                case .remindAt:
                    fields.remindAt = try readInstant(&reader, "remindAt")
                    fields.hasRemindAtKey = true
                case .remindedAt: fields.remindedAt = try readInstant(&reader, "remindedAt")
                case .fields: fields.userFields = try readUserFields(&reader)
                case .recurrence:
                    let start = reader.valueStart
                    if try RecurrenceJSON.check(&reader) { fields.recurrence = start..<reader.position }
                case .occurrenceOf: _ = try readText(&reader, "occurrenceOf")
                case .parent:
                    fields.parent = try FieldJSON.read(&reader, kind: .task, field: "parent")?.taskId
                case .notes: _ = try FieldJSON.read(&reader, kind: .notes, field: "notes")
                case .wait: fields.wait = try readInstant(&reader, "wait")
                case .blockedBy: fields.blockedBy = try readBlockers(&reader)
                case nil: try reader.skipValue()
                }
            }
        }
    }

    /// The keys of a task object; the table's order is the raw values'.
    private enum Key: Int, CaseIterable {
        case id, uuid, title, description, deadline, location, createdAt, completedAt
        case modifiedAt, tags, project, priority, remindBefore, remindedAt, remindAt, fields
        case recurrence, occurrenceOf, parent, notes, wait, blockedBy

        static let table = JSONKeys(allCases.map { "\($0)" })
    }

    /// The longest reminder a task may ask for: a year before its deadline.
    static let longestRemindBefore = 366 * 86_400

    /// The error for a required field the object lacks, at the object's start.
    func missing(_ field: String, in reader: borrowing JSONReader) -> JSONError {
        reader.error("a task has no \"\(field)\"", at: offset)
    }

    private static func readId(_ reader: inout JSONReader) throws(JSONError) -> Int? {
        if try reader.consumeNull() { return nil }
        let id = try reader.readInt()
        guard id >= 1 && id <= largestId else {
            throw reader.error("\"id\" must be a whole number from 1 to \(largestId)")
        }
        return id
    }

    private static func readUUID(_ reader: inout JSONReader) throws(JSONError) -> TextSpan? {
        guard let uuid = try readText(&reader, "uuid") else { return nil }
        guard !uuid.isEmpty else { throw reader.error("\"uuid\" must not be empty") }
        return uuid
    }

    /// A string located and checked, but not yet decoded; or nil for null.
    private static func readText(
        _ reader: inout JSONReader, _ field: String
    ) throws(JSONError) -> TextSpan? {
        if try reader.consumeNull() { return nil }
        guard try reader.peekKind() == .string else {
            throw reader.typeMismatch(expected: "a string for \"\(field)\"")
        }
        return try reader.readTextSpan()
    }

    private static func readInstant(_ reader: inout JSONReader, _ field: String) throws(JSONError) -> Instant?
    {
        if try reader.consumeNull() { return nil }
        guard try reader.peekKind() == .string else {
            throw reader.typeMismatch(expected: "a string for \"\(field)\"")
        }
        return try reader.readInstant(field: field)
    }

    private static func readTags(_ reader: inout JSONReader) throws(JSONError) -> (TextSpan?, UInt8) {
        if try reader.consumeNull() { return (nil, 0) }
        guard try reader.peekKind() == .array else {
            throw reader.typeMismatch(expected: "an array of strings for \"tags\"")
        }
        let start = reader.valueStart + 1
        var tags = TagSpans.Builder()
        try reader.beginArray()
        while try reader.nextElement() {
            guard try reader.peekKind() == .string else {
                throw reader.typeMismatch(expected: "a string in \"tags\"")
            }
            let tag = try reader.readTextSpan()
            guard !tag.isEmpty else { throw reader.error("a tag must not be empty") }
            tags.add(tag)
        }
        let end = reader.position - 1
        return (tags.list(from: start, to: end), tags.compactCount(from: start, to: end))
    }

    /// The ids of the tasks it waits on, checked as a whole task's reader checks them, and
    /// located between the brackets; nil for null or none.
    private static func readBlockers(_ reader: inout JSONReader) throws(JSONError) -> Range<Int>? {
        guard try reader.peekKind() == .array else {
            _ = try FieldJSON.read(&reader, kind: .tasks, field: "blockedBy")
            return nil
        }
        let start = reader.valueStart + 1
        guard try FieldJSON.read(&reader, kind: .tasks, field: "blockedBy") != nil else { return nil }
        return start..<(reader.position - 1)
    }

    /// The object of the user's own fields, checked as a whole task's reader checks it and
    /// located, not decoded; nil for null.
    static func readUserFields(_ reader: inout JSONReader) throws(JSONError) -> Range<Int>? {
        guard try reader.peekKind() != .null else {
            try reader.readNull()
            return nil
        }
        let start = reader.valueStart
        try TaskReader.checkUserFields(&reader)
        return start..<reader.position
    }

    private static func readPriority(_ reader: inout JSONReader) throws(JSONError) -> TaskPriority? {
        if try reader.consumeNull() { return nil }
        guard try reader.peekKind() == .string, let priority = TaskPriority(rawValue: try reader.readString())
        else { throw reader.error("\"priority\" must be \"high\", \"medium\", \"low\" or null") }
        return priority
    }

    private static func readRemindBefore(_ reader: inout JSONReader) throws(JSONError) -> Int? {
        if try reader.consumeNull() { return nil }
        let seconds = try reader.readInt()
        guard seconds >= 0 && seconds <= longestRemindBefore else {
            throw reader.error(
                "\"remindBefore\" must be a number of seconds from 0 to \(longestRemindBefore)")
        }
        return seconds
    }

    /// The tags, decoded from `source`.
    func tags(in source: StoreBytes) -> [String] {
        guard let tags else { return [] }
        var strings: [String] = []
        TagSpans.forEach(in: tags, of: source) { strings.append($0.string(in: source)) }
        return strings
    }

    private static func readLocation(
        _ reader: inout JSONReader
    ) throws(JSONError) -> (name: TextSpan?, address: TextSpan?) {
        if try reader.consumeNull() { return (nil, nil) }
        guard try reader.peekKind() == .object else {
            throw reader.typeMismatch(expected: "an object or null for \"location\"")
        }
        let start = reader.valueStart
        var name: TextSpan?
        var address: TextSpan?
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "name": name = try readText(&reader, "name")
            case "address": address = try readText(&reader, "address")
            default: try reader.skipValue()
            }
        }
        guard let name else { throw reader.error("a location has no \"name\"", at: start) }
        return (name, address)
    }
}
