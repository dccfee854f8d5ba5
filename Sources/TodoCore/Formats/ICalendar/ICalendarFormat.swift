/// The iCalendar format of `import` and `export`: VTODOs in VCALENDARs (RFC 5545).
public enum ICalendarFormat {
    /// The tasks in one file; see `ICalendarReader`.
    public static func decode(_ bytes: [UInt8], context: FormatContext) throws(FormatError) -> ImportBatch {
        var reader = ICalendarReader(context: context)
        return try reader.read(bytes)
    }

    /// A file of one VCALENDAR holding one VTODO: one file of a vdir.
    public static func file(for task: TodoTask, context: FormatContext, productId: String) -> [UInt8] {
        var encoder = ICalendarEncoder(context: context, productId: productId)
        var bytes: [UInt8] = []
        encoder.writeHeader(into: &bytes)
        encoder.write(task, into: &bytes)
        encoder.writeFooter(into: &bytes)
        return bytes
    }
}

/// Writes one VCALENDAR holding a VTODO per task, a task at a time, and at its end the
/// VTIMEZONE of each zone a repeating task's times name.
public struct ICalendarEncoder: TaskEncoder {
    let productId: String
    private var writer: VTodoStreamWriter
    /// The zones the repeating tasks written so far name (`DTSTART;TZID=…`), in order.
    private var zones: [String] = []

    /// An encoder whose VCALENDAR says it was made by `productId` (its PRODID).
    public init(context: FormatContext, productId: String) {
        self.productId = productId
        writer = VTodoStreamWriter(context: context)
    }

    /// `BEGIN:VCALENDAR`, VERSION and PRODID.
    public mutating func writeHeader(into bytes: inout [UInt8]) {
        bytes.append(contentsOf: "BEGIN:VCALENDAR\r\n".utf8)
        for property in VTodoWriter.calendarProperties(productId: productId) {
            ICalendarWriter.append(property, to: &bytes)
        }
    }

    /// The task as a VTODO.
    public mutating func write(_ task: TodoTask, into bytes: inout [UInt8]) {
        writer.append(task, to: &bytes)
        if let zone = task.recurrence?.zone, task.deadline != nil, !zones.contains(zone) {
            zones.append(zone)
        }
    }

    /// The VTIMEZONEs, and `END:VCALENDAR`.
    public mutating func writeFooter(into bytes: inout [UInt8]) {
        let context = writer.context
        for zone in zones {
            let rules = context.zones.rules(for: zone)
            guard rules.identifier != ZoneRules.utc.identifier else { continue }
            ICalendarWriter.append(
                VTimeZoneWriter.component(identifier: zone, rules: rules, at: context.now), to: &bytes)
        }
        bytes.append(contentsOf: "END:VCALENDAR\r\n".utf8)
    }
}
