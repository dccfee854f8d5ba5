import Testing

@testable import TodoCore

@Suite struct DateParserZoneTests {
    typealias Case = DateParserTests.Case

    static let newYork = "America/New_York"
    /// Saturday 12:00 EST, the day before clocks spring forward at 02:00.
    static let beforeSpring = "2026-03-07T17:00:00Z"
    /// Sunday 01:30 EST, half an hour before the gap 02:00–03:00.
    static let inSpringNight = "2026-03-08T06:30:00Z"
    /// Saturday 12:00 EDT, the day before clocks fall back at 02:00.
    static let beforeFall = "2026-10-31T16:00:00Z"
    /// Sunday 01:30 EST, the second time 01:30 happens.
    static let inFallNight = "2026-11-01T06:30:00Z"

    static let newYorkCases: [Case] = [
        .init("+1d", "2026-03-08T16:00:00Z", now: beforeSpring, zone: newYork),
        .init("+24h", "2026-03-08T17:00:00Z", now: beforeSpring, zone: newYork),
        .init("+1w", "2026-03-14T16:00:00Z", now: beforeSpring, zone: newYork),
        .init("today", "2026-03-08T04:59:59Z", now: beforeSpring, zone: newYork),
        .init("tomorrow", "2026-03-09T03:59:59Z", now: beforeSpring, zone: newYork),
        .init("sunday", "2026-03-09T03:59:59Z", now: beforeSpring, zone: newYork),
        .init("tomorrow 1:59", "2026-03-08T06:59:00Z", now: beforeSpring, zone: newYork),
        .init("tomorrow 2:00", "2026-03-08T07:00:00Z", now: beforeSpring, zone: newYork),
        .init("tomorrow 2:30am", "2026-03-08T07:30:00Z", now: beforeSpring, zone: newYork),
        .init("tomorrow 3am", "2026-03-08T07:00:00Z", now: beforeSpring, zone: newYork),
        .init("2026-03-08T02:30", "2026-03-08T07:30:00Z", now: beforeSpring, zone: newYork),
        .init("2026-03-08T02:30-05:00", "2026-03-08T07:30:00Z", now: beforeSpring, zone: newYork),
        .init("2026-03-08T02:30Z", "2026-03-08T02:30:00Z", now: beforeSpring, zone: newYork),
        .init("mar 8 2:59:59", "2026-03-08T07:59:59Z", now: beforeSpring, zone: newYork),
        .init("+1h", "2026-03-08T07:30:00Z", now: inSpringNight, zone: newYork),
        .init("+30m", "2026-03-08T07:00:00Z", now: inSpringNight, zone: newYork),
        .init("2:30", "2026-03-08T07:30:00Z", now: inSpringNight, zone: newYork),
        .init("1:00", "2026-03-09T05:00:00Z", now: inSpringNight, zone: newYork),
        .init("1:30am", "2026-03-09T05:30:00Z", now: inSpringNight, zone: newYork),
        .init("tonight", "2026-03-09T01:00:00Z", now: inSpringNight, zone: newYork),
        .init("eod", "2026-03-09T03:59:59Z", now: inSpringNight, zone: newYork),
        .init("+1d", "2026-03-09T05:30:00Z", now: inSpringNight, zone: newYork),
        .init("+1d", "2026-11-01T17:00:00Z", now: beforeFall, zone: newYork),
        .init("+24h", "2026-11-01T16:00:00Z", now: beforeFall, zone: newYork),
        .init("tomorrow", "2026-11-02T04:59:59Z", now: beforeFall, zone: newYork),
        .init("tomorrow 1:00", "2026-11-01T05:00:00Z", now: beforeFall, zone: newYork),
        .init("tomorrow 1:30am", "2026-11-01T05:30:00Z", now: beforeFall, zone: newYork),
        .init("tomorrow 1:59:59", "2026-11-01T05:59:59Z", now: beforeFall, zone: newYork),
        .init("tomorrow 2:00", "2026-11-01T07:00:00Z", now: beforeFall, zone: newYork),
        .init("2026-11-01 01:30", "2026-11-01T05:30:00Z", now: beforeFall, zone: newYork),
        .init("2026-11-01T01:30-05:00", "2026-11-01T06:30:00Z", now: beforeFall, zone: newYork),
        .init("+1d", "2026-11-02T06:30:00Z", now: inFallNight, zone: newYork),
        .init("+1h", "2026-11-01T07:30:00Z", now: inFallNight, zone: newYork),
        .init("1:45", "2026-11-02T06:45:00Z", now: inFallNight, zone: newYork),
        .init("3am", "2026-11-01T08:00:00Z", now: inFallNight, zone: newYork),
        .init("today", "2026-11-02T04:59:59Z", now: inFallNight, zone: newYork),
        .init("in a day", "2026-03-08T16:00:00Z", now: beforeSpring, zone: newYork),
        .init("one day from now", "2026-03-08T16:00:00Z", now: beforeSpring, zone: newYork),
        .init("in 24 hours", "2026-03-08T17:00:00Z", now: beforeSpring, zone: newYork),
        .init("2 days", "2026-03-09T16:00:00Z", now: beforeSpring, zone: newYork),
        .init("in a week", "2026-03-14T16:00:00Z", now: beforeSpring, zone: newYork),
        .init("in 1 month", "2026-04-07T16:00:00Z", now: beforeSpring, zone: newYork),
        .init("day after tomorrow at 9am", "2026-03-09T13:00:00Z", now: beforeSpring, zone: newYork),
        .init("in 2 days", "2026-03-10T05:30:00Z", now: inSpringNight, zone: newYork),
        .init("in a day", "2026-11-01T17:00:00Z", now: beforeFall, zone: newYork),
        .init("2 days from now", "2026-11-02T17:00:00Z", now: beforeFall, zone: newYork),
        .init("in 1 month", "2026-11-30T17:00:00Z", now: beforeFall, zone: newYork),
        .init("in a day", "2026-11-02T06:30:00Z", now: inFallNight, zone: newYork),
        .init("2200-07-01 12:00", "2200-07-01T16:00:00Z", now: beforeFall, zone: newYork),
        .init("2200-03-09T02:30", "2200-03-09T07:30:00Z", now: beforeFall, zone: newYork),
    ]

