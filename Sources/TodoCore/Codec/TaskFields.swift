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
    /// Where the object lies in the bytes; its start is also where errors about a field it lacks point.
    var range = 0..<0

    var offset: Int { range.lowerBound }

    /// Ids above this are refused: integers up to 2^53 − 1 stay exact in every JSON reader.
    static let largestId = 9_007_199_254_740_991

    /// Reads one task object. Text is not decoded, only checked and located. Unknown keys (such
    /// as `state`, which is derived) are skipped.
    static func read(_ reader: inout JSONReader) throws(JSONError) -> TaskFields {
        guard try reader.peekKind() == .object else { throw reader.typeMismatch(expected: "a task object") }
        if let fields = try reader.readCanonicalTask() { return fields }
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
                case nil: try reader.skipValue()
                }
            }
        }
    }

    /// The keys of a task object; the table's order is the raw values'.
    private enum Key: Int, CaseIterable {
        case id, uuid, title, description, deadline, location, createdAt, completedAt

        static let table = JSONKeys(allCases.map { "\($0)" })
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
        guard let instant = try reader.readInstant() else {
            throw reader.error("\"\(field)\" must be an instant like 2026-03-01T09:30:00Z")
        }
        return instant
    }

    /// The location, decoded from `source`.
    func location(in source: StoreBytes) -> Location? {
        locationName.map {
            Location(name: $0.string(in: source), address: locationAddress?.string(in: source))
        }
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
