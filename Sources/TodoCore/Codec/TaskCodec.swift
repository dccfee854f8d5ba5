/// A task as a JSON object: the store's form, and the `--json` form (with `state`), the task
/// object of `todo help json`.
public enum TaskCodec {
    /// Writes `{"id":…,"uuid":…,…}`: the task object's fields (`todo help json`) in a fixed
    /// order, `null` for what is not set; with a `state`, also the derived `remindAt` and, last,
    /// `state`.
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
        writer.isoInstant(task.deadline)
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
        writer.isoInstant(task.createdAt)
        writer.raw(",")
        writer.key("completedAt")
        writer.isoInstant(task.completedAt)
        if let state {
            writeListedFields(of: task, state: state, into: &writer)
        } else {
            writeStoredFields(of: task, into: &writer)
        }
        writer.raw("}")
    }

    /// The fields schema 3 added, as `--json` shows them: every one, the derived `remindAt`,
    /// and `state` last.
    private static func writeListedFields(of task: TodoTask, state: TaskState, into writer: inout JSONWriter)
    {
        writer.raw(",")
        writer.key("modifiedAt")
        writer.isoInstant(task.modifiedAt)
        writer.raw(",")
        writer.key("tags")
        writeTags(task.tags, into: &writer)
        writer.raw(",")
        writer.key("project")
        writer.optionalString(task.project)
        writer.raw(",")
        writer.key("priority")
        writer.optionalString(task.priority?.rawValue)
        writer.raw(",")
        writer.key("remindBefore")
        writeSeconds(task.remindBefore, into: &writer)
        writer.raw(",")
        writer.key("remindAt")
        writer.isoInstant(task.remindAt)
        writer.raw(",")
        writer.key("remindedAt")
        writer.isoInstant(task.remindedAt)
        writer.raw(",")
        writer.key("state")
        writer.string(state.rawValue)
    }

    /// The fields schema 3 added, as the store keeps them: only those not at their default, so
    /// that a task that uses none is as small as in schema 2 and `list` reads no more bytes.
    private static func writeStoredFields(of task: TodoTask, into writer: inout JSONWriter) {
        if task.modifiedAt != task.defaultModifiedAt {
            writer.raw(",")
            writer.key("modifiedAt")
            writer.isoInstant(task.modifiedAt)
        }
        if !task.tags.isEmpty {
            writer.raw(",")
            writer.key("tags")
            writeTags(task.tags, into: &writer)
        }
        if let project = task.project {
            writer.raw(",")
            writer.key("project")
            writer.string(project)
        }
        if let priority = task.priority {
            writer.raw(",")
            writer.key("priority")
            writer.string(priority.rawValue)
        }
        if task.remindBefore != TodoTask.defaultRemindBefore {
            writer.raw(",")
            writer.key("remindBefore")
            writeSeconds(task.remindBefore, into: &writer)
        }
        if let remindedAt = task.remindedAt {
            writer.raw(",")
            writer.key("remindedAt")
            writer.isoInstant(remindedAt)
        }
    }

    private static func writeTags(_ tags: [String], into writer: inout JSONWriter) {
        writer.raw("[")
        for (index, tag) in tags.enumerated() {
            if index > 0 { writer.raw(",") }
            writer.string(tag)
        }
        writer.raw("]")
    }

    private static func writeSeconds(_ seconds: Int?, into writer: inout JSONWriter) {
        if let seconds { writer.int(seconds) } else { writer.null() }
    }

    /// Reads a task as the store holds it: id, uuid, title and createdAt are required; a field
    /// of schema 3 that is missing has its default (so a task of schema 2 reads as it is).
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
            modifiedAt: fields.modifiedAt
                ?? TodoTask.defaultModifiedAt(createdAt: createdAt, completedAt: fields.completedAt),
            labels: fields.labels(in: source), priority: fields.priority,
            remindBefore: fields.remindBefore, remindedAt: fields.remindedAt,
            source: source, originRange: fields.range)
    }

    /// Writes a text field as the writer writes any string, from the store's bytes when they
    /// hold no escape: `list --json` of 100,000 tasks made and dropped up to 300,000 Strings for this.
    private static func writeText(_ text: StoredText, of task: TodoTask, into writer: inout JSONWriter) {
        text.withUTF8(in: task.source) { writer.appendString($0) }
    }
}
