/// Turns the values of DATE and DATE-TIME properties into instants: `Z` is UTC; a TZID names
/// a zone of the time zone database (after any prefix such as Mozilla's `/mozilla.org/…/`),
/// or else the file's own VTIMEZONE of that TZID; a floating time or a TZID that is neither
/// is local time; a date alone is the end of that day, local time.
struct ICalendarZones {
    let context: FormatContext
    /// The zones of the time zone database, shared by the calendars of one import; made at
    /// the first TZID when none is given.
    private var database: ZoneDatabase?
    /// The VTIMEZONEs of the calendar being read, by TZID.
    private var definitions: [String: ICalendarComponent] = [:]
    private var resolved: [String: ZoneRules] = [:]

    /// Zones for a calendar whose VTIMEZONEs are handed to `define` as they are read; the
    /// database's zones are looked up in `database` (by default, one of its own).
    init(context: FormatContext, database: ZoneDatabase? = nil) {
        self.context = context
        self.database = database
    }

    init(context: FormatContext, calendar: ICalendarComponent, database: ZoneDatabase? = nil) {
        self.init(context: context, database: database)
        for zone in calendar.components(named: "VTIMEZONE") { define(zone) }
    }

    mutating func define(_ zone: ICalendarComponent) {
        if let id = zone.value("TZID")?.trimmingASCIISpaces { definitions[id] = zone }
    }

    /// Whether every TZID that `component` (or a component in it) names is known by now: a
    /// VTIMEZONE may come after the VTODOs that use it.
    mutating func knowsZones(of component: ICalendarComponent) -> Bool {
        for property in component.properties {
            guard let id = property.parameter("TZID") else { continue }
            if resolved[id] == nil, definitions[id] == nil, databaseRules(id) == nil { return false }
        }
        for child in component.components where !knowsZones(of: child) { return false }
        return true
    }

    /// The database's zone for `id`, remembered when there is one.
    private mutating func databaseRules(_ id: String) -> ZoneRules? {
        let database = self.database ?? ZoneDatabase(directory: context.zoneinfoDirectory)
        self.database = database
        guard let rules = database.rules(forTZID: id) else { return nil }
        resolved[id] = rules
        return rules
    }

    /// The instant `time` means; a date alone means `dateMeans` of that day.
    mutating func instant(_ time: ICalendarTime, dateMeans: DatePart = .end) -> Instant {
        switch time {
        case .utc(let instant):
            return instant
        case .date(let date):
            return dateMeans == .end ? context.endOfDay(date) : context.zone.startOfDay(date)
        case .local(let local, let zone):
            return rules(zone).instant(for: local)
        }
    }

    enum DatePart { case start, end }

    /// The rules for a TZID, or the local zone for none.
    mutating func rules(_ id: String?) -> ZoneRules {
        guard let id else { return context.zone }
        if let rules = resolved[id] { return rules }
        let rules = databaseRules(id) ?? definitions[id].flatMap(VTimeZoneRule.rules) ?? context.zone
        resolved[id] = rules
        return rules
    }
}

/// The rules of a VTIMEZONE, as far as a POSIX `TZ` rule can say them: the offsets of its
/// latest STANDARD and DAYLIGHT observances, and the yearly days they start
/// (`RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU`). Enough for every zone in use today; earlier
/// rules of the zone are not kept.
enum VTimeZoneRule {
    static func rules(_ zone: ICalendarComponent) -> ZoneRules? {
        guard let standard = latest(zone.components(named: "STANDARD")),
            let standardOffset = offset(standard["TZOFFSETTO"])
        else { return nil }
        let standardName = "<STD>" + posixOffset(standardOffset)
        guard let daylight = latest(zone.components(named: "DAYLIGHT")),
            let daylightOffset = offset(daylight["TZOFFSETTO"]),
            let start = transition(daylight), let end = transition(standard)
        else { return ZoneRules(posixRule: standardName) }
        return ZoneRules(
            posixRule: standardName + "<DST>" + posixOffset(daylightOffset) + "," + start + "," + end)
    }

    /// The observance in force last: one whose rule never ends, else the latest to start.
    private static func latest(_ observances: [ICalendarComponent]) -> ICalendarComponent? {
        let open = observances.filter { !($0["RRULE"]?.value.uppercased().contains("UNTIL=") ?? false) }
        return (open.isEmpty ? observances : open).max { start($0) < start($1) }
    }

    private static func start(_ observance: ICalendarComponent) -> String {
        observance["DTSTART"]?.value ?? ""
    }

    /// `M3.2.0/2:00:00` from a yearly rule on the n-th (or last) weekday of a month.
    private static func transition(_ observance: ICalendarComponent) -> String? {
        guard let rule = observance["RRULE"]?.value.uppercased(),
            let start = observance["DTSTART"].flatMap(ICalendarTime.init),
            case .local(let time, _) = start
        else { return nil }
        var parts: [String: String] = [:]
        for part in rule.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            if pair.count == 2 { parts[pair[0]] = pair[1] }
        }
        let weekdays = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]
        guard parts["FREQ"] == "YEARLY", let month = parts["BYMONTH"].flatMap(Int.init),
            (1...12).contains(month),
            let byDay = parts["BYDAY"], byDay.count >= 3,
            let weekday = weekdays.firstIndex(of: String(byDay.suffix(2))),
            let week = Int(byDay.dropLast(2)), (-1...5).contains(week), week != 0
        else { return nil }
        return "M\(month).\(week == -1 ? 5 : week).\(weekday)/\(time.hour):"
            + Instant.twoDigits(time.minute) + ":" + Instant.twoDigits(time.second)
    }

    /// Seconds east of UTC from `+0100`, `-0500` or `+053000`.
    private static func offset(_ property: ICalendarProperty?) -> Int? {
        guard let text = property?.value.trimmingASCIISpaces, text.count == 5 || text.count == 7,
            let sign = text.first, sign == "+" || sign == "-",
            let digits = Int(text.dropFirst()), digits >= 0
        else { return nil }
        let (hours, minutes, seconds) =
            text.count == 5
            ? (digits / 100, digits % 100, 0) : (digits / 10000, digits / 100 % 100, digits % 100)
        guard hours < 24, minutes < 60, seconds < 60 else { return nil }
        return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60 + seconds)
    }

    /// A POSIX offset, which counts west of UTC: `-1` for +0100, `5` for -0500.
    private static func posixOffset(_ east: Int) -> String {
        let west = -east
        let magnitude = abs(west)
        var text = (west < 0 ? "-" : "") + String(magnitude / 3600)
        if magnitude % 3600 != 0 { text += ":" + String(magnitude / 60 % 60) }
        if magnitude % 60 != 0 { text += ":" + String(magnitude % 60) }
        return text
    }
}
