/// Writes the fields of one task that differ from those a VTODO holds, each into its
/// properties: a field that is the same leaves its properties as they are. Each field of the
/// schema (`context.schema`) patches its own through its carriage (`ICalendarCarriage.patch`).
struct VTodoFieldWriter {
    let task: TodoTask
    /// The fields as read from the VTODO.
    let current: ImportedTask
    let context: FormatContext
    /// The VCALENDAR of the VTODO being patched, for its VTIMEZONEs.
    let calendar: ICalendarComponent
    var changed = false
    /// The VTODO as it was before the patch.
    private(set) var old = ICalendarComponent("VTODO")

    init(task: TodoTask, current: ImportedTask, context: FormatContext, calendar: ICalendarComponent) {
        self.task = task
        self.current = current
        self.context = context
        self.calendar = calendar
    }

    mutating func write(into todo: inout ICalendarComponent) {
        old = todo
        for field in context.schema.vtodoFields { field.ics.patch(field, &self, &todo) }
    }

    /// Sets the property in place of the first of its name, and removes any others.
    mutating func set(_ property: ICalendarProperty, in todo: inout ICalendarComponent) {
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
