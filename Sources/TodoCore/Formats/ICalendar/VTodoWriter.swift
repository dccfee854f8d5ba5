/// Writes a task into a VTODO: a new one for export, or the one it was read from, patched.
///
/// Patching compares each field the VTODO holds, read as `import` reads it, with the task's,
/// and rewrites only the properties of the fields that differ: a DUE with a TZID that means
/// the task's deadline stays as it is, and every property and component `todo` does not know
/// (X- properties, GEO, RELATED-TO, other alarms) is kept in its place. A VTODO that changes
/// gets DTSTAMP and LAST-MODIFIED of now, and its SEQUENCE, if it has one, goes up by one.
public enum VTodoWriter {
    /// A new VTODO for `task`.
    public static func component(for task: TodoTask, context: FormatContext) -> ICalendarComponent {
        var todo = ICalendarComponent("VTODO")
        todo.properties.reserveCapacity(14)
        todo.properties.append(ICalendarProperty("UID", text: task.uuid))
        todo.properties.append(ICalendarProperty("DTSTAMP", value: ICalendarTime.utcText(context.now)))
        var fields = VTodoFieldWriter(
            task: task, current: ImportedTask(title: ""), context: context, calendar: nil)
        fields.write(into: &todo)
        return todo
    }

    /// `todo` changed to hold `task`'s fields, or nil when it holds them already. `calendar`
    /// is the VCALENDAR it lies in, for its VTIMEZONEs.
    public static func patch(
        _ todo: ICalendarComponent, in calendar: ICalendarComponent, with task: TodoTask,
        context: FormatContext
    ) -> ICalendarComponent? {
        var reader = VTodoReader(zones: ICalendarZones(context: context, calendar: calendar), strict: false)
        guard case .task(let current)? = try? reader.read(todo) else { return nil }
        var patched = todo
        var fields = VTodoFieldWriter(task: task, current: current, context: context, calendar: calendar)
        fields.write(into: &patched)
        guard fields.changed else { return nil }
        patched.set(ICalendarProperty("DTSTAMP", value: ICalendarTime.utcText(context.now)))
        patched.set(ICalendarProperty("LAST-MODIFIED", value: ICalendarTime.utcText(context.now)))
        if let sequence = patched["SEQUENCE"], let number = Int(sequence.value.trimmingASCIISpaces) {
            var next = sequence
            next.value = String(number + 1)
            patched.set(next)
        }
        return patched
    }

    /// A VCALENDAR holding `components` (VTODOs, and any VTIMEZONE they need).
    public static func calendar(_ components: [ICalendarComponent], productId: String) -> ICalendarComponent {
        ICalendarComponent(
            "VCALENDAR", properties: calendarProperties(productId: productId), components: components)
    }

    /// VERSION and PRODID, the two properties every VCALENDAR needs.
    public static func calendarProperties(productId: String) -> [ICalendarProperty] {
        [ICalendarProperty("VERSION", value: "2.0"), ICalendarProperty("PRODID", value: productId)]
    }
}

/// Writes the fields of one task that differ from those a VTODO holds.
struct VTodoFieldWriter {
    let task: TodoTask
    /// The fields as read from the VTODO.
    let current: ImportedTask
    let context: FormatContext
    /// The VCALENDAR of the VTODO being patched, for its VTIMEZONEs; nil for a new VTODO.
    let calendar: ICalendarComponent?
    private(set) var changed = false

    /// A new VTODO gets a STATUS even when the task is pending.
    private var isNew: Bool { calendar == nil }

    mutating func write(into todo: inout ICalendarComponent) {
        if current.createdAt != task.createdAt {
            set(ICalendarProperty("CREATED", value: ICalendarTime.utcText(task.createdAt)), in: &todo)
        }
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
        if current.completedAt != task.completedAt || isNew { writeCompletion(into: &todo) }
    }

    /// `Name`, or `Name` and the address on the next line.
    static func text(of location: Location) -> String {
        location.address.map { location.name + "\n" + $0 } ?? location.name
    }

    private mutating func writeDeadline(into todo: inout ICalendarComponent) {
        todo.remove("DURATION")
        guard let deadline = task.deadline else {
            set("DUE", nil, in: &todo)
            return
        }
        set(Self.due(deadline, context: context), in: &todo)
        guard let calendar, let start = todo["DTSTART"].flatMap(ICalendarTime.init) else { return }
        var zones = ICalendarZones(context: context, calendar: calendar)
        if zones.instant(start, dateMeans: .start) > deadline { todo.remove("DTSTART") }
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
            set(ICalendarProperty("COMPLETED", value: ICalendarTime.utcText(completedAt)), in: &todo)
            set(ICalendarProperty("PERCENT-COMPLETE", value: "100"), in: &todo)
            return
        }
        let status = todo["STATUS"]?.value.trimmingASCIISpaces.uppercased()
        if isNew || status == "COMPLETED" {
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
    private mutating func set(
        _ name: String, _ property: ICalendarProperty?, in todo: inout ICalendarComponent
    ) {
        if let property { return set(property, in: &todo) }
        guard todo[name] != nil else { return }
        todo.remove(name)
        changed = true
    }
}
