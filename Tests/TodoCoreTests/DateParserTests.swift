import Testing

@testable import TodoCore

@Suite struct DateParserTests {
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

    /// Now is Thursday 2026-03-05 10:00:00 UTC unless a case says otherwise.
    static let utc: [Case] = [
        .init("2026-03-05", "2026-03-05T23:59:59Z"),
        .init("2026-03-05T17:30", "2026-03-05T17:30:00Z"),
        .init("2026-03-05 17:30", "2026-03-05T17:30:00Z"),
        .init("2026-03-05   17:30", "2026-03-05T17:30:00Z"),
        .init("2026-03-05T17:30:00", "2026-03-05T17:30:00Z"),
        .init("2026-03-05T17:30:00Z", "2026-03-05T17:30:00Z"),
        .init("2026-03-05t17:30:00z", "2026-03-05T17:30:00Z"),
        .init("2026-03-05T17:30:00+02:00", "2026-03-05T15:30:00Z"),
        .init("2026-03-05T17:30-0530", "2026-03-05T23:00:00Z"),
        .init("2026-03-05T17:30+02", "2026-03-05T15:30:00Z"),
        .init("2026-03-05T17:30:00.123Z", "2026-03-05T17:30:00Z"),
        .init("2026-03-05T17:30:59,999999", "2026-03-05T17:30:59Z"),
        .init("2026-03-05 5pm", "2026-03-05T17:00:00Z"),
        .init("2026-03-05 at 9:30am", "2026-03-05T09:30:00Z"),
        .init("  2026-03-05T17:30\t", "2026-03-05T17:30:00Z"),
        .init("2028-02-29", "2028-02-29T23:59:59Z"),
        .init("9999-12-31", "9999-12-31T23:59:59Z"),
        .init("0001-01-01T00:00", "0001-01-01T00:00:00Z"),
        .init("2026-03-05T23:59:59", "2026-03-05T23:59:59Z"),
        .init("+30m", "2026-03-05T10:30:00Z"),
        .init("+2h", "2026-03-05T12:00:00Z"),
        .init("+3d", "2026-03-08T10:00:00Z"),
        .init("+1w", "2026-03-12T10:00:00Z"),
        .init("+0m", "2026-03-05T10:00:00Z"),
        .init("+90min", "2026-03-05T11:30:00Z"),
        .init("+ 2 hrs", "2026-03-05T12:00:00Z"),
        .init("+1 day", "2026-03-06T10:00:00Z"),
        .init("+400d", "2027-04-09T10:00:00Z"),
        .init("in 2 hours", "2026-03-05T12:00:00Z"),
        .init("in 30 minutes", "2026-03-05T10:30:00Z"),
        .init("in 1 minute", "2026-03-05T10:01:00Z"),
        .init("in 3 days", "2026-03-08T10:00:00Z"),
        .init("in 1 week", "2026-03-12T10:00:00Z"),
        .init("in 2 weeks", "2026-03-19T10:00:00Z"),
        .init("in 1 hr", "2026-03-05T11:00:00Z"),
        .init("in 5 mins", "2026-03-05T10:05:00Z"),
        .init("in 2h", "2026-03-05T12:00:00Z"),
        .init("IN 2 HOURS", "2026-03-05T12:00:00Z"),
        .init("in 3 d", "2026-03-08T10:00:00Z"),
        .init("in 2 w", "2026-03-19T10:00:00Z"),
        .init("today", "2026-03-05T23:59:59Z"),
        .init(" TODAY ", "2026-03-05T23:59:59Z"),
        .init("tomorrow", "2026-03-06T23:59:59Z"),
        .init("tonight", "2026-03-05T21:00:00Z"),
        .init("eod", "2026-03-05T23:59:59Z"),
        .init("eow", "2026-03-08T23:59:59Z"),
        .init("monday", "2026-03-09T23:59:59Z"),
        .init("mon", "2026-03-09T23:59:59Z"),
        .init("next monday", "2026-03-09T23:59:59Z"),
        .init("thursday", "2026-03-12T23:59:59Z"),
        .init("thu", "2026-03-12T23:59:59Z"),
        .init("friday", "2026-03-06T23:59:59Z"),
        .init("Sunday", "2026-03-08T23:59:59Z"),
        .init("wednesday", "2026-03-11T23:59:59Z"),
        .init("friday 17:00", "2026-03-06T17:00:00Z"),
        .init("fri at 5:30pm", "2026-03-06T17:30:00Z"),
        .init("next friday 9am", "2026-03-06T09:00:00Z"),
        .init("tomorrow 9am", "2026-03-06T09:00:00Z"),
        .init("tomorrow at 9am", "2026-03-06T09:00:00Z"),
        .init("9am tomorrow", "2026-03-06T09:00:00Z"),
        .init("17:00 friday", "2026-03-06T17:00:00Z"),
        .init("today 5pm", "2026-03-05T17:00:00Z"),
        .init("today 9am", "2026-03-05T09:00:00Z"),
        .init("17:00", "2026-03-05T17:00:00Z"),
        .init("5pm", "2026-03-05T17:00:00Z"),
        .init("5 PM", "2026-03-05T17:00:00Z"),
        .init("at 5pm", "2026-03-05T17:00:00Z"),
        .init("9:30am", "2026-03-06T09:30:00Z"),
        .init("10:00", "2026-03-06T10:00:00Z"),
        .init("10:00:00", "2026-03-06T10:00:00Z"),
        .init("10:00:01", "2026-03-05T10:00:01Z"),
        .init("12am", "2026-03-06T00:00:00Z"),
        .init("12pm", "2026-03-05T12:00:00Z"),
        .init("12:30am", "2026-03-06T00:30:00Z"),
        .init("12:00pm", "2026-03-05T12:00:00Z"),
        .init("11:59:59pm", "2026-03-05T23:59:59Z"),
        .init("23:59:59", "2026-03-05T23:59:59Z"),
        .init("00:00", "2026-03-06T00:00:00Z"),
        .init("0:05", "2026-03-06T00:05:00Z"),
        .init("5 mar", "2026-03-05T23:59:59Z"),
        .init("4 mar", "2027-03-04T23:59:59Z"),
        .init("mar 5", "2026-03-05T23:59:59Z"),
        .init("march 5", "2026-03-05T23:59:59Z"),
        .init("March 06", "2026-03-06T23:59:59Z"),
        .init("5 march 2027", "2027-03-05T23:59:59Z"),
        .init("march 5 2027", "2027-03-05T23:59:59Z"),
        .init("mar 5, 2027", "2027-03-05T23:59:59Z"),
        .init("mar 5 17:30", "2026-03-05T17:30:00Z"),
        .init("mar 5 at 5pm", "2026-03-05T17:00:00Z"),
        .init("5 mar 2027 9am", "2027-03-05T09:00:00Z"),
        .init("mar 5, 2027 17:30", "2027-03-05T17:30:00Z"),
        .init("5pm mar 6", "2026-03-06T17:00:00Z"),
        .init("29 feb", "2028-02-29T23:59:59Z"),
        .init("29 feb 2028", "2028-02-29T23:59:59Z"),
        .init("dec 31", "2026-12-31T23:59:59Z"),
        .init("1 jan", "2027-01-01T23:59:59Z"),
        .init("sept 30", "2026-09-30T23:59:59Z"),
        .init("31 december 9999", "9999-12-31T23:59:59Z"),
        .init("monday", "2026-03-16T23:59:59Z", now: "2026-03-09T08:00:00Z"),
        .init("next monday", "2026-03-16T23:59:59Z", now: "2026-03-09T08:00:00Z"),
        .init("sunday", "2026-03-15T23:59:59Z", now: "2026-03-09T08:00:00Z"),
        .init("eow", "2026-03-15T23:59:59Z", now: "2026-03-09T08:00:00Z"),
        .init("eow", "2026-03-08T23:59:59Z", now: "2026-03-08T12:00:00Z"),
        .init("sunday", "2026-03-15T23:59:59Z", now: "2026-03-08T12:00:00Z"),
        .init("monday", "2026-03-09T23:59:59Z", now: "2026-03-08T12:00:00Z"),
        .init("tonight", "2026-03-05T23:59:59Z", now: "2026-03-05T21:00:00Z"),
        .init("tonight", "2026-03-05T21:00:00Z", now: "2026-03-05T20:59:59Z"),
        .init("today", "2026-03-05T23:59:59Z", now: "2026-03-05T23:59:59Z"),
        .init("23:59:59", "2026-03-06T23:59:59Z", now: "2026-03-05T23:59:59Z"),
        .init("tomorrow", "2027-01-01T23:59:59Z", now: "2026-12-31T23:30:00Z"),
        .init("+1d", "2027-01-01T23:30:00Z", now: "2026-12-31T23:30:00Z"),
        .init("+1h", "2027-01-01T00:30:00Z", now: "2026-12-31T23:30:00Z"),
        .init("23:59:59", "2026-12-31T23:59:59Z", now: "2026-12-31T23:30:00Z"),
        .init("23:00", "2027-01-01T23:00:00Z", now: "2026-12-31T23:30:00Z"),
        .init("jan 1", "2027-01-01T23:59:59Z", now: "2026-12-31T23:30:00Z"),
        .init("dec 31", "2026-12-31T23:59:59Z", now: "2026-12-31T23:30:00Z"),
        .init("eow", "2027-01-03T23:59:59Z", now: "2026-12-31T23:30:00Z"),
        .init("+1d", "2028-03-01T12:00:00Z", now: "2028-02-29T12:00:00Z"),
        .init("29 feb", "2028-02-29T23:59:59Z", now: "2028-02-29T12:00:00Z"),
        .init("29 feb", "2032-02-29T23:59:59Z", now: "2028-03-01T00:00:00Z"),
        .init("+1w", "2028-03-07T12:00:00Z", now: "2028-02-29T12:00:00Z"),
    ]

    @Test(arguments: utc)
    func readsInUTC(_ example: Case) throws {
        try check(example)
    }

    func check(_ example: Case) throws {
        let zone = try ZoneFixtures.zone(example.zone)
        let now = try ZoneFixtures.instant(example.now)
        let expected = try ZoneFixtures.instant(example.expected)
        #expect(try DateParser.parse(example.text, now: now, zone: zone) == expected)
    }
}
