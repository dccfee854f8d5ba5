/// Writes a new VTODO for a task straight into bytes, a content line at a time, folded: the
/// one definition of the VTODO `todo` writes (`VTodoWriter.component(for:)` reads it back).
/// Exporting 10,000 tasks makes no property or component on the way.
///
/// The UID and DTSTAMP come first; then each field of the schema writes its lines through its
/// carriage (`ICalendarCarriage`), in their order:
///
/// ```
/// CREATED, LAST-MODIFIED, SUMMARY, [DESCRIPTION], [LOCATION], [DUE], STATUS,
/// [COMPLETED, PERCENT-COMPLETE], [PRIORITY], [CATEGORIES], [X-TODO-PROJECT], [X-TODO-FIELD-…],
/// [X-TODO-REMIND | VALARM: ACTION, DESCRIPTION, TRIGGER, [ACKNOWLEDGED]]
/// ```
struct VTodoStreamWriter {
    let context: FormatContext
    /// The line being made, reused from line to line: a carriage's value is appended to it
    /// between `start` and `finish`.
    var line: [UInt8] = []
    /// `DTSTAMP:` and the time of the export, the same in every VTODO.
    private let stamp: [UInt8]
    /// Each field of the schema writing its lines, in their order. A step holds its field, so
    /// that writing a task copies no field's declaration.
    private let steps: [@Sendable (TodoTask, inout VTodoStreamWriter, inout [UInt8]) -> Void]
    /// The zones of the repetitions written so far, by identifier: each is loaded once per
    /// export, however many repeating tasks name it.
    private var ruleZones: [String: ZoneRules] = [:]

    init(context: FormatContext) {
        self.context = context
        var stamp = Array("DTSTAMP:".utf8)
        ICalendarTime.appendUTC(context.now, to: &stamp)
        self.stamp = stamp
        steps = context.schema.vtodoFields.map { field in
            let write = field.ics.write
            return { task, writer, bytes in write(field, task, &writer, &bytes) }
        }
        line.reserveCapacity(512)
    }

    mutating func append(_ task: TodoTask, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: "BEGIN:VTODO\r\n".utf8)
        text("UID", task.uuid, to: &bytes)
        stamp.withUnsafeBufferPointer { ICalendarWriter.appendFolded($0, to: &bytes) }
        let steps = self.steps
        steps.withUnsafeBufferPointer { steps in
            for index in steps.indices { steps[index](task, &self, &bytes) }
        }
        bytes.append(contentsOf: "END:VTODO\r\n".utf8)
    }

    /// The zone `recurrence` was set in.
    mutating func zone(of recurrence: Recurrence) -> ZoneRules {
        if let rules = ruleZones[recurrence.zone] { return rules }
        let rules = context.zones.rules(for: recurrence.zone)
        ruleZones[recurrence.zone] = rules
        return rules
    }

    /// `NAME:` and `value` TEXT-escaped.
    mutating func text(_ name: StaticString, _ value: String, to bytes: inout [UInt8]) {
        var value = value
        start(name)
        value.withUTF8 { ICalendarText.appendEscaped($0, to: &line) }
        finish(to: &bytes)
    }

    /// `NAME:` and `value` as a UTC date-time.
    mutating func instant(_ name: StaticString, _ value: Instant, to bytes: inout [UInt8]) {
        start(name)
        ICalendarTime.appendUTC(value, to: &line)
        finish(to: &bytes)
    }

    /// A line that needs no folding and no escaping.
    func raw(_ text: StaticString, to bytes: inout [UInt8]) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(0x0D)
        bytes.append(0x0A)
    }

    /// A property made as a value, for the lines with parameters.
    func property(_ property: ICalendarProperty, to bytes: inout [UInt8]) {
        ICalendarWriter.append(property, to: &bytes)
    }

    /// Starts a line: `NAME:`.
    mutating func start(_ name: StaticString) {
        line.removeAll(keepingCapacity: true)
        name.withUTF8Buffer { line.append(contentsOf: $0) }
        line.append(0x3A)
    }

    /// Starts a line: `NAME:`, the name given as its bytes.
    mutating func start(_ name: [UInt8]) {
        line.removeAll(keepingCapacity: true)
        line.append(contentsOf: name)
        line.append(0x3A)
    }

    /// Ends the line, folded, into `bytes`.
    mutating func finish(to bytes: inout [UInt8]) {
        line.withUnsafeBufferPointer { ICalendarWriter.appendFolded($0, to: &bytes) }
    }
}
