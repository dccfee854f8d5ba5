/// Writes the fields of one task that differ from those a VTODO holds, each into its
/// properties: a field that is the same leaves its properties as they are.
struct VTodoFieldWriter {
    let task: TodoTask
    /// The fields as read from the VTODO.
    let current: ImportedTask
    let context: FormatContext
    /// The VCALENDAR of the VTODO being patched, for its VTIMEZONEs.
    let calendar: ICalendarComponent
    var changed = false

    init(task: TodoTask, current: ImportedTask, context: FormatContext, calendar: ICalendarComponent) {
        self.task = task
        self.current = current
        self.context = context
        self.calendar = calendar
    }

    mutating func write(into todo: inout ICalendarComponent) {
        let old = todo
        if current.createdAt != task.createdAt { set(instant("CREATED", task.createdAt), in: &todo) }
        if current.modifiedAt != task.modifiedAt { set(instant("LAST-MODIFIED", task.modifiedAt), in: &todo) }
        if current.title != task.title { set(ICalendarProperty("SUMMARY", text: task.title), in: &todo) }
        let details = task.details?.nonEmpty
        if current.details != details {
            set("DESCRIPTION", details.map { ICalendarProperty("DESCRIPTION", text: $0) }, in: &todo)
        }
        if current.location != task.location {
            set(
                "LOCATION", task.location.map { ICalendarProperty("LOCATION", text: Self.text(of: $0)) },
                in: &todo)
        }
        if current.deadline != task.deadline { writeDeadline(into: &todo) }
        if current.completedAt != task.completedAt { writeCompletion(into: &todo) }
        if current.priority != task.priority {
            set(
                "PRIORITY", task.priority.map { ICalendarProperty("PRIORITY", value: Self.number(of: $0)) },
                in: &todo)
        }
        if current.tags != task.tags {
            let categories = task.tags.map(ICalendarText.escaped).joined(separator: ",")
            set(
                "CATEGORIES", task.tags.isEmpty ? nil : ICalendarProperty("CATEGORIES", value: categories),
                in: &todo)
        }
        if current.project != task.project {
            set(
                "X-TODO-PROJECT", task.project.map { ICalendarProperty("X-TODO-PROJECT", text: $0) },
                in: &todo)
        }
        VTodoUserFields.write(task, over: current.values, into: &self, &todo)
        writeReminder(into: &todo, old: old)
    }

    /// `Name`, or `Name` and the address on the next line.
    static func text(of location: Location) -> String {
        location.address.map { location.name + "\n" + $0 } ?? location.name
    }

    /// 1, 5 or 9: the middle of each of RFC 5545's three bands would be 2, 5 and 8, but 1 and 9
    /// are what Apple, Thunderbird and tasks.org write.
    static func number(of priority: TaskPriority) -> String {
        switch priority {
        case .high: return "1"
        case .medium: return "5"
        case .low: return "9"
        }
    }

    private func instant(_ name: String, _ instant: Instant) -> ICalendarProperty {
        ICalendarProperty(name, value: ICalendarTime.utcText(instant))
    }

    private mutating func writeDeadline(into todo: inout ICalendarComponent) {
        if todo["DURATION"] != nil {
            todo.remove("DURATION")
            changed = true
        }
        guard let deadline = task.deadline else {
            set("DUE", nil, in: &todo)
            return
        }
        set(Self.due(deadline, context: context), in: &todo)
        guard let start = todo["DTSTART"].flatMap(ICalendarTime.init) else { return }
        var zones = ICalendarZones(context: context, calendar: calendar)
        if zones.instant(start, dateMeans: .start) > deadline { set("DTSTART", nil, in: &todo) }
    }

    /// `DUE;VALUE=DATE:20261224` for a deadline at the end of a local day, else `DUE:…Z`.
    static func due(_ deadline: Instant, context: FormatContext) -> ICalendarProperty {
        guard context.isWholeDay(deadline) else {
            return ICalendarProperty("DUE", value: ICalendarTime.utcText(deadline))
        }
        let date = context.zone.localDateTime(at: deadline).date
        return ICalendarProperty(
            "DUE", parameters: [ICalendarParameter("VALUE", "DATE")], value: ICalendarTime.dateText(date))
    }

    private mutating func writeCompletion(into todo: inout ICalendarComponent) {
        if let completedAt = task.completedAt {
            set(ICalendarProperty("STATUS", value: "COMPLETED"), in: &todo)
            set(instant("COMPLETED", completedAt), in: &todo)
            set(ICalendarProperty("PERCENT-COMPLETE", value: "100"), in: &todo)
            return
        }
        let status = todo["STATUS"]?.value.trimmingASCIISpaces.uppercased()
        if status == "COMPLETED" {
            set(ICalendarProperty("STATUS", value: "NEEDS-ACTION"), in: &todo)
        }
        set("COMPLETED", nil, in: &todo)
        if todo["PERCENT-COMPLETE"]?.value.trimmingASCIISpaces == "100" {
            set("PERCENT-COMPLETE", nil, in: &todo)
        }
    }

    private mutating func set(_ property: ICalendarProperty, in todo: inout ICalendarComponent) {
        if todo[property.name] != property || todo.properties(named: property.name).count > 1 {
            todo.set(property)
            changed = true
        }
    }

    /// Sets the property, or removes every property named `name` for nil.
    mutating func set(_ name: String, _ property: ICalendarProperty?, in todo: inout ICalendarComponent) {
        if let property { return set(property, in: &todo) }
        guard todo[name] != nil else { return }
        todo.remove(name)
        changed = true
    }
}
