/// What the formats need of the outside world, passed in: the codecs read no clock, zone or
/// environment of their own.
public struct FormatContext: Sendable {
    /// The time of the export (iCalendar's DTSTAMP) or import.
    public var now: Instant
    /// The local zone: todo.txt dates, iCalendar's floating times and dates, and which deadlines
    /// are a whole day (23:59:59 local, as `--due 2026-03-05` sets them).
    public var zone: ZoneRules
    /// Where the time zone files are, for a TZID in an iCalendar file (`/usr/share/zoneinfo`).
    public var zoneinfoDirectory: String
    /// The store's fields: the formats write and read them all, the user's own included (an
    /// import types a value by its field's declaration, and reads a field the store does not
    /// declare as text).
    public var schema: TaskSchema
    /// The store's tasks by id and uuid: an export writes a subtask's parent by its UID
    /// (`TaskIdentities(parentsIn:)` is enough), and patching a VTODO, in a vdir or in sync,
    /// tells a parent the store has from one it does not (the whole store's).
    public var tasks = TaskIdentities()

    /// The context of one import or export; the zone files are looked for in `zoneinfoDirectory`.
    public init(
        now: Instant, zone: ZoneRules, zoneinfoDirectory: String = "/usr/share/zoneinfo",
        schema: TaskSchema = .standard
    ) {
        self.now = now
        self.zone = zone
        self.zoneinfoDirectory = zoneinfoDirectory
        self.schema = schema
    }

    /// The zones repetitions name: the local zone, and the database's.
    var zones: ZoneLookup { ZoneLookup(local: zone, zoneinfoDirectory: zoneinfoDirectory) }

    /// Whether `deadline` is the end of a day in the local zone, 23:59:59: a deadline given as
    /// a date alone, which the formats write as a date.
    func isWholeDay(_ deadline: Instant) -> Bool {
        let local = zone.localDateTime(at: deadline)
        return local.hour == 23 && local.minute == 59 && local.second == 59
    }

    /// The deadline a date alone means: the end of that day, 23:59:59 local.
    func endOfDay(_ date: CivilDate) -> Instant {
        zone.instant(for: .endOfDay(date))
    }
}
