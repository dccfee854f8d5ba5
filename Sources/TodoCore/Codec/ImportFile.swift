/// Reads an import file: a JSON array of task objects in which only `title` is required.
/// The whole file is refused at its first problem, with the line and column.
public enum ImportFile {
    /// The records of an import file, in file order; a file that is not such an array is refused
    /// with the line and column of its first problem.
    public static func decode(_ bytes: [UInt8]) throws(JSONError) -> [ImportedTask] {
        let source = StoreBytes(copying: bytes)
        do {
            return try JSONReader.read(source.buffer) { reader in try readArray(&reader, source: source) }
        } catch let error as JSONError {
            throw error
        } catch {
            throw JSONError(message: "\(error)", line: 1, column: 1, offset: 0)
        }
    }

    private static func readArray(_ reader: inout JSONReader, source: StoreBytes) throws(JSONError)
        -> [ImportedTask]
    {
        guard try reader.peekKind() == .array else {
            throw reader.typeMismatch(expected: "an array of tasks")
        }
        var records: [ImportedTask] = []
        var uuids = Set<String>()
        try reader.beginArray()
        while try reader.nextElement() {
            let fields = try TaskFields.read(&reader)
            guard let title = fields.title?.string(in: source) else {
                throw fields.missing("title", in: reader)
            }
            guard !title.trimmed.isEmpty else {
                throw reader.error("a task's \"title\" must not be empty", at: fields.offset)
            }
            let record = ImportedTask(
                id: fields.id, uuid: fields.uuid?.string(in: source), title: title,
                details: fields.details?.string(in: source),
                deadline: fields.deadline,
                location: fields.location(in: source), createdAt: fields.createdAt,
                completedAt: fields.completedAt, modifiedAt: fields.modifiedAt, tags: fields.tags(in: source),
                project: fields.project?.string(in: source), priority: fields.priority,
                remindBefore: fields.importedRemindBefore, remindedAt: fields.remindedAt)
            guard uuids.insert(record.identity).inserted else {
                throw reader.error("a second task with uuid \(record.identity)", at: fields.offset)
            }
            records.append(record)
        }
        return records
    }
}
