/// Reads a task from a VTODO, as Apple Reminders, Thunderbird, Nextcloud Tasks, tasks.org and
/// todoman write them (see `todo help formats` for the mapping).
struct VTodoReader {
    var zones: ICalendarZones
    /// Whether a value that cannot be read is an error (import) or left out (patching).
    var strict = true
    /// The fields of one's own it types the `X-TODO-FIELD-` properties by (others are text),
    /// or nil to leave those properties unread.
    var schema: TaskSchema?

    /// The task `todo` holds, or nil for one that is skipped, counted in `skipped`: a VTODO
    /// with STATUS:CANCELLED, which `todo` has no state for, or with a RECURRENCE-ID, which
    /// changes one occurrence of a recurring VTODO.
    mutating func read(_ todo: ICalendarComponent, skipped: inout SkippedTasks) throws(FormatError)
        -> ImportedTask?
    {
        if todo.index(of: "RECURRENCE-ID") != nil {
            skipped.recurring += 1
            return nil
        }
        if todo.value("STATUS")?.trimmingASCIISpaces.uppercased() == "CANCELLED" {
            skipped.cancelled += 1
            return nil
        }
        let title = todo.text("SUMMARY")?.trimmedQuickly ?? ""
        guard !title.isEmpty || !strict else {
            throw FormatError(
                "a VTODO has no SUMMARY: todo needs a title", line: todo.line, column: 1)
        }
        var task = ImportedTask(title: title)
        task.uuid = todo.text("UID")?.trimmedQuickly.nonEmpty
        task.details = todo.text("DESCRIPTION")?.nonEmpty
        task.deadline = try deadline(of: todo)
        task.location = location(of: todo)
        task.createdAt = try firstInstant(todo, "CREATED", "DTSTAMP")
        if Self.isCompleted(todo) {
            task.completedAt =
                try firstInstant(todo, "COMPLETED", "LAST-MODIFIED", "DTSTAMP") ?? zones.context.now
        }
        task.modifiedAt = try instant(todo["LAST-MODIFIED"])
        task.tags = Self.tags(of: todo)
        task.project = todo.text("X-TODO-PROJECT")?.trimmed.nonEmpty
        task.priority = Self.priority(of: todo)
        if let schema { task.fields = VTodoUserFields.read(todo, schema: schema, zones: &zones) }
        readReminder(of: todo, into: &task)
        return task
    }

    /// A VTODO with a DUE and no alarm for it has no reminder. One without a DUE has nothing to
    /// remind of: it keeps the reminder `todo add` gives, or the one `X-TODO-REMIND` names.
    private mutating func readReminder(of todo: ICalendarComponent, into task: inout ImportedTask) {
        guard let deadline = task.deadline else {
            if let remind = todo[VTodoAlarm.undueName] {
                task.remindBefore = VTodoAlarm.undueReminder(remind.value)
            }
            return
        }
        let start = todo["DTSTART"].flatMap(ICalendarTime.init).map { zones.instant($0, dateMeans: .start) }
        let alarm = VTodoAlarm.find(in: todo, deadline: deadline, start: start, zones: &zones)
        task.remindBefore = alarm?.remindBefore
        task.remindedAt = alarm?.acknowledged
    }

    /// The names of every CATEGORIES property, each once.
    static func tags(of todo: ICalendarComponent) -> [String] {
        let names = todo.properties(named: "CATEGORIES").flatMap { ICalendarText.unescapedList($0.value) }
        return TagList.normalized(names.map(\.trimmed).filter { !$0.isEmpty })
    }

    /// PRIORITY 1 to 4 is high, 5 medium, 6 to 9 low (RFC 5545, 3.8.1.9); 0 is none.
    static func priority(of todo: ICalendarComponent) -> TaskPriority? {
        switch todo.value("PRIORITY").flatMap({ Int($0.trimmingASCIISpaces) }) {
        case (1...4)?: return .high
        case 5?: return .medium
        case (6...9)?: return .low
        default: return nil
        }
    }

