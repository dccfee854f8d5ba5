/// Reads a task from a VTODO, as Apple Reminders, Thunderbird, Nextcloud Tasks, tasks.org and
/// todoman write them (see the README's "Other formats" for the mapping): each field of the
/// schema (`zones.context.schema`) reads its properties through its carriage
/// (`ICalendarCarriage`), and an `X-TODO-FIELD-NAME` that no field declares is read as text.
struct VTodoReader {
    var zones: ICalendarZones
    /// Whether a value that cannot be read is an error (import) or left out (patching).
    var strict = true
    /// Each field reading its properties, in the order of their lines (the reminder after the
    /// deadline it counts from).
    private let steps: [Step]

    private typealias Step =
        @Sendable (ICalendarComponent, inout VTodoReader, inout ImportedTask) throws(FormatError) -> Void
    /// The user's fields' names: an `X-TODO-FIELD-…` not among them is read as text.
    private let userFieldNames: Set<String>

    init(zones: ICalendarZones, strict: Bool = true) {
        self.zones = zones
        self.strict = strict
        steps = zones.context.schema.vtodoFields.map(Self.step)
        userFieldNames = Set(zones.context.schema.userFields.map(\.name))
    }

    /// The field reading its properties; it holds the field, so that reading a VTODO copies no
    /// field's declaration.
    private static func step(_ field: TaskField) -> Step {
        let read = field.ics.read
        return { todo, reader, task throws(FormatError) in try read(field, todo, &reader, &task) }
    }

    /// The task `todo` holds, or nil for one that is skipped, counted in `skipped`: a VTODO
    /// with STATUS:CANCELLED, which `todo` has no state for, or with a RECURRENCE-ID, which
    /// changes one occurrence of a recurring VTODO (`VTodoSeries` reads those).
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
        let task = try fields(of: todo)
        guard !task.title.isEmpty || !strict else {
            throw FormatError("a VTODO has no SUMMARY: todo needs a title", line: todo.line, column: 1)
        }
        return task
    }

    /// The fields `todo` holds, whatever it is: a task, or an override of one occurrence.
    mutating func fields(of todo: ICalendarComponent) throws(FormatError) -> ImportedTask {
        var task = ImportedTask(title: "")
        task.uuid = todo.text("UID")?.trimmedQuickly.nonEmpty
        let steps = self.steps
        for index in steps.indices { try steps[index](todo, &self, &task) }
        readUndeclaredFields(of: todo, into: &task)
        return task
    }

    /// Each `X-TODO-FIELD-NAME` whose name no field declares, as text: an import declares it.
    /// One whose name cannot name a field (`X-TODO-FIELD-A_B`, `X-TODO-FIELD-DUE`) is left out.
    private func readUndeclaredFields(of todo: ICalendarComponent, into task: inout ImportedTask) {
        let prefix = ICalendarCarriage.userFieldPrefix.utf8
        for property in todo.properties
        where property.key.utf8.first == UInt8(ascii: "X") && property.key.utf8.starts(with: prefix) {
            let name = String(decoding: property.key.utf8.dropFirst(prefix.count), as: UTF8.self).lowercased()
            guard !userFieldNames.contains(name), task.fields[name] == nil,
                FieldDeclaration.isAvailableName(name),
                let text = property.text.trimmedQuickly.nonEmpty
            else { continue }
            task.fields[name] = .text(text)
        }
    }

    /// The instant of the first of the properties named that `todo` has.
    mutating func firstInstant(_ todo: ICalendarComponent, _ names: String...) throws(FormatError) -> Instant?
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

    /// For a value that cannot be read: an error on import (`NAME must be expected`, at the
    /// value), none when patching.
    func invalid<Value>(_ property: ICalendarProperty, _ expected: String) throws(FormatError) -> Value? {
        guard strict else { return nil }
        throw FormatError(
            "\(property.name.uppercased()) must be \(expected)", line: property.line,
            column: property.valueColumn)
    }
}

extension String {
    /// The text, or nil when it is empty.
    var nonEmpty: String? { isEmpty ? nil : self }

    /// `trimmed`, which looks at no character when the text starts and ends with a visible ASCII
    /// character.
    var trimmedQuickly: String { trimmed }
}
