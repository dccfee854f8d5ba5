/// Reads what `task export` (taskwarrior 2.6) writes, and what `task import` reads: a JSON
/// array of task objects, or one object per line.
///
/// Each field of the schema (`context.schema`) reads its attributes (`TaskwarriorCarriage`); a
/// field whose attributes a task lacks has none (taskwarrior has no reminder: a task without
/// `reminder` has none). An attribute that is neither taskwarrior's own nor a field's, and
/// could name a field (a user-defined attribute of taskwarrior's), is read as text, which an
/// import declares. Deleted tasks are skipped and counted; `waiting` is pending. A recurring
/// template and its instances are one repeating task (`TaskwarriorSeries`).
public enum TaskwarriorReader {
    /// The tasks of one export.
    public static func decode(_ bytes: [UInt8], context: FormatContext) throws(FormatError) -> ImportBatch {
        var state = State(context: context)
        do throws(JSONError) {
            let first = bytes.first { !JSONReader.isWhitespace($0) && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF }
            if first == UInt8(ascii: "{") {
                try readLines(bytes, into: &state)
            } else {
                try bytes.withUnsafeBufferPointer { (buffer) throws(JSONError) in
                    var reader = JSONReader(buffer, maxDepth: 64)
                    guard try reader.peekKind() == .array else {
                        throw reader.typeMismatch(expected: "an array of taskwarrior tasks")
                    }
                    try reader.beginArray()
                    while try reader.nextElement() { try state.readTask(&reader) }
                    try reader.finish()
                }
            }
        } catch {
            throw FormatError(error)
        }
        return state.series.batch(with: state.batch, zones: context.zones)
    }

    /// JSON lines: one task object on each line that is not blank.
    private static func readLines(_ bytes: [UInt8], into state: inout State) throws(JSONError) {
        var lineNumber = 0
        for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            lineNumber += 1
            guard line.contains(where: { !JSONReader.isWhitespace($0) }) else { continue }
            do throws(JSONError) {
                try line.withUnsafeBufferPointer { (buffer) throws(JSONError) in
                    var reader = JSONReader(buffer, maxDepth: 64)
                    try state.readTask(&reader)
                    try reader.finish()
                }
            } catch {
                throw JSONError(
                    message: error.message, line: lineNumber, column: error.column, offset: error.offset)
            }
        }
    }

    private struct State {
        let context: FormatContext
        let fields: TaskwarriorFields
        var batch = ImportBatch()
        var uuids = Set<String>()
        var series = TaskwarriorSeries()

        init(context: FormatContext) {
            self.context = context
            fields = TaskwarriorFields(context.schema)
        }

        mutating func readTask(_ reader: inout JSONReader) throws(JSONError) {
            let start = reader.valueStart
            let object = try TaskwarriorObject.read(
                &reader, fields: fields, now: context.now, zone: context.zone.identifier)
            guard object.status != .deleted else {
                batch.skipped.deleted += 1
                return
            }
            var task = try object.task(fields: fields, reader: reader, start: start)
            if task.uuid == nil { task.uuid = task.identity }
            if let uuid = task.uuid, !uuids.insert(uuid).inserted {
                throw reader.error("a second task with uuid \(TimeText.escaped(uuid))", at: start)
            }
            if object.status == .recurring {
                series.addTemplate(task, at: batch.records.count)
            } else if let parent = object.parent {
                series.addInstance(task, of: parent, at: batch.records.count)
            } else {
                batch.records.append(task)
            }
        }
    }
}
