/// Writes a task into a VTODO: a new one for export, or the one it was read from, patched.
///
/// Patching compares each field the VTODO holds, read as `import` reads it, with the task's,
/// and rewrites only the properties of the fields that differ: a DUE with a TZID that means
/// the task's deadline stays as it is, and every property and component `todo` does not know
/// (X- properties, GEO, RELATED-TO, other alarms) is kept in its place. A VTODO that changes
/// gets a DTSTAMP of now, and its SEQUENCE, if it has one, goes up by one.
public enum VTodoWriter {
    /// A new VTODO for `task`.
    public static func component(for task: TodoTask, context: FormatContext) -> ICalendarComponent {
        var writer = VTodoStreamWriter(context: context)
        var bytes = Array("BEGIN:VCALENDAR\r\n".utf8)
        writer.append(task, to: &bytes)
        bytes.append(contentsOf: "END:VCALENDAR\r\n".utf8)
        return (try? ICalendarParser.parse(bytes))?.first?.components.first ?? ICalendarComponent("VTODO")
    }

    /// `todo` changed to hold `task`'s fields, or nil when it holds them already. `calendar`
    /// is the VCALENDAR it lies in, for its VTIMEZONEs.
    public static func patch(
        _ todo: ICalendarComponent, in calendar: ICalendarComponent, with task: TodoTask,
        context: FormatContext
    ) -> ICalendarComponent? {
        var reader = VTodoReader(zones: ICalendarZones(context: context, calendar: calendar), strict: false)
        var skipped = SkippedTasks()
        guard let current = (try? reader.read(todo, skipped: &skipped)) ?? nil else { return nil }
        var patched = todo
        var fields = VTodoFieldWriter(task: task, current: current, context: context, calendar: calendar)
        fields.write(into: &patched)
        guard fields.changed else { return nil }
        patched.set(ICalendarProperty("DTSTAMP", value: ICalendarTime.utcText(context.now)))
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
