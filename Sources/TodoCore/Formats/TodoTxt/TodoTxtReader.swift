/// Reads todo.txt files (and todo.txt-cli's done.txt) into tasks, one task a line.
///
/// Dates are local: a creation or completion date is that day's start (now, for today), a
/// `due:` date alone the end of that day, with `duetime:HHMM` that time. `uuid:` matches tasks
/// across imports; a line without one gets a uuid made from its creation date, its title and how many lines before it
/// had the same, so that importing the same file twice changes nothing. `@context` words are
/// tags (but for the one naming the location), the first `+project` the project, `(A)` high
/// priority, `(B)` medium and `(C)` to `(Z)` low (`pri:A` on a completed line), a word
/// `NAME:VALUE` whose NAME is a field of one's own that field's value. Words `todo` has no field
/// for (other `key:value` words, a second `+project`, a context that is not a name, a value
/// its field cannot hold) stay in the title.
public struct TodoTxtReader {
    let context: FormatContext
    /// The schema's fields, in the order of their words.
    private let fields: [TaskField]
    /// Lines seen per key, for the uuids of lines without one.
    private var occurrences: [String: Int] = [:]
    /// The line each uuid was first seen on.
    private var uuidLines: [String: Int] = [:]

    /// A reader for the files of one import (todo.txt, then done.txt).
    public init(context: FormatContext) {
        self.context = context
        fields = context.schema.todoTxtFields
    }

    /// Reads one file; a second file (done.txt) continues the first.
    public mutating func read(_ bytes: [UInt8]) throws(FormatError) -> ImportBatch {
        var batch = ImportBatch()
        try bytes.withUnsafeBufferPointer { (bytes) throws(FormatError) in
            var start = 0
            var lineNumber = 1
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                let line = UnsafeBufferPointer(
                    rebasing: bytes[start..<(end > start && bytes[end - 1] == 0x0D ? end - 1 : end)])
                if let invalid = UTF8Check.firstInvalidByte(in: line) {
                    throw FormatError(
                        "the text is not valid UTF-8", line: lineNumber,
                        column: FormatError.column(of: start + invalid, from: start, in: bytes))
                }
                let text = String(decoding: line, as: UTF8.self)
                if !text.trimmed.isEmpty { batch.records.append(try task(from: text, line: lineNumber)) }
                start = end + 1
                lineNumber += 1
            }
        }
        return batch
    }

    /// The task one line holds: after its `uuid:`, each field takes its words, the last written
    /// first (see `TodoTxtCarriage.order`); what is left is the title.
    private mutating func task(from text: String, line lineNumber: Int) throws(FormatError) -> ImportedTask {
        let line = TodoTxtLine(Substring(text))
        var words = TodoTxtLineReader(line, context: context)
        let given = words.take("uuid") { PercentEncoding.decoded($0) }?.nonEmpty
        var task = ImportedTask(title: "")
        for field in fields.reversed() { field.todoTxt.read(field, &words, &task) }
        task.title = words.rest
        guard !task.title.isEmpty else {
            throw FormatError(
                "a task has no title, only +project, @context or key:value words", line: lineNumber, column: 1
            )
        }
        task.uuid = try uuid(given, line: line, title: task.title, lineNumber: lineNumber)
        return task
    }

    /// The line's `uuid:`, or one made from what names the task.
    private mutating func uuid(_ given: String?, line: TodoTxtLine, title: String, lineNumber: Int)
        throws(FormatError)
        -> String
    {
        let uuid: String
        if let given {
            uuid = given
        } else {
            let key = (line.creationDate?.iso8601 ?? "-") + "|" + title
            let count = occurrences[key, default: 0]
            occurrences[key] = count + 1
            uuid = UUIDText.derived(from: "todo.txt|\(key)|\(count)")
        }
        if let first = uuidLines.updateValue(lineNumber, forKey: uuid) {
            throw FormatError(
                "a second task with uuid \(TimeText.escaped(uuid)) (the first is on line \(first))",
                line: lineNumber,
                column: 1)
        }
        return uuid
    }
}
