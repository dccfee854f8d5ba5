/// The user's own fields in a VTODO: one `X-TODO-FIELD-NAME` property each (the field's name
/// upper-cased), its value as text: a number as `2` or `-1.5`, a date as a UTC date-time
/// (`20260305T120000Z`), text and a choice's word TEXT-escaped.
enum VTodoUserFields {
    static let prefix = "X-TODO-FIELD-"

    /// `X-TODO-FIELD-ENERGY` for the field `energy`.
    static func propertyName(of field: String) -> String {
        prefix + field.uppercased()
    }

    /// The property that carries `value` of the field `name`.
    static func property(_ name: String, _ value: FieldValue) -> ICalendarProperty {
        let property = propertyName(of: name)
        switch value {
        case .text(let text): return ICalendarProperty(property, text: text)
        case .number(let number): return ICalendarProperty(property, value: number.description)
        case .date(let instant): return ICalendarProperty(property, value: ICalendarTime.utcText(instant))
        case .seconds(let seconds): return ICalendarProperty(property, value: String(seconds))
        case .names(let names):
            return ICalendarProperty(property, value: names.map(ICalendarText.escaped).joined(separator: ","))
        case .place(let place): return ICalendarProperty(property, text: VTodoFieldWriter.text(of: place))
        }
    }

    /// The fields the VTODO's `X-TODO-FIELD-` properties give, each typed as `schema` declares
    /// it: a field it does not declare, or a value that is not of the declared type, is text.
    /// A name that cannot be a field's, and an empty value, are left out; of two properties
    /// for one field, the first counts.
    static func read(_ todo: ICalendarComponent, schema: TaskSchema, zones: inout ICalendarZones)
        -> [String: FieldValue]
    {
        var fields: [String: FieldValue] = [:]
        for property in todo.properties where property.key.hasPrefix(prefix) {
            let name = String(property.key.dropFirst(prefix.count)).lowercased()
            guard fields[name] == nil, FieldDeclaration.isValidName(name),
                !TaskSchema.reservedNames.contains(name), let text = property.text.trimmed.nonEmpty
            else { continue }
            let kind = schema.userField(named: name)?.kind ?? .text
            fields[name] = typed(text, kind, property, &zones) ?? .text(text)
        }
        return fields
    }

    private static func typed(
        _ text: String, _ kind: FieldKind, _ property: ICalendarProperty, _ zones: inout ICalendarZones
    ) -> FieldValue? {
        switch kind {
        case .number: return FieldNumber(text: text).map(FieldValue.number)
        case .date:
            if let instant = Instant(iso8601UTC: text) { return .date(instant) }
            var time = property
            time.value = text
            return ICalendarTime(time).map { .date(zones.instant($0)) }
        case .choice: return kind.choice(named: text).map(FieldValue.text)
        default: return nil
        }
    }

    /// Sets, changes or removes the properties of the fields whose text differs between
    /// `current` (as read from the VTODO) and `task`.
    static func write(
        _ task: TodoTask, over current: TodoTask, into writer: inout VTodoFieldWriter,
        _ todo: inout ICalendarComponent
    ) {
        for name in Set(current.fields.keys).union(task.fields.keys).sorted() {
            let wanted = task.fields[name].map { property(name, $0) }
            guard wanted?.value != current.fields[name].map({ property(name, $0).value }) else { continue }
            writer.set(propertyName(of: name), wanted, in: &todo)
        }
    }

    /// Appends the properties of `task`'s fields, by name, to a VTODO being written.
    static func append(_ task: TodoTask, to bytes: inout [UInt8]) {
        for name in task.fields.keys.sorted() {
            guard let value = task.fields[name] else { continue }
            ICalendarWriter.append(property(name, value), to: &bytes)
        }
    }
}
