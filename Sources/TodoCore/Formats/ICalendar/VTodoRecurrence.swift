extension ICalendarCarriage {
    /// A repetition: `RRULE` (with `UNTIL` for an end), `DTSTART` at the current deadline in the
    /// rule's zone with a `TZID` (the deadline's `DUE` is written so too: `VTodoFieldWriter.due`;
    /// the file gets the zone's VTIMEZONE), the series' own dates (`RDATE`, `EXDATE`) as they
    /// came, and `X-TODO-FROM-COMPLETION:TRUE` for a rule counting from completion, which
    /// iCalendar cannot say. Read back from those properties; a rule `todo` cannot interpret is
    /// kept verbatim (`Recurrence(importing:start:zone:fromCompletion:otherDates:)`).
    static let recurrence = ICalendarCarriage(
        order: 65,
        write: { _, task, writer, bytes in
            guard let recurrence = task.recurrence else { return }
            let zone = writer.zone(of: recurrence)
            for property in VTodoRepetition.properties(of: task, recurrence, zone: zone) {
                writer.property(property, to: &bytes)
            }
        },
        read: { _, todo, reader, record throws(FormatError) in
            record.recurrence = try reader.recurrence(of: todo, deadline: record.deadline)
        },
        patch: { _, writer, todo in
            writer.writeRepetition(into: &todo)
        })
}

/// The properties of a repeating task's VTODO.
enum VTodoRepetition {
    /// The names of the properties a repetition is written in, besides `DTSTART`.
    static let names = ["RRULE", "RDATE", "EXDATE", fromCompletionName]
    static let fromCompletionName = "X-TODO-FROM-COMPLETION"

    /// `DTSTART` at the deadline in `zone` (the rule's), `RRULE`, the series' own dates and the
    /// mark of a rule counting from completion, for `task` repeating by `recurrence`.
    static func properties(of task: TodoTask, _ recurrence: Recurrence, zone: ZoneRules)
        -> [ICalendarProperty]
    {
        var properties: [ICalendarProperty] = []
        if let deadline = task.deadline { properties.append(time("DTSTART", deadline, recurrence, zone)) }
        properties.append(ICalendarProperty("RRULE", value: rrule(recurrence)))
        properties += otherDates(recurrence)
        if recurrence.fromCompletion {
            properties.append(ICalendarProperty(fromCompletionName, value: "TRUE"))
        }
        return properties
    }

    /// `NAME;TZID=Europe/Berlin:20260302T235959`: `instant` in the rule's zone, `rules` (`…Z` in
    /// UTC).
    static func time(_ name: String, _ instant: Instant, _ recurrence: Recurrence, _ rules: ZoneRules)
        -> ICalendarProperty
    {
        guard rules.identifier != ZoneRules.utc.identifier else {
            return ICalendarProperty(name, value: ICalendarTime.utcText(instant))
        }
        return ICalendarProperty(
            name, parameters: [ICalendarParameter("TZID", recurrence.zone)],
            value: ICalendarTime.localText(rules.localDateTime(at: instant)))
    }

    /// The rule's text, with `UNTIL` (in UTC, as RFC 5545 wants with a `TZID`) for an end that
    /// it does not already say.
    static func rrule(_ recurrence: Recurrence) -> String {
        guard let until = recurrence.until else { return recurrence.rrule }
        let parts = recurrence.rrule.uppercased().split(separator: ";")
        guard !parts.contains(where: { $0.hasPrefix("UNTIL=") || $0.hasPrefix("COUNT=") }) else {
            return recurrence.rrule
        }
        return recurrence.rrule + ";UNTIL=" + ICalendarTime.utcText(until)
    }

    /// The series' own dates, each line read back as the property it was.
    static func otherDates(_ recurrence: Recurrence) -> [ICalendarProperty] {
        guard recurrence.hasOtherDates else { return [] }
        let text =
            "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\n" + recurrence.otherDates.joined(by: "\r\n")
            + "\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        return (try? ICalendarParser.parse(Array(text.utf8)))?.first?.components.first?.properties ?? []
    }
}

extension VTodoReader {
    /// The repetition a VTODO's `RRULE` says, counted from its `DTSTART` (else its deadline) in
    /// the zone of that time's `TZID`, in UTC for a time in UTC (`…Z`), else in the local zone
    /// (a floating time, a date); nil without an `RRULE`.
    mutating func recurrence(of todo: ICalendarComponent, deadline: Instant?) throws(FormatError)
        -> Recurrence?
    {
        guard let rule = todo["RRULE"]?.value.trimmingASCIISpaces, !rule.isEmpty else { return nil }
        let start = todo["DTSTART"] ?? todo["DUE"]
        var zone = zones.context.zone
        switch start.flatMap(ICalendarTime.init) {
        case .local(_, let id?)?: zone = zones.rules(id)
        case .utc?: zone = .utc
        default: break
        }
        let first = (try? instant(start)) ?? deadline ?? zones.context.now
        let others = todo.properties.filter { $0.isNamed("RDATE") || $0.isNamed("EXDATE") }
            .map { String(decoding: ICalendarWriter.line(of: $0), as: UTF8.self) }
        let fromCompletion =
            todo.value(VTodoRepetition.fromCompletionName)?.trimmingASCIISpaces.uppercased() == "TRUE"
        return Recurrence(
            importing: rule, start: first, zone: zone, fromCompletion: fromCompletion,
            otherDates: others)
    }
}

extension VTodoFieldWriter {
    /// Rewrites the repetition's properties when the repetition or the deadline changed: for a
    /// repeating task `DTSTART` and `DUE` at the deadline in the rule's zone, its `RRULE`, dates
    /// and mark; for one that no longer repeats, none of them (its `DTSTART` stays).
    mutating func writeRepetition(into todo: inout ICalendarComponent) {
        guard
            current.recurrence != task.recurrence
                || (task.recurrence != nil && current.deadline != task.deadline)
        else { return }
        guard let recurrence = task.recurrence else {
            for name in VTodoRepetition.names { set(name, nil, in: &todo) }
            return
        }
        if let deadline = task.deadline {
            let zone = context.zones.rules(for: recurrence.zone)
            set(VTodoRepetition.time("DTSTART", deadline, recurrence, zone), in: &todo)
            set(VTodoRepetition.time("DUE", deadline, recurrence, zone), in: &todo)
        }
        set(ICalendarProperty("RRULE", value: VTodoRepetition.rrule(recurrence)), in: &todo)
        if current.recurrence?.otherDates != recurrence.otherDates {
            for name in ["RDATE", "EXDATE"] { set(name, nil, in: &todo) }
            todo.properties += VTodoRepetition.otherDates(recurrence)
            changed = true
        }
        let mark =
            recurrence.fromCompletion
            ? ICalendarProperty(VTodoRepetition.fromCompletionName, value: "TRUE") : nil
        set(VTodoRepetition.fromCompletionName, mark, in: &todo)
    }
}