    /// Thunderbird's rule: STATUS:COMPLETED, a COMPLETED time or PERCENT-COMPLETE:100.
    static func isCompleted(_ todo: ICalendarComponent) -> Bool {
        todo.value("STATUS")?.trimmingASCIISpaces.uppercased() == "COMPLETED"
            || todo.index(of: "COMPLETED") != nil
            || todo.value("PERCENT-COMPLETE")?.trimmingASCIISpaces == "100"
    }

    /// DUE, or DTSTART plus DURATION; a date alone is the end of that day.
    private mutating func deadline(of todo: ICalendarComponent) throws(FormatError) -> Instant? {
        if let due = todo["DUE"] { return try instant(due) }
        guard let duration = todo["DURATION"], let start = todo["DTSTART"] else { return nil }
        guard let seconds = ICalendarDuration.seconds(duration.value) else {
            return try invalid(duration, "a duration like PT1H")
        }
        guard let time = ICalendarTime(start) else { return try invalid(start, "a date or a date-time") }
        return zones.instant(time, dateMeans: .start) + seconds
    }

    /// The instant of the first of the properties named that `todo` has.
    private mutating func firstInstant(_ todo: ICalendarComponent, _ names: String...) throws(FormatError)
        -> Instant?
    {
        for name in names {
            if let property = todo[name] { return try instant(property) }
        }
        return nil
    }

    /// The instant a DATE or DATE-TIME property means, nil when there is none.
    mutating func instant(_ property: ICalendarProperty?) throws(FormatError) -> Instant? {
        guard let property else { return nil }
        guard let time = ICalendarTime(property) else {
            return try invalid(property, "a date or a date-time like 20261201T153000Z")
        }
        return zones.instant(time)
    }

    private func invalid<Value>(_ property: ICalendarProperty, _ expected: String) throws(FormatError)
        -> Value?
    {
        guard strict else { return nil }
        throw FormatError(
            "\(property.name.uppercased()) must be \(expected)", line: property.line,
            column: property.valueColumn)
    }

    /// LOCATION's first line is the name, the rest the address; without one, Apple's
    /// structured location (its `X-TITLE` and `X-ADDRESS`), in the VTODO or in an alarm.
    private func location(of todo: ICalendarComponent) -> Location? {
        if let text = todo.text("LOCATION"), let whole = text.trimmedQuickly.nonEmpty {
            guard let newline = text.utf8.firstIndex(of: 0x0A) else { return Location(name: whole) }
            let name = String(text[..<newline]).trimmedQuickly
            let address = String(text[text.utf8.index(after: newline)...]).trimmedQuickly.nonEmpty
            return Location(name: name.isEmpty ? address ?? whole : name, address: address)
        }
        let structured =
            todo["X-APPLE-STRUCTURED-LOCATION"]
            ?? todo.components(named: "VALARM").lazy.compactMap { $0["X-APPLE-STRUCTURED-LOCATION"] }.first
        guard let structured else { return nil }
        let address = structured.parameter("X-ADDRESS").map(Self.appleLines)?.trimmed.nonEmpty
        guard let name = structured.parameter("X-TITLE").map(Self.appleLines)?.trimmed.nonEmpty ?? address
        else {
            return nil
        }
        return Location(name: name, address: address)
    }

    /// Apple writes line breaks in parameter values as a literal `\n` (or `\\n`).
    private static func appleLines(_ text: String) -> String {
        text.replacing("\\\\n", with: "\n").replacing("\\n", with: "\n")
    }
}

extension String {
    /// The text, or nil when it is empty.
    var nonEmpty: String? { isEmpty ? nil : self }

    /// `trimmed`, without looking at each character when the text starts and ends with a
    /// visible ASCII character, as nearly every title and UID does.
    var trimmedQuickly: String {
        guard let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first),
            (0x21...0x7E).contains(last)
        else { return trimmed }
        return self
    }
}
