/// One item of the collection, read: its iCalendar file and the task its VTODO holds.
struct CalendarItem: Sendable {
    let href: String
    let etag: String?
    let bytes: [UInt8]
    /// The file's VCALENDARs, every property and component kept.
    let calendars: [ICalendarComponent]
    /// Where the task's VTODO is: the VCALENDAR, and the component in it.
    let place: (calendar: Int, component: Int)
    /// The VTODO's UID.
    let uid: String
    /// The task, as `import` would read it; nil for a VTODO `todo` has no state for (cancelled).
    /// A repeating task is moved on past the occurrences another program completed (`VTodoSeries`).
    let task: ImportedTask?
    /// The records of the occurrences another program completed, as `import` reads them: each
    /// override marked completed, or the series itself marked completed. The item holds its
    /// task otherwise than `todo` writes it when there are any.
    let completedOccurrences: [ImportedTask]

    /// Why an item holds no task sync can use.
    enum Unusable: Error, Equatable {
        /// No VTODO (an event, a journal): not a task, and left alone.
        case noTask
        /// Not iCalendar `todo` can read, or a VTODO without a UID.
        case unreadable(String)
    }

    /// The item at `href` with these bytes; its first VTODO that overrides no occurrence is the
    /// task, its fields of one's own typed as `schema` declares them (`CalendarItemReader`).
    static func read(
        href: String, etag: String?, bytes: [UInt8], context: FormatContext, schema: TaskSchema
    ) -> Result<CalendarItem, Unusable> {
        CalendarItemReader(context: context, schema: schema).read(href: href, etag: etag, bytes: bytes)
    }

    /// Its task as the store would hold it (the title trimmed, the tags each once), for its
    /// fields; nil when it holds none `todo` can use.
    var values: TodoTask? {
        task?.task(id: 1, uuid: uid, createdAt: Instant(secondsSince1970: 0), modifiedAt: nil)
    }

    /// The file with `task`'s fields patched into the VTODO (`VTodoWriter.patch`), or nil when
    /// it holds them already.
    func patched(with task: TodoTask, context: FormatContext) -> [UInt8]? {
        let calendar = calendars[place.calendar]
        let todo = calendar.components[place.component]
        guard let patched = VTodoWriter.patch(todo, in: calendar, with: task, context: context) else {
            return nil
        }
        var result = calendars
        result[place.calendar].components[place.component] = patched
        VTimeZoneWriter.addMissingZones(to: &result[place.calendar], context: context)
        return ICalendarWriter.write(result)
    }
}
