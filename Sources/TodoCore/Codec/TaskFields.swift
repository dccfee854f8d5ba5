/// The fields of one task object as read from JSON, before deciding which are required: the
/// store requires id, uuid, title and createdAt; an import file only the title.
struct TaskFields {
    var id: Int?
    var uuid: String?
    var title: String?
    var details: String?
    var deadline: Instant?
    var location: Location?
    var createdAt: Instant?
    var completedAt: Instant?
    /// Where the object starts, for errors about a field it lacks.
    var offset = 0

    /// Ids above this are refused: integers up to 2^53 − 1 stay exact in every JSON reader.
    static let largestId = 9_007_199_254_740_991

    /// Reads one task object. Unknown keys (such as `state`, which is derived) are skipped.
    static func read(_ reader: inout JSONReader, projection: TaskProjection = .complete) throws(JSONError) -> TaskFields {
        var fields = TaskFields()
        guard try reader.peekKind() == .object else { throw reader.typeMismatch(expected: "a task object") }
        fields.offset = reader.valueStart
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "id": fields.id = try readId(&reader)
            case "uuid" where projection == .summary: try reader.skipValue()
            case "uuid": fields.uuid = try readUUID(&reader)
            case "title": fields.title = try readString(&reader, "title")
            case "description" where projection == .summary: try reader.skipValue()
            case "description": fields.details = try readString(&reader, "description")
            case "deadline": fields.deadline = try readInstant(&reader, "deadline")
            case "location": fields.location = try readLocation(&reader)
            case "createdAt": fields.createdAt = try readInstant(&reader, "createdAt")
            case "completedAt": fields.completedAt = try readInstant(&reader, "completedAt")
            default: try reader.skipValue()
            }
        }
        return fields
    }

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

    private static func readUUID(_ reader: inout JSONReader) throws(JSONError) -> String? {
        guard let uuid = try readString(&reader, "uuid") else { return nil }
        guard !uuid.isEmpty else { throw reader.error("\"uuid\" must not be empty") }
        return uuid
    }

    private static func readString(_ reader: inout JSONReader, _ field: String) throws(JSONError) -> String? {
        if try reader.consumeNull() { return nil }
        guard try reader.peekKind() == .string else {
            throw reader.typeMismatch(expected: "a string for \"\(field)\"")
        }
        return try reader.readString()
    }

    private static func readInstant(_ reader: inout JSONReader, _ field: String) throws(JSONError) -> Instant?
    {
        guard let text = try readString(&reader, field) else { return nil }
        guard let instant = Instant(iso8601UTC: text) else {
            throw reader.error("\"\(field)\" must be an instant like 2026-03-01T09:30:00Z")
        }
        return instant
    }

    private static func readLocation(_ reader: inout JSONReader) throws(JSONError) -> Location? {
        if try reader.consumeNull() { return nil }
        guard try reader.peekKind() == .object else {
            throw reader.typeMismatch(expected: "an object or null for \"location\"")
        }
        let start = reader.valueStart
        var name: String?
        var address: String?
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "name": name = try readString(&reader, "name")
            case "address": address = try readString(&reader, "address")
            default: try reader.skipValue()
            }
        }
        guard let name else { throw reader.error("a location has no \"name\"", at: start) }
        return Location(name: name, address: address)
    }
}
