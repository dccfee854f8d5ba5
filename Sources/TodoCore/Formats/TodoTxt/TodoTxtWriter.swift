/// Writes tasks as todo.txt lines that todo.txt-cli lists, sorts and completes:
/// `[x COMPLETED |(A) ]CREATED title [+project] [@tag…] [@Location_name] [due:DATE [duetime:HHMM]]
/// [pri:A] uuid:… [loc:… [addr:…]] [desc:…]` (`pri:` on completed lines, which todo.txt-cli
/// gives no priority).
///
/// The creation date is always written, so that a title starting with `x ` or `(A) ` cannot be
/// read as a mark. Line breaks and tabs in a title become spaces: a task is one line.
public struct TodoTxtEncoder: TaskEncoder {
    let context: FormatContext

    /// An encoder writing dates in `context`'s zone.
    public init(context: FormatContext) {
        self.context = context
    }

    /// Nothing: todo.txt has no header.
    public mutating func writeHeader(into bytes: inout [UInt8]) {}

    /// The task as one line.
    public mutating func write(_ task: TodoTask, into bytes: inout [UInt8]) {
        bytes.append(contentsOf: TodoTxtWriter.line(for: task, context: context).utf8)
        bytes.append(0x0A)
    }

    /// Nothing: todo.txt has no footer.
    public mutating func writeFooter(into bytes: inout [UInt8]) {}
}

enum TodoTxtWriter {
    static func line(for task: TodoTask, context: FormatContext) -> String {
        var words: [String] = []
        if let completedAt = task.completedAt {
            words += ["x", context.zone.localDateTime(at: completedAt).date.iso8601]
        } else if let priority = task.priority {
            words.append("(" + letter(of: priority) + ")")
        }
        words.append(context.zone.localDateTime(at: task.createdAt).date.iso8601)
        words.append(oneLine(task.title))
        if let project = task.project { words.append("+" + contextName(project)) }
        for tag in task.tags { words.append("@" + contextName(tag)) }
        if let location = task.location { words.append("@" + contextName(location.name)) }
        if let deadline = task.deadline {
            let local = context.zone.localDateTime(at: deadline)
            words.append("due:" + local.date.iso8601)
            if !context.isWholeDay(deadline) {
                words.append(
                    "duetime:" + Instant.twoDigits(local.hour) + Instant.twoDigits(local.minute)
                        + (local.second == 0 ? "" : Instant.twoDigits(local.second)))
            }
        }
        if task.isCompleted, let priority = task.priority { words.append("pri:" + letter(of: priority)) }
        words.append("uuid:" + PercentEncoding.encoded(task.uuid))
        if let location = task.location {
            words.append("loc:" + PercentEncoding.encoded(location.name))
            if let address = location.address { words.append("addr:" + PercentEncoding.encoded(address)) }
        }
        if let details = task.details?.nonEmpty { words.append("desc:" + PercentEncoding.encoded(details)) }
        return words.joined(separator: " ")
    }

    private static func letter(of priority: TaskPriority) -> String {
        switch priority {
        case .high: return "A"
        case .medium: return "B"
        case .low: return "C"
        }
    }

    /// A name as a context or project word: white space and control characters become `_`.
    static func contextName(_ name: String) -> String {
        String(
            name.unicodeScalars.map {
                $0.properties.isWhitespace || $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
                    ? "_" : Character($0)
            })
    }

    /// The title on one line: line breaks and tabs become spaces, other control characters
    /// U+FFFD, so that a line holds no escape sequence for a terminal that shows it.
    private static func oneLine(_ title: String) -> String {
        var line = String.UnicodeScalarView()
        for scalar in title.unicodeScalars {
            switch scalar.value {
            case 0x09...0x0D, 0x85, 0x2028, 0x2029: line.append(" ")
            case 0x00...0x1F, 0x7F...0x9F: line.append("\u{FFFD}")
            default: line.append(scalar)
            }
        }
        return String(line)
    }
}