    static let berlin = "Europe/Berlin"
    /// Saturday 12:00 CET, the day before clocks spring forward at 02:00.
    static let berlinBeforeSpring = "2026-03-28T11:00:00Z"
    /// Saturday 12:00 CEST, the day before clocks fall back at 03:00.
    static let berlinBeforeFall = "2026-10-24T10:00:00Z"

    /// Counts in days across both of Berlin's clock changes keep the clock time; hours do not.
    static let berlinCases: [Case] = [
        .init("in a day", "2026-03-29T10:00:00Z", now: berlinBeforeSpring, zone: berlin),
        .init("in 24 hours", "2026-03-29T11:00:00Z", now: berlinBeforeSpring, zone: berlin),
        .init("2 days", "2026-03-30T10:00:00Z", now: berlinBeforeSpring, zone: berlin),
        .init("in a week", "2026-04-04T10:00:00Z", now: berlinBeforeSpring, zone: berlin),
        .init("in 1 month", "2026-04-28T10:00:00Z", now: berlinBeforeSpring, zone: berlin),
        .init("tomorrow at 2:30am", "2026-03-29T01:30:00Z", now: berlinBeforeSpring, zone: berlin),
        .init("eow", "2026-03-29T21:59:59Z", now: berlinBeforeSpring, zone: berlin),
        .init("in one day", "2026-10-25T11:00:00Z", now: berlinBeforeFall, zone: berlin),
        .init("in 24 hours", "2026-10-25T10:00:00Z", now: berlinBeforeFall, zone: berlin),
        .init("in 2 days at 9am", "2026-10-26T08:00:00Z", now: berlinBeforeFall, zone: berlin),
        .init("day after tomorrow", "2026-10-26T22:59:59Z", now: berlinBeforeFall, zone: berlin),
        .init("tomorrow at 2:30am", "2026-10-25T00:30:00Z", now: berlinBeforeFall, zone: berlin),
    ]

