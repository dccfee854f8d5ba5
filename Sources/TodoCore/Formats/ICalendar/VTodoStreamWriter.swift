/// Writes a new VTODO for a task straight into bytes, a content line at a time, folded: the
/// one definition of the VTODO `todo` writes (`VTodoWriter.component(for:)` reads it back).
/// Exporting 10,000 tasks makes no String, property or component on the way, and reads each
/// task's text from the store's bytes where it lies.
///
/// ```
/// UID, DTSTAMP, CREATED, LAST-MODIFIED, SUMMARY, [DESCRIPTION], [LOCATION], [DUE], STATUS,
/// [COMPLETED, PERCENT-COMPLETE], [PRIORITY], [CATEGORIES], [X-TODO-PROJECT], [X-TODO-FIELD-…],
/// [X-TODO-REMIND], [VALARM: ACTION, DESCRIPTION, TRIGGER, [ACKNOWLEDGED]]
/// ```
struct VTodoStreamWriter {
    let context: FormatContext
    /// The line being made, reused from line to line.
    private var line: [UInt8] = []
    /// `DTSTAMP:` and the time of the export, the same in every VTODO.
    private let stamp: [UInt8]

    init(context: FormatContext) {
        self.context = context
        var stamp = Array("DTSTAMP:".utf8)
        ICalendarTime.appendUTC(context.now, to: &stamp)
        self.stamp = stamp
        line.reserveCapacity(512)
    }

    mutating func append(_ task: TodoTask, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: "BEGIN:VTODO\r\n".utf8)
        text("UID", task.uuid, to: &bytes)
        stamp.withUnsafeBufferPointer { ICalendarWriter.appendFolded($0, to: &bytes) }
        instant("CREATED", task.createdAt, to: &bytes)
        instant("LAST-MODIFIED", task.modifiedAt, to: &bytes)
        text("SUMMARY", task.title, to: &bytes)
        if let details = task.details, !details.isEmpty { text("DESCRIPTION", details, to: &bytes) }
        if let location = task.location {
            var value = VTodoFieldWriter.text(of: location)
            value.withUTF8 { text("LOCATION", $0, to: &bytes) }
        }
        if let deadline = task.deadline {
            property(VTodoFieldWriter.due(deadline, context: context), to: &bytes)
        }
        if let completedAt = task.completedAt {
            raw("STATUS:COMPLETED", to: &bytes)
            instant("COMPLETED", completedAt, to: &bytes)
            raw("PERCENT-COMPLETE:100", to: &bytes)
        } else {
            raw("STATUS:NEEDS-ACTION", to: &bytes)
        }
        appendLabels(task, to: &bytes)
        appendReminder(task, to: &bytes)
        bytes.append(contentsOf: "END:VTODO\r\n".utf8)
    }

    private mutating func appendLabels(_ task: TodoTask, to bytes: inout [UInt8]) {
        if let priority = task.priority {
            property(ICalendarProperty("PRIORITY", value: VTodoFieldWriter.number(of: priority)), to: &bytes)
        }
        if !task.tags.isEmpty {
            let value = task.tags.map(ICalendarText.escaped).joined(separator: ",")
            property(ICalendarProperty("CATEGORIES", value: value), to: &bytes)
        }
        if let project = task.project {
            property(ICalendarProperty("X-TODO-PROJECT", text: project), to: &bytes)
        }
        VTodoUserFields.append(task, to: &bytes)
    }

    private mutating func appendReminder(_ task: TodoTask, to bytes: inout [UInt8]) {
        guard let deadline = task.deadline else {
            if let undue = VTodoAlarm.undueProperty(task.remindBefore) { property(undue, to: &bytes) }
            return
        }
        guard let remindBefore = task.remindBefore else { return }
        bytes.append(contentsOf: "BEGIN:VALARM\r\nACTION:DISPLAY\r\n".utf8)
        text("DESCRIPTION", task.title, to: &bytes)
        property(
            VTodoAlarm.trigger(remindBefore: remindBefore, deadline: deadline, context: context), to: &bytes)
        if let remindedAt = task.remindedAt { instant("ACKNOWLEDGED", remindedAt, to: &bytes) }
        bytes.append(contentsOf: "END:VALARM\r\n".utf8)
    }

    /// `NAME:` and `value` TEXT-escaped.
    private mutating func text(_ name: StaticString, _ value: String, to bytes: inout [UInt8]) {
        var value = value
        value.withUTF8 { text(name, $0, to: &bytes) }
    }

    /// `NAME:` and `value` TEXT-escaped.
    private mutating func text(
        _ name: StaticString, _ value: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]
    ) {
        start(name)
        ICalendarText.appendEscaped(value, to: &line)
        finish(to: &bytes)
    }

    private mutating func instant(_ name: StaticString, _ value: Instant, to bytes: inout [UInt8]) {
        start(name)
        ICalendarTime.appendUTC(value, to: &line)
        finish(to: &bytes)
    }

    /// A line that needs no folding and no escaping.
    private func raw(_ text: StaticString, to bytes: inout [UInt8]) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(0x0D)
        bytes.append(0x0A)
    }

    private func property(_ property: ICalendarProperty, to bytes: inout [UInt8]) {
        ICalendarWriter.append(property, to: &bytes)
    }

    private mutating func start(_ name: StaticString) {
        line.removeAll(keepingCapacity: true)
        name.withUTF8Buffer { line.append(contentsOf: $0) }
        line.append(0x3A)
    }

    private mutating func finish(to bytes: inout [UInt8]) {
        line.withUnsafeBufferPointer { ICalendarWriter.appendFolded($0, to: &bytes) }
    }
}
