/// Reads the items of a collection into `CalendarItem`s, for one scan: the reading of a VTODO's
/// fields is set up once for all the items, and a zone of the time zone database is loaded once.
struct CalendarItemReader {
    /// The context, its schema the store's.
    private let context: FormatContext
    /// The zones TZIDs name, shared by every item read.
    private let database: ZoneDatabase
    /// A reader of VTODOs whose zones are set for each calendar.
    private let template: VTodoReader

    /// A reader whose items' fields of one's own are typed as `schema` declares them.
    init(context: FormatContext, schema: TaskSchema) {
        var typed = context
        typed.schema = schema
        self.context = typed
        database = ZoneDatabase(directory: context.zoneinfoDirectory)
        template = VTodoReader(zones: ICalendarZones(context: typed, database: database))
    }

    /// The item at `href` with these bytes; its first VTODO that overrides no occurrence is the
    /// task.
    func read(href: String, etag: String?, bytes: [UInt8]) -> Result<CalendarItem, CalendarItem.Unusable> {
        let calendars: [ICalendarComponent]
        do throws(FormatError) {
            calendars = try ICalendarParser.parse(bytes)
        } catch {
            return .failure(.unreadable(error.description))
        }
        for (calendarIndex, calendar) in calendars.enumerated() {
            guard
                let todoIndex = calendar.components.firstIndex(where: {
                    $0.isNamed("VTODO") && $0["RECURRENCE-ID"] == nil
                })
            else { continue }
            let todo = calendar.components[todoIndex]
            guard let uid = todo.text("UID")?.trimmed.nonEmpty else {
                return .failure(.unreadable("a VTODO without a UID"))
            }
            var reader = template
            reader.zones = ICalendarZones(context: context, calendar: calendar, database: database)
            var skipped = SkippedTasks()
            do throws(FormatError) {
                var task = try reader.read(todo, skipped: &skipped)
                let overrides = calendar.components.filter {
                    $0.isNamed("VTODO") && $0["RECURRENCE-ID"] != nil && $0.text("UID")?.trimmed == uid
                }
                var records: [ImportedTask] = []
                if var series = task {
                    series.uuid = uid
                    records = VTodoSeries.resolve(&series, overrides: overrides, reader: &reader)
                    task = series
                }
                return .success(
                    CalendarItem(
                        href: href, etag: etag, bytes: bytes, calendars: calendars,
                        place: (calendarIndex, todoIndex), uid: uid, task: task, completedOccurrences: records
                    ))
            } catch {
                return .failure(.unreadable(error.description))
            }
        }
        return .failure(.noTask)
    }
}
