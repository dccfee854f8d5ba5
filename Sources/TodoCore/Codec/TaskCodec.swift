/// A task as a JSON object: the store's form, and the contract's `--json` form (with `state`).
public enum TaskCodec {
    /// Writes `{"id":…,"uuid":…,…}`: the contract's fields in a fixed order, `null` for what is
    /// not set, and `state` last when given.
    public static func write(_ task: TodoTask, state: TaskState?, into writer: inout JSONWriter) {
        if state == nil, let source = task.source, let range = task.originRange {
            writer.bytes.append(contentsOf: source[range])
            return
        }
        writer.raw("{")
        writer.key("id")
        writer.int(task.id)
        writer.raw(",")
        writer.key("uuid")
        writeText(task.uuidText, of: task, into: &writer)
        writer.raw(",")
        writer.key("title")
        writeText(task.titleText, of: task, into: &writer)
        writer.raw(",")
        writer.key("description")
        if let details = task.detailsText {
            writeText(details, of: task, into: &writer)
        } else {
            writer.null()
        }
        writer.raw(",")
        writer.key("deadline")
        writeInstant(task.deadline, into: &writer)
        writer.raw(",")
        writer.key("location")
        if let location = task.location {
            writer.raw("{")
            writer.key("name")
            writer.string(location.name)
            writer.raw(",")
            writer.key("address")
            writer.optionalString(location.address)
            writer.raw("}")
        } else {
            writer.null()
        }
        writer.raw(",")
        writer.key("createdAt")
        writeInstant(task.createdAt, into: &writer)
        writer.raw(",")
        writer.key("completedAt")
        writeInstant(task.completedAt, into: &writer)
        if let state {
            writer.raw(",")
            writer.key("state")
            writer.string(state.rawValue)
        }
        writer.raw("}")
    }

    /// Reads a task as the store holds it: id, uuid, title and createdAt are required.
    static func readStored(_ reader: inout JSONReader, source: StoreBytes) throws(JSONError) -> TodoTask {
        let fields = try TaskFields.read(&reader)
        guard let id = fields.id else { throw fields.missing("id", in: reader) }
        guard let uuid = fields.uuid else { throw fields.missing("uuid", in: reader) }
        guard let title = fields.title else { throw fields.missing("title", in: reader) }
        guard let createdAt = fields.createdAt else { throw fields.missing("createdAt", in: reader) }
        return TodoTask(
            id: id, uuidText: .json(uuid), titleText: .json(title),
            detailsText: fields.details.map(StoredText.json),
            deadline: fields.deadline,
            location: fields.location(in: source), createdAt: createdAt, completedAt: fields.completedAt,
            source: source, originRange: fields.range)
    }

    /// Writes a text field as the writer writes any string, from the store's bytes when they
    /// hold no escape: `list --json` of 100,000 tasks made and dropped up to 300,000 Strings for this.
    private static func writeText(_ text: StoredText, of task: TodoTask, into writer: inout JSONWriter) {
        text.withUTF8(in: task.source) { writer.appendString($0) }
    }

    private static func writeInstant(_ instant: Instant?, into writer: inout JSONWriter) {
        guard let instant else { return writer.null() }
        writer.bytes.append(0x22)
        instant.appendISO8601(to: &writer.bytes)
        writer.bytes.append(0x22)
    }
}
