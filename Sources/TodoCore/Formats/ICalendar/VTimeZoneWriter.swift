/// Writes the VTIMEZONE of a zone a repeating task's times name (`DTSTART;TZID=…`), as RFC 5545
/// wants one for every TZID in a file: the zone's rule of today (its POSIX footer) as a STANDARD
/// observance and, for a zone with daylight saving time, a DAYLIGHT one, each repeating yearly
/// from 1970 (`RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU`). Earlier rules of the zone are not
/// written: the times `todo` writes are current ones, and most programs go by the TZID's name.
enum VTimeZoneWriter {
    /// The VTIMEZONE of the zone named `identifier`.
    static func component(identifier: String, rules: ZoneRules, at instant: Instant) -> ICalendarComponent {
        var observances: [ICalendarComponent] = []
        if let footer = rules.footerRule, let daylight = footer.daylightSaving,
            let start = observance(
                "DAYLIGHT", from: footer.standardOffset, to: daylight.offset, name: daylight.abbreviation,
                on: daylight.start),
            let end = observance(
                "STANDARD", from: daylight.offset, to: footer.standardOffset,
                name: footer.standardAbbreviation, on: daylight.end)
        {
            observances = [start, end]
        } else {
            let offset = rules.offset(at: instant)
            observances = [
                ICalendarComponent(
                    "STANDARD",
                    properties: [
                        ICalendarProperty("DTSTART", value: "19700101T000000"),
                        ICalendarProperty("TZOFFSETFROM", value: offsetText(offset)),
                        ICalendarProperty("TZOFFSETTO", value: offsetText(offset)),
                        ICalendarProperty("TZNAME", text: rules.abbreviation(at: instant)),
                    ])
            ]
        }
        return ICalendarComponent(
            "VTIMEZONE", properties: [ICalendarProperty("TZID", value: identifier)], components: observances)
    }

    /// Adds to `calendar` the VTIMEZONE of each zone its VTODOs name by a TZID and it lacks,
    /// when the zone is one `context` knows (`FormatContext.zones`).
    static func addMissingZones(to calendar: inout ICalendarComponent, context: FormatContext) {
        var defined = Set(calendar.components(named: "VTIMEZONE").compactMap { $0.value("TZID") })
        var added: [ICalendarComponent] = []
        for todo in calendar.components where todo.isNamed("VTODO") {
            for property in todo.properties {
                guard let id = property.parameter("TZID"), !defined.contains(id) else { continue }
                defined.insert(id)
                added.append(component(identifier: id, rules: context.zones.rules(for: id), at: context.now))
            }
        }
        calendar.components.insert(contentsOf: added, at: 0)
    }

    /// A yearly observance starting on `day` of 1970 at its local time, or nil for a day a
    /// yearly rule cannot say (`Jn`, `n`, a time outside the day).
    private static func observance(
        _ name: String, from: Int, to: Int, name abbreviation: String, on day: PosixZoneRule.TransitionDay
    ) -> ICalendarComponent? {
        guard case .monthWeekDay(let month, let week, let weekday) = day.day,
            (0..<86_400).contains(day.secondOfDay)
        else { return nil }
        let start = LocalDateTime(localSeconds: day.localSeconds(inYear: 1970))
        let weekdays = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]
        return ICalendarComponent(
            name,
            properties: [
                ICalendarProperty("DTSTART", value: ICalendarTime.localText(start)),
                ICalendarProperty(
                    "RRULE",
                    value: "FREQ=YEARLY;BYMONTH=\(month);BYDAY=\(week == 5 ? -1 : week)\(weekdays[weekday])"),
                ICalendarProperty("TZOFFSETFROM", value: offsetText(from)),
                ICalendarProperty("TZOFFSETTO", value: offsetText(to)),
                ICalendarProperty("TZNAME", text: abbreviation),
            ])
    }

    /// `+0100`, `-0500`, `+0530`; `+013015` with seconds.
    static func offsetText(_ seconds: Int) -> String {
        let magnitude = abs(seconds)
        var text =
            (seconds < 0 ? "-" : "+") + Instant.twoDigits(magnitude / 3600)
            + Instant.twoDigits(magnitude / 60 % 60)
        if magnitude % 60 != 0 { text += Instant.twoDigits(magnitude % 60) }
        return text
    }
}
