/// How a VTODO carries one field: each field's declaration holds one (`TaskField.ics`), and the
/// export's writer, the reader and the patch walk the schema's fields through them instead of
/// naming the fields. A field one property holds is `property(_:order:value:)`; what iCalendar
/// says in ways of its own (the deadline, the completion, the location, the tags, the reminder)
/// has a carriage beside the code that writes and reads it.
struct ICalendarCarriage: Sendable {
    /// Where the field's lines stand in a VTODO `todo` writes, smaller first. The reader and the
    /// patch take the fields in the same order, so the reminder's alarm, last, finds the deadline.
    let order: Int
    /// Writes the field's lines of a new VTODO.
    let write: @Sendable (TaskField, TodoTask, inout VTodoStreamWriter, inout [UInt8]) -> Void
    /// Reads the field from a VTODO into a record.
    let read:
        @Sendable (TaskField, ICalendarComponent, inout VTodoReader, inout ImportedTask) throws(FormatError)
            ->
            Void
    /// Rewrites the field's properties in a VTODO being patched, when the task's value is not the
    /// one the VTODO holds (`VTodoFieldWriter.current`).
    let patch: @Sendable (TaskField, inout VTodoFieldWriter, inout ICalendarComponent) -> Void

    /// After the built-in fields' properties: a field of one's own, `X-TODO-FIELD-NAME`.
    static let userFieldOrder = 200
    /// Last: the reminder, whose alarm follows every property.
    static let alarmOrder = 300

    /// The field is one property, `name` (in upper case), its value as `value` says; a field
    /// without a value has none. On reading, a VTODO without `name` gives the first of
    /// `fallbacks` it has (`DTSTAMP` for `CREATED`).
    static func property(
        _ name: String, order: Int, value: ICalendarValue, fallbacks: [String] = []
    ) -> ICalendarCarriage {
        let key = Array(name.utf8)
        let names = [name] + fallbacks
        return ICalendarCarriage(
            order: order,
            write: { field, task, writer, bytes in
                guard let held = field.value(in: task) else { return }
                writer.start(key)
                if value.append(held, &writer.line) { writer.finish(to: &bytes) }
            },
            read: { field, todo, reader, record throws(FormatError) in
                for candidate in names {
                    guard let property = todo[candidate] else { continue }
                    record.set(try value.read(property, &reader), of: field)
                    return
                }
            },
            patch: { field, writer, todo in
                let wanted = value.text(of: field.value(in: writer.task))
                guard wanted != value.text(of: writer.current.value(of: field)) else { return }
                writer.set(name, wanted.map { ICalendarProperty(name, value: $0) }, in: &todo)
            })
    }

    /// A field another field's carriage holds (the address in the location, the delivery of a
    /// reminder in its alarm), or one worked out from others: nothing of its own to write or read.
    static let none = ICalendarCarriage(
        order: 0, write: { _, _, _, _ in }, read: { _, _, _, _ in }, patch: { _, _, _ in })

    /// A field of one's own: `X-TODO-FIELD-ENERGY:high`, its name in upper case; a number as its
    /// text, a date as a UTC date-time.
    static func userField(_ declaration: FieldDeclaration) -> ICalendarCarriage {
        property(
            userFieldPrefix + ICalendarText.uppercased(declaration.name), order: userFieldOrder,
            value: .of(declaration.kind))
    }

    /// What the property of a field of one's own starts with.
    static let userFieldPrefix = "X-TODO-FIELD-"
}

extension TaskSchema {
    /// The fields in the order of a VTODO's lines (`ICalendarCarriage.order`), the user's own in
    /// the order they were declared.
    var vtodoFields: [TaskField] {
        fields.enumerated().sorted { ($0.element.ics.order, $0.offset) < ($1.element.ics.order, $1.offset) }
            .map(\.element)
    }
}
