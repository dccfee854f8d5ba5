/// Reads the tasks of iCalendar files: every VTODO of every VCALENDAR in them; VEVENTs,
/// VJOURNALs and the like are passed over. A VTODO with STATUS:CANCELLED, or with a
/// RECURRENCE-ID (it overrides one occurrence of another), is skipped and counted. Two VTODOs
/// with one UID, in one file or in two files of a vdir, make the import invalid.
public struct ICalendarReader {
    let context: FormatContext
    /// Where each UID was seen first: the file (for a vdir) and the line.
    private var places: [String: (file: String?, line: Int)] = [:]

    public init(context: FormatContext) {
        self.context = context
    }

    /// The tasks in one file; `file` names it in the error about a UID seen in two files.
    public mutating func read(_ bytes: [UInt8], file: String? = nil) throws(FormatError) -> ImportBatch {
        var batch = ImportBatch()
        for calendar in try ICalendarParser.parse(bytes) {
            var reader = VTodoReader(zones: ICalendarZones(context: context, calendar: calendar))
            for todo in calendar.components where todo.isNamed("VTODO") {
                switch try reader.read(todo) {
                case .task(let task):
                    if let uid = task.uuid { try note(uid, file: file, line: todo.line) }
                    batch.records.append(task)
                case .cancelled: batch.skipped.cancelled += 1
                case .recurrenceOverride: batch.skipped.recurring += 1
                }
            }
        }
        return batch
    }

    private mutating func note(_ uid: String, file: String?, line: Int) throws(FormatError) {
        guard let first = places.updateValue((file, line), forKey: uid) else { return }
        let place =
            first.file.map {
                $0 == file ? "line \(first.line)" : "\(TimeText.escaped($0)), line \(first.line)"
            }
            ?? "line \(first.line)"
        throw FormatError(
            "a second VTODO with UID \(TimeText.escaped(uid)) (the first is on \(place))", line: line,
            column: 1)
    }
}
