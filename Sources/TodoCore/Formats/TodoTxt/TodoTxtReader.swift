/// Reads todo.txt files (and todo.txt-cli's done.txt) into tasks, one task a line.
///
/// Dates are local: a creation or completion date is that day's start (now, for today), a
/// `due:` date alone the end of that day, with `duetime:HHMM` that time. `uuid:` matches tasks across imports; a line
/// without one gets a uuid made from its creation date, its title and how many lines before it
/// had the same, so that importing the same file twice changes nothing. Words `todo` has no
/// field for (other `key:value` words, a `+project` beyond the first) stay in the title.
public struct TodoTxtReader {
    let context: FormatContext
    /// Lines seen per key, for the uuids of lines without one.
    private var occurrences: [String: Int] = [:]
    /// The line each uuid was first seen on.
    private var uuidLines: [String: Int] = [:]

    public init(context: FormatContext) {
        self.context = context
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

    /// The task one line holds.
    private mutating func task(from text: String, line lineNumber: Int) throws(FormatError) -> ImportedTask {
        let line = TodoTxtLine(Substring(text))
        let fields = TodoTxtFields(line.words)
        let title = fields.title
        guard !title.isEmpty else {
            throw FormatError(
                "a task has no title, only +project, @context or key:value words", line: lineNumber, column: 1
            )
        }
        var task = ImportedTask(title: title)
        task.details = fields.details
        task.location = fields.location
        task.createdAt = line.creationDate.map(instant)
        if line.isCompleted {
            task.completedAt = (line.completionDate ?? line.creationDate).map(instant) ?? context.now
        }
        if let due = fields.dueDate {
            task.deadline =
                fields.dueTime.map { context.zone.instant(for: $0.withDate(due)) } ?? context.endOfDay(due)
        }
        task.uuid = try uuid(fields.uuid, line: line, title: title, lineNumber: lineNumber)
        return task
    }

    /// The instant a creation or completion date stands for: now for today, else the day's start.
    private func instant(_ date: CivilDate) -> Instant {
        context.zone.localDateTime(at: context.now).date == date ? context.now : context.startOfDay(date)
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

/// The words of a line's text sorted into the fields `todo` reads from them.
struct TodoTxtFields {
    private(set) var title = ""
    private(set) var details: String?
    private(set) var location: Location?
    private(set) var dueDate: CivilDate?
    private(set) var dueTime: LocalDateTime?
    private(set) var uuid: String?

    init(_ words: [Substring]) {
        var kept: [Substring] = []
        var name: String?
        var address: String?
        for word in words {
            guard let (key, value) = TodoTxtLine.keyValue(word) else {
                kept.append(word)
                continue
            }
            switch key {
            case "due" where TodoTxtLine.date(value) != nil: dueDate = TodoTxtLine.date(value)
            case "duetime" where Self.time(value) != nil: dueTime = Self.time(value)
            case "uuid": uuid = PercentEncoding.decoded(value).nonEmpty
            case "desc": details = PercentEncoding.decoded(value).nonEmpty
            case "loc": name = PercentEncoding.decoded(value).trimmed.nonEmpty
            case "addr": address = PercentEncoding.decoded(value).trimmed.nonEmpty
            default: kept.append(word)
            }
        }
        if let locationName = name ?? address {
            location = Location(name: locationName, address: address)
            let marker = "@" + TodoTxtWriter.contextName(locationName)
            if let index = kept.lastIndex(where: { $0 == marker }) { kept.remove(at: index) }
        }
        title = kept.joined(separator: " ").trimmed
    }

    /// `HHMM` or `HHMMSS`, as the time of day on any date.
    private static func time(_ text: Substring) -> LocalDateTime? {
        guard text.count == 4 || text.count == 6, text.allSatisfy({ $0.isASCII && $0.isNumber }),
            let digits = Int(text)
        else { return nil }
        let (hour, minute, second) =
            text.count == 4
            ? (digits / 100, digits % 100, 0) : (digits / 10000, digits / 100 % 100, digits % 100)
        return CivilDate(year: 2000, month: 1, day: 1).flatMap {
            LocalDateTime(date: $0, hour: hour, minute: minute, second: second)
        }
    }
}
