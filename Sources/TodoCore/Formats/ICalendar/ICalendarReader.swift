/// Reads the tasks of iCalendar files: every VTODO of every VCALENDAR in them; VEVENTs,
/// VJOURNALs and the like are passed over. A VTODO with STATUS:CANCELLED is skipped and
/// counted. A VTODO with a RECURRENCE-ID overrides one occurrence of the repeating VTODO with
/// its UID: completed, it moves that series on and is read as the record of the occurrence
/// (`VTodoSeries`); otherwise, or without its series in the file, it is skipped and counted.
/// Two VTODOs with one UID and no RECURRENCE-ID, in one file or in two files of a vdir, make
/// the import invalid. A zone of the time zone database is loaded once for all the files.
public struct ICalendarReader {
    let context: FormatContext
    /// The zones TZIDs name, shared by every file and calendar read.
    private let database: ZoneDatabase
    /// Where each UID was seen first: the file (its place in `files`) and the line.
    private var places: [String: (file: Int, line: Int)] = [:]
    /// The files read so far, for a vdir.
    private var files: [String?] = []

    /// A reader for the files of one import.
    public init(context: FormatContext) {
        self.init(context: context, database: ZoneDatabase(directory: context.zoneinfoDirectory))
    }

    /// A reader whose TZIDs are looked up in `database`.
    init(context: FormatContext, database: ZoneDatabase) {
        self.context = context
        self.database = database
    }

    /// The tasks in one file; `file` names it in the error about a UID seen in two files. Each
    /// VTODO is read as soon as the parser has it, unless it names a zone whose VTIMEZONE is
    /// still to come: then it waits for the end of the file.
    public mutating func read(_ bytes: [UInt8], file: String? = nil) throws(FormatError) -> ImportBatch {
        var batch = ImportBatch()
        files.append(file)
        var slots: [ImportedTask?] = []
        var waiting: [(slot: Int, todo: ICalendarComponent, calendar: Int)] = []
        var overrides: [(todo: ICalendarComponent, calendar: Int)] = []
        var reader = VTodoReader(zones: ICalendarZones(context: context, database: database))
        var calendarNumber = 0
        let calendars = try ICalendarParser.parse(bytes) { (component, number) throws(FormatError) in
            if number != calendarNumber {
                reader.zones = ICalendarZones(context: context, database: database)
                calendarNumber = number
            }
            if component.isNamed("VTIMEZONE") {
                reader.zones.define(component)
                return true
            }
            guard component.isNamed("VTODO") else { return false }
            if component.index(of: "RECURRENCE-ID") != nil {
                overrides.append((component, number))
                return false
            }
            if reader.zones.knowsZones(of: component) {
                slots.append(try task(component, &reader, &batch.skipped))
            } else {
                waiting.append((slots.count, component, number))
                slots.append(nil)
            }
            return false
        }
        for (slot, todo, number) in waiting {
            var late = VTodoReader(
                zones: ICalendarZones(context: context, calendar: calendars[number], database: database))
            slots[slot] = try task(todo, &late, &batch.skipped)
        }
        batch.records = slots.compactMap { $0 }
        batch.records += resolveSeries(&batch, overrides: overrides, calendars: calendars)
        return batch
    }

    /// Moves each repeating task of `batch` on past the occurrences other programs completed
    /// (`VTodoSeries`), and returns their records; other overrides (not completed, or of no
    /// series in the file) are counted as skipped.
    private func resolveSeries(
        _ batch: inout ImportBatch, overrides: [(todo: ICalendarComponent, calendar: Int)],
        calendars: [ICalendarComponent]
    ) -> [ImportedTask] {
        var byUID: [String: [(todo: ICalendarComponent, calendar: Int)]] = [:]
        for override in overrides {
            guard let uid = override.todo.text("UID")?.trimmedQuickly.nonEmpty else { continue }
            byUID[uid, default: []].append(override)
        }
        var records: [ImportedTask] = []
        var used = 0
        for index in batch.records.indices where batch.records[index].recurrence != nil {
            let own = batch.records[index].uuid.flatMap { byUID[$0] } ?? []
            used += own.filter { VTodoReader.isCompleted($0.todo) }.count
            let calendar = own.first.map { calendars[$0.calendar] } ?? ICalendarComponent("VCALENDAR")
            var reader = VTodoReader(
                zones: ICalendarZones(context: context, calendar: calendar), strict: false)
            records += VTodoSeries.resolve(&batch.records[index], overrides: own.map(\.todo), reader: &reader)
        }
        batch.skipped.recurring += overrides.count - used
        return records
    }

    /// The task of one VTODO, its UID noted.
    private mutating func task(
        _ todo: ICalendarComponent, _ reader: inout VTodoReader, _ skipped: inout SkippedTasks
    ) throws(FormatError) -> ImportedTask? {
        guard let task = try reader.read(todo, skipped: &skipped) else { return nil }
        if let uid = task.uuid { try note(uid, line: todo.line) }
        return task
    }

    private mutating func note(_ uid: String, line: Int) throws(FormatError) {
        guard let first = places.updateValue((files.count - 1, line), forKey: uid) else { return }
        let file = files[first.file]
        let place =
            file.map {
                first.file == files.count - 1
                    ? "line \(first.line)" : "\(TimeText.escaped($0)), line \(first.line)"
            }
            ?? "line \(first.line)"
        throw FormatError(
            "a second VTODO with UID \(TimeText.escaped(uid)) (the first is on \(place))", line: line,
            column: 1)
    }
}
