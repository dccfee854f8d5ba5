/// Writes tasks as todo.txt lines that todo.txt-cli lists, sorts and completes:
/// `[x COMPLETED |(A) ]CREATED title [+project] [@tag…] [@Location_name] [due:DATE [duetime:HHMM]]
/// [pri:A] uuid:… [loc:… [addr:…]] [desc:…] [name:value…]` (`pri:` on completed lines, which
/// todo.txt-cli gives no priority; `name:value` for the fields of one's own).
///
/// The creation date is always written, so that a title starting with `x ` or `(A) ` cannot be
/// read as a mark. Line breaks and tabs in a title become spaces: a task is one line.
public struct TodoTxtEncoder: TaskEncoder {
    let writer: TodoTxtWriter

    /// An encoder writing dates in `context`'s zone, and the fields of its schema.
    public init(context: FormatContext) {
        writer = TodoTxtWriter(context: context)
    }

    /// Nothing: todo.txt has no header.
    public mutating func writeHeader(into bytes: inout [UInt8]) {}

    /// The task as one line.
    public mutating func write(_ task: TodoTask, into bytes: inout [UInt8]) {
        bytes.append(contentsOf: writer.line(for: task).utf8)
        bytes.append(0x0A)
    }

    /// Nothing: todo.txt has no footer.
    public mutating func writeFooter(into bytes: inout [UInt8]) {}
}

/// Writes one task's line: each field of the schema writes its words (`TodoTxtCarriage`), in
/// their order, and the task's `uuid:` stands among the `key:value` words.
struct TodoTxtWriter {
    let context: FormatContext
    /// Each field of the schema writing its words, in their order, and whether it comes after
    /// the `uuid:`. A step holds its field, so that writing a task copies no declaration.
    private let steps: [(afterUUID: Bool, write: @Sendable (TodoTask, inout TodoTxtLineWriter) -> Void)]

    init(context: FormatContext) {
        self.context = context
        steps = context.schema.todoTxtFields.map { field in
            let write = field.todoTxt.write
            return (field.todoTxt.order > TodoTxtCarriage.uuidOrder, { write(field, $0, &$1) })
        }
    }

    func line(for task: TodoTask) -> String {
        var line = TodoTxtLineWriter(context: context)
        var wroteUUID = false
        for step in steps {
            if !wroteUUID, step.afterUUID {
                line.keys.append("uuid:" + PercentEncoding.encoded(task.uuid))
                wroteUUID = true
            }
            step.write(task, &line)
        }
        if !wroteUUID { line.keys.append("uuid:" + PercentEncoding.encoded(task.uuid)) }
        return line.line
    }

    /// A name as a context or project word: white space and control characters become `_`.
    static func contextName(_ name: String) -> String {
        String(
            name.unicodeScalars.map {
                $0.properties.isWhitespace || $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
                    ? "_" : Character($0)
            })
    }
}