    static let kolkata = "Asia/Kolkata"
    /// Thursday 15:30 IST.
    static let kolkataAfternoon = "2026-03-05T10:00:00Z"
    /// Friday 00:30 IST, still Thursday in UTC.
    static let kolkataAfterMidnight = "2026-03-05T19:00:00Z"

    static let kolkataCases: [Case] = [
        .init("today", "2026-03-05T18:29:59Z", now: kolkataAfternoon, zone: kolkata),
        .init("17:00", "2026-03-05T11:30:00Z", now: kolkataAfternoon, zone: kolkata),
        .init("15:30", "2026-03-06T10:00:00Z", now: kolkataAfternoon, zone: kolkata),
        .init("15:31", "2026-03-05T10:01:00Z", now: kolkataAfternoon, zone: kolkata),
        .init("9am", "2026-03-06T03:30:00Z", now: kolkataAfternoon, zone: kolkata),
        .init("tomorrow 9am", "2026-03-06T03:30:00Z", now: kolkataAfternoon, zone: kolkata),
        .init("2026-03-05T17:30", "2026-03-05T12:00:00Z", now: kolkataAfternoon, zone: kolkata),
        .init("2026-03-05T17:30Z", "2026-03-05T17:30:00Z", now: kolkataAfternoon, zone: kolkata),
        .init("2026-03-05", "2026-03-05T18:29:59Z", now: kolkataAfternoon, zone: kolkata),
        .init("+3d", "2026-03-08T10:00:00Z", now: kolkataAfternoon, zone: kolkata),
        .init("eow", "2026-03-08T18:29:59Z", now: kolkataAfternoon, zone: kolkata),
        .init("friday", "2026-03-06T18:29:59Z", now: kolkataAfternoon, zone: kolkata),
        .init("tonight", "2026-03-05T15:30:00Z", now: kolkataAfternoon, zone: kolkata),
        .init("today", "2026-03-06T18:29:59Z", now: kolkataAfterMidnight, zone: kolkata),
        .init("friday", "2026-03-13T18:29:59Z", now: kolkataAfterMidnight, zone: kolkata),
        .init("tomorrow", "2026-03-07T18:29:59Z", now: kolkataAfterMidnight, zone: kolkata),
        .init("0:30", "2026-03-06T19:00:00Z", now: kolkataAfterMidnight, zone: kolkata),
        .init("6 mar", "2026-03-06T18:29:59Z", now: kolkataAfterMidnight, zone: kolkata),
        .init("5 mar", "2027-03-05T18:29:59Z", now: kolkataAfterMidnight, zone: kolkata),
    ]

    @Test(arguments: newYorkCases)
    func readsInNewYorkAcrossDaylightSavingChanges(_ example: Case) throws {
        try DateParserTests().check(example)
    }

    @Test(arguments: berlinCases)
    func readsInBerlinAcrossDaylightSavingChanges(_ example: Case) throws {
        try DateParserTests().check(example)
    }

    @Test(arguments: kolkataCases)
    func readsInKolkata(_ example: Case) throws {
        try DateParserTests().check(example)
    }

    @Test func readsInAPosixRuleZone() throws {
        let zone = try #require(ZoneRules(posixRule: "EST5EDT,M3.2.0,M11.1.0"))
        let now = try ZoneFixtures.instant(Self.beforeSpring)
        let expected = try ZoneFixtures.instant("2026-03-08T07:30:00Z")
        #expect(try DateParser.parse("tomorrow 2:30am", now: now, zone: zone) == expected)
    }
}
