import Testing

@testable import TodoCore

@Suite struct DateParserTests {
    /// A row that names instants, for forms whose meaning depends on the zone: an offset, or
    /// the edges of the years 1 to 9999.
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var now: String
        var zone: String
        var expected: String
        var testDescription: String { "'\(text)' at \(now) in \(zone)" }

        init(
            _ text: String, _ expected: String, now: String = "2026-03-05T10:00:00Z", zone: String = "Etc/UTC"
        ) {
            self.text = text
            self.expected = expected
            self.now = now
            self.zone = zone
        }
    }

    /// Now is Thursday 2026-03-05 10:00:00 UTC.
    static let utc: [Case] = [
        .init("2026-03-05T17:30:00Z", "2026-03-05T17:30:00Z"),
        .init("2026-03-05t17:30:00z", "2026-03-05T17:30:00Z"),
        .init("2026-03-05T17:30:00+02:00", "2026-03-05T15:30:00Z"),
        .init("2026-03-05T17:30-0530", "2026-03-05T23:00:00Z"),
        .init("2026-03-05T17:30+02", "2026-03-05T15:30:00Z"),
        .init("2026-03-05T17:30:00.123Z", "2026-03-05T17:30:00Z"),
        .init("9999-12-31", "9999-12-31T23:59:59Z"),
        .init("0001-01-01T00:00", "0001-01-01T00:00:00Z"),
        .init("31 december 9999", "9999-12-31T23:59:59Z"),
    ]

    /// The forms of the first round (ISO 8601, `+3d`, `in 2 hours`, weekdays, month names, times),
    /// in wall-clock terms.
    static let firstRound: [DateCase] = [
        DateCase("2026-03-05", "2026-03-05 23:59:59"),
        DateCase("2026-03-05T17:30", "2026-03-05 17:30"),
        DateCase("2026-03-05 17:30", "2026-03-05 17:30"),
        DateCase("2026-03-05   17:30", "2026-03-05 17:30"),
        DateCase("2026-03-05T17:30:00", "2026-03-05 17:30"),
        DateCase("2026-03-05T17:30:59,999999", "2026-03-05 17:30:59"),
        DateCase("2026-03-05 5pm", "2026-03-05 17:00"),
        DateCase("2026-03-05 at 9:30am", "2026-03-05 09:30"),
        DateCase("  2026-03-05T17:30\t", "2026-03-05 17:30"),
        DateCase("2028-02-29", "2028-02-29 23:59:59"),
        DateCase("2026-03-05T23:59:59", "2026-03-05 23:59:59"),
        DateCase("+30m", "2026-03-05 10:30"),
        DateCase("+2h", "2026-03-05 12:00"),
        DateCase("+3d", "2026-03-08 10:00"),
        DateCase("+1w", "2026-03-12 10:00"),
        DateCase("+0m", "2026-03-05 10:00"),
        DateCase("+90min", "2026-03-05 11:30"),
        DateCase("+ 2 hrs", "2026-03-05 12:00"),
        DateCase("+1 day", "2026-03-06 10:00"),
        DateCase("+400d", "2027-04-09 10:00"),
        DateCase("in 2 hours", "2026-03-05 12:00"),
        DateCase("in 30 minutes", "2026-03-05 10:30"),
        DateCase("in 1 minute", "2026-03-05 10:01"),
        DateCase("in 3 days", "2026-03-08 10:00"),
        DateCase("in 1 week", "2026-03-12 10:00"),
        DateCase("in 2 weeks", "2026-03-19 10:00"),
        DateCase("in 1 hr", "2026-03-05 11:00"),
        DateCase("in 5 mins", "2026-03-05 10:05"),
        DateCase("in 2h", "2026-03-05 12:00"),
        DateCase("IN 2 HOURS", "2026-03-05 12:00"),
        DateCase("in 3 d", "2026-03-08 10:00"),
        DateCase("in 2 w", "2026-03-19 10:00"),
        DateCase("today", "2026-03-05 23:59:59"),
        DateCase(" TODAY ", "2026-03-05 23:59:59"),
        DateCase("tomorrow", "2026-03-06 23:59:59"),
        DateCase("tonight", "2026-03-05 21:00"),
        DateCase("eod", "2026-03-05 23:59:59"),
        DateCase("eow", "2026-03-08 23:59:59"),
        DateCase("monday", "2026-03-09 23:59:59"),
        DateCase("mon", "2026-03-09 23:59:59"),
        DateCase("next monday", "2026-03-09 23:59:59"),
        DateCase("thursday", "2026-03-12 23:59:59"),
        DateCase("thu", "2026-03-12 23:59:59"),
        DateCase("friday", "2026-03-06 23:59:59"),
        DateCase("Sunday", "2026-03-08 23:59:59"),
        DateCase("wednesday", "2026-03-11 23:59:59"),
        DateCase("friday 17:00", "2026-03-06 17:00"),
        DateCase("fri at 5:30pm", "2026-03-06 17:30"),
        DateCase("next friday 9am", "2026-03-06 09:00"),
        DateCase("tomorrow 9am", "2026-03-06 09:00"),
        DateCase("tomorrow at 9am", "2026-03-06 09:00"),
        DateCase("9am tomorrow", "2026-03-06 09:00"),
        DateCase("17:00 friday", "2026-03-06 17:00"),
        DateCase("today 5pm", "2026-03-05 17:00"),
        DateCase("today 9am", "2026-03-05 09:00"),
        DateCase("17:00", "2026-03-05 17:00"),
        DateCase("5pm", "2026-03-05 17:00"),
        DateCase("5 PM", "2026-03-05 17:00"),
        DateCase("at 5pm", "2026-03-05 17:00"),
        DateCase("9:30am", "2026-03-06 09:30"),
        DateCase("10:00", "2026-03-06 10:00"),
        DateCase("10:00:00", "2026-03-06 10:00"),
        DateCase("10:00:01", "2026-03-05 10:00:01"),
        DateCase("12am", "2026-03-06 00:00"),
        DateCase("12pm", "2026-03-05 12:00"),
        DateCase("12:30am", "2026-03-06 00:30"),
        DateCase("12:00pm", "2026-03-05 12:00"),
        DateCase("11:59:59pm", "2026-03-05 23:59:59"),
        DateCase("23:59:59", "2026-03-05 23:59:59"),
        DateCase("00:00", "2026-03-06 00:00"),
        DateCase("0:05", "2026-03-06 00:05"),
        DateCase("5 mar", "2026-03-05 23:59:59"),
        DateCase("4 mar", "2027-03-04 23:59:59"),
        DateCase("mar 5", "2026-03-05 23:59:59"),
        DateCase("march 5", "2026-03-05 23:59:59"),
        DateCase("March 06", "2026-03-06 23:59:59"),
        DateCase("5 march 2027", "2027-03-05 23:59:59"),
        DateCase("march 5 2027", "2027-03-05 23:59:59"),
        DateCase("mar 5, 2027", "2027-03-05 23:59:59"),
        DateCase("mar 5 17:30", "2026-03-05 17:30"),
        DateCase("mar 5 at 5pm", "2026-03-05 17:00"),
        DateCase("5 mar 2027 9am", "2027-03-05 09:00"),
        DateCase("mar 5, 2027 17:30", "2027-03-05 17:30"),
        DateCase("5pm mar 6", "2026-03-06 17:00"),
        DateCase("29 feb", "2028-02-29 23:59:59"),
        DateCase("29 feb 2028", "2028-02-29 23:59:59"),
        DateCase("dec 31", "2026-12-31 23:59:59"),
        DateCase("1 jan", "2027-01-01 23:59:59"),
        DateCase("sept 30", "2026-09-30 23:59:59"),
        DateCase("monday", "2026-03-16 23:59:59", now: "2026-03-09 08:00"),
        DateCase("next monday", "2026-03-16 23:59:59", now: "2026-03-09 08:00"),
        DateCase("sunday", "2026-03-15 23:59:59", now: "2026-03-09 08:00"),
        DateCase("eow", "2026-03-15 23:59:59", now: "2026-03-09 08:00"),
        DateCase("eow", "2026-03-08 23:59:59", now: "2026-03-08 12:00"),
        DateCase("sunday", "2026-03-15 23:59:59", now: "2026-03-08 12:00"),
        DateCase("monday", "2026-03-09 23:59:59", now: "2026-03-08 12:00"),
        DateCase("tonight", "2026-03-05 23:59:59", now: "2026-03-05 21:00"),
        DateCase("tonight", "2026-03-05 21:00", now: "2026-03-05 20:59:59"),
        DateCase("today", "2026-03-05 23:59:59", now: "2026-03-05 23:59:59"),
        DateCase("23:59:59", "2026-03-06 23:59:59", now: "2026-03-05 23:59:59"),
        DateCase("tomorrow", "2027-01-01 23:59:59", now: "2026-12-31 23:30"),
        DateCase("+1d", "2027-01-01 23:30", now: "2026-12-31 23:30"),
        DateCase("+1h", "2027-01-01 00:30", now: "2026-12-31 23:30"),
        DateCase("23:59:59", "2026-12-31 23:59:59", now: "2026-12-31 23:30"),
        DateCase("23:00", "2027-01-01 23:00", now: "2026-12-31 23:30"),
        DateCase("jan 1", "2027-01-01 23:59:59", now: "2026-12-31 23:30"),
        DateCase("dec 31", "2026-12-31 23:59:59", now: "2026-12-31 23:30"),
        DateCase("eow", "2027-01-03 23:59:59", now: "2026-12-31 23:30"),
        DateCase("+1d", "2028-03-01 12:00", now: "2028-02-29 12:00"),
        DateCase("29 feb", "2028-02-29 23:59:59", now: "2028-02-29 12:00"),
        DateCase("29 feb", "2032-02-29 23:59:59", now: "2028-03-01 00:00"),
        DateCase("+1w", "2028-03-07 12:00", now: "2028-02-29 12:00"),
    ]

    @Test(arguments: utc)
    func readsInUTC(_ example: Case) throws {
        try check(example)
    }

    @Test(arguments: DateCase.zones)
    func readsTheFirstRoundFormsInEveryZone(_ zone: String) throws {
        let zone = try ZoneFixtures.zone(zone)
        for example in Self.firstRound { try example.check(in: zone) }
    }

    func check(_ example: Case) throws {
        let zone = try ZoneFixtures.zone(example.zone)
        let now = try ZoneFixtures.instant(example.now)
        let expected = try ZoneFixtures.instant(example.expected)
        #expect(try DateParser.parse(example.text, now: now, zone: zone) == expected)
    }
}
