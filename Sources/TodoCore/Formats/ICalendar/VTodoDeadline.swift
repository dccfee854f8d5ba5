extension ICalendarCarriage {
    /// The deadline: `DUE:…Z`, or for a whole day (23:59:59 local) `DUE;VALUE=DATE`, or for a
    /// repeating task `DUE;TZID=…` in the rule's zone (`VTodoRepetition.time`). Read from
    /// DUE, or DTSTART plus DURATION; a date alone is the end of that day. A patch drops a
    /// DURATION, and a DTSTART later than the new deadline.
    static let deadline = ICalendarCarriage(
        order: 60,
        write: { _, task, writer, bytes in
            guard let deadline = task.deadline else { return }
            let zone = task.recurrence.map { writer.zone(of: $0) }
            writer.property(
                VTodoFieldWriter.due(deadline, of: task, context: writer.context, ruleZone: zone), to: &bytes)
        },
        read: { _, todo, reader, record throws(FormatError) in
            record.deadline = try reader.deadline(of: todo)
        },
        patch: { _, writer, todo in
            guard writer.current.deadline != writer.task.deadline else { return }
            writer.writeDeadline(into: &todo)
        })
}

extension VTodoFieldWriter {
    /// `DUE;VALUE=DATE:20261224` for a deadline at the end of a local day, else `DUE:…Z`; for a
    /// repeating task, `DUE;TZID=…` in the rule's zone (`ruleZone`, when it is loaded already).
    static func due(
        _ deadline: Instant, of task: TodoTask, context: FormatContext, ruleZone: ZoneRules? = nil
    )
        -> ICalendarProperty
    {
        if let recurrence = task.recurrence {
            let zone = ruleZone ?? context.zones.rules(for: recurrence.zone)
            return VTodoRepetition.time("DUE", deadline, recurrence, zone)
        }
        guard context.isWholeDay(deadline) else {
            return ICalendarProperty("DUE", value: ICalendarTime.utcText(deadline))
        }
        let date = context.zone.localDateTime(at: deadline).date
        return ICalendarProperty(
            "DUE", parameters: [ICalendarParameter("VALUE", "DATE")], value: ICalendarTime.dateText(date))
    }

    fileprivate mutating func writeDeadline(into todo: inout ICalendarComponent) {
        if todo["DURATION"] != nil {
            todo.remove("DURATION")
            changed = true
        }
        guard let deadline = task.deadline else {
            set("DUE", nil, in: &todo)
            return
        }
        set(Self.due(deadline, of: task, context: context), in: &todo)
        guard let start = todo["DTSTART"].flatMap(ICalendarTime.init) else { return }
        var zones = ICalendarZones(context: context, calendar: calendar)
        if zones.instant(start, dateMeans: .start) > deadline { set("DTSTART", nil, in: &todo) }
    }
}

extension VTodoReader {
    /// DUE, or DTSTART plus DURATION; a date alone is the end of that day.
    fileprivate mutating func deadline(of todo: ICalendarComponent) throws(FormatError) -> Instant? {
        if let due = todo["DUE"] { return try instant(due) }
        guard let duration = todo["DURATION"], let start = todo["DTSTART"] else { return nil }
        guard let seconds = ICalendarDuration.seconds(duration.value) else {
            return try invalid(duration, "a duration like PT1H")
        }
        guard let time = ICalendarTime(start) else { return try invalid(start, "a date or a date-time") }
        return zones.instant(time, dateMeans: .start) + seconds
    }
}
