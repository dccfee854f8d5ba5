/// Reads a task object of the store as a summary: checked as strictly as a whole task, but
/// with nothing decoded that `list` does not show.
enum TaskSummaryReader {
    static func read(_ reader: inout JSONReader) throws(JSONError) -> TaskSummary {
        let fields = try TaskFields.read(&reader)
        guard let id = fields.id else { throw fields.missing("id", in: reader) }
        guard fields.uuid != nil else { throw fields.missing("uuid", in: reader) }
        guard let title = fields.title else { throw fields.missing("title", in: reader) }
        guard let createdAt = fields.createdAt else { throw fields.missing("createdAt", in: reader) }
        return TaskSummary(
            id: id, createdAt: createdAt, deadline: fields.deadline, completedAt: fields.completedAt,
            title: title, locationName: fields.locationName,
            labels: (fields.tags, fields.compactTagCount, fields.project, fields.priority),
            details: fields.details,
            address: fields.locationAddress, userFields: fields.userFields, recurrence: fields.recurrence,
            parent: fields.parent, wait: fields.wait, blockedBy: fields.blockedBy)
    }
}
