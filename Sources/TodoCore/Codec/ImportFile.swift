/// Reads an import file: a JSON array of task objects in which only `title` is required.
/// The whole file is refused at its first problem, with the line and column.
public enum ImportFile {
    /// The records of an import file, in file order; a file that is not such an array is refused
    /// with the line and column of its first problem. The values of the user's fields are typed
    /// by `schema`'s declarations (see `ImportedFields`).
    public static func decode(_ bytes: [UInt8], schema: TaskSchema = .standard) throws(JSONError)
        -> [ImportedTask]
    {
        do {
            return try JSONReader.read(bytes) { reader in try readArray(&reader, schema: schema) }
        } catch let error as JSONError {
            throw error
        } catch {
            throw JSONError(message: "\(error)", line: 1, column: 1, offset: 0)
        }
    }

    private static func readArray(_ reader: inout JSONReader, schema: TaskSchema) throws(JSONError)
        -> [ImportedTask]
    {
        guard try reader.peekKind() == .array else {
            throw reader.typeMismatch(expected: "an array of tasks")
        }
        var records: [ImportedTask] = []
        var uuids = Set<String>()
        try reader.beginArray()
        while try reader.nextElement() {
            let start = reader.valueStart
            let (record, hasTitle) = try TaskReader.read(&reader, importing: schema)
            guard hasTitle else { throw reader.error("a task has no \"title\"", at: start) }
            guard !record.title.trimmed.isEmpty else {
                throw reader.error("a task's \"title\" must not be empty", at: start)
            }
            guard uuids.insert(record.identity).inserted else {
                throw reader.error("a second task with uuid \(record.identity)", at: start)
            }
            records.append(record)
        }
        return records
    }
}
