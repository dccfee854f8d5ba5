import Testing

@testable import TodoCore

@Suite struct DateDisplayTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var instant: String
        var now: String
        var zone: String
        var expected: String
        var testDescription: String { "\(instant) at \(now) in \(zone)" }

        init(
            _ instant: String, _ expected: String, now: String = "2026-03-05T10:00:00Z",
            zone: String = "Etc/UTC"
        ) {
            self.instant = instant
            self.expected = expected
            self.now = now
            self.zone = zone
        }
    }

    static let absoluteCases: [Case] = [
        .init("2026-03-05T17:30:00Z", "Thu 5 Mar 17:30"),
        .init("2026-03-05T17:30:59Z", "Thu 5 Mar 17:30"),
        .init("2027-03-05T17:30:00Z", "Fri 5 Mar 2027 17:30"),
        .init("2025-12-31T23:59:59Z", "Wed 31 Dec 2025 23:59"),
        .init("2026-01-01T00:00:00Z", "Thu 1 Jan 00:00"),
        .init("2028-02-29T09:05:00Z", "Tue 29 Feb 2028 09:05"),
        .init("0001-01-01T00:00:00Z", "Mon 1 Jan 1 00:00"),
        .init("2026-03-05T17:30:00Z", "Thu 5 Mar 12:30", zone: "America/New_York"),
        .init("2026-03-05T17:30:00Z", "Thu 5 Mar 23:00", zone: "Asia/Kolkata"),
        .init("2026-03-05T18:45:00Z", "Fri 6 Mar 00:15", zone: "Asia/Kolkata"),
        .init("2026-01-01T00:00:00Z", "Wed 31 Dec 2025 19:00", zone: "America/New_York"),
        .init(
            "2026-01-01T03:00:00Z", "Wed 31 Dec 22:00", now: "2025-12-31T12:00:00Z", zone: "America/New_York"),
        .init(
            "2026-01-01T06:00:00Z", "Thu 1 Jan 2026 01:00", now: "2026-01-01T03:00:00Z",
            zone: "America/New_York"),
        .init("2026-03-08T07:00:00Z", "Sun 8 Mar 03:00", zone: "America/New_York"),
        .init("2026-11-01T05:30:00Z", "Sun 1 Nov 01:30", zone: "America/New_York"),
        .init("2026-11-01T06:30:00Z", "Sun 1 Nov 01:30", zone: "America/New_York"),
    ]

    static let relativeCases: [Case] = [
        .init("2026-03-05T10:00:00Z", "now"),
        .init("2026-03-05T10:00:59Z", "now"),
        .init("2026-03-05T09:59:01Z", "now"),
        .init("2026-03-05T10:01:00Z", "in 1 min"),
        .init("2026-03-05T09:59:00Z", "1 min ago"),
        .init("2026-03-05T10:25:00Z", "in 25 min"),
        .init("2026-03-05T09:35:00Z", "25 min ago"),
        .init("2026-03-05T10:59:59Z", "in 59 min"),
        .init("2026-03-05T11:00:00Z", "in 1 h"),
        .init("2026-03-05T13:00:00Z", "in 3 h"),
        .init("2026-03-05T07:00:00Z", "3 h ago"),
        .init("2026-03-05T23:59:59Z", "in 13 h"),
        .init("2026-03-05T00:00:00Z", "10 h ago"),
        .init("2026-03-06T00:00:00Z", "tomorrow 00:00"),
        .init("2026-03-06T17:00:00Z", "tomorrow 17:00"),
        .init("2026-03-06T23:59:59Z", "tomorrow 23:59"),
        .init("2026-03-04T09:00:00Z", "yesterday 09:00"),
        .init("2026-03-04T23:59:59Z", "yesterday 23:59"),
        .init("2026-03-07T00:00:00Z", "in 2 days"),
        .init("2026-03-03T23:59:59Z", "2 days ago"),
        .init("2026-03-18T10:00:00Z", "in 13 days"),
        .init("2026-03-19T00:00:00Z", "in 2 weeks"),
        .init("2026-03-26T10:00:00Z", "in 3 weeks"),
        .init("2026-02-19T10:00:00Z", "2 weeks ago"),
        .init("2026-05-03T10:00:00Z", "in 8 weeks"),
        .init("2026-05-04T10:00:00Z", "in 2 months"),
        .init("2026-08-02T10:00:00Z", "in 5 months"),
        .init("2027-03-04T10:00:00Z", "in 12 months"),
        .init("2027-03-05T10:00:00Z", "in 1 year"),
        .init("2028-03-04T10:00:00Z", "in 1 year"),
        .init("2028-03-05T10:00:00Z", "in 2 years"),
        .init("2025-01-01T00:00:00Z", "1 year ago"),
        .init("2025-03-05T10:00:00Z", "1 year ago"),
        .init("2024-03-06T10:00:00Z", "1 year ago"),
        .init("2024-03-05T10:00:00Z", "2 years ago"),
        .init("2029-03-01T00:00:00Z", "in 1 year", now: "2028-02-29T12:00:00Z"),
        .init("2126-03-05T10:00:00Z", "in 100 years"),
        .init(
            "2026-03-08T16:00:00Z", "tomorrow 12:00", now: "2026-03-07T17:00:00Z", zone: "America/New_York"),
        .init(
            "2026-03-08T07:30:00Z", "tomorrow 03:30", now: "2026-03-08T04:30:00Z", zone: "America/New_York"),
        .init("2026-03-08T08:00:00Z", "in 2 h", now: "2026-03-08T05:30:00Z", zone: "America/New_York"),
        .init("2026-11-02T04:59:59Z", "in 22 h", now: "2026-11-01T06:30:00Z", zone: "America/New_York"),
        .init("2026-03-05T19:00:00Z", "tomorrow 00:30", now: "2026-03-05T18:00:00Z", zone: "Asia/Kolkata"),
        .init("2026-03-05T18:45:00Z", "in 45 min", now: "2026-03-05T18:00:00Z", zone: "Asia/Kolkata"),
        .init("2026-03-05T17:00:00Z", "1 h ago", now: "2026-03-05T18:00:00Z", zone: "Asia/Kolkata"),
    ]

    @Test(arguments: absoluteCases)
    func absolute(_ example: Case) throws {
        let (instant, now, zone) = try inputs(example)
        #expect(DateDisplay.absolute(instant, now: now, zone: zone) == example.expected)
    }

    @Test(arguments: relativeCases)
    func relative(_ example: Case) throws {
        let (instant, now, zone) = try inputs(example)
        #expect(DateDisplay.relative(instant, now: now, zone: zone) == example.expected)
    }

    @Test func extremeInstantsDoNotTrap() throws {
        let zone = try ZoneFixtures.zone("America/New_York")
        let extremes: [Int64] = [Int64.min, -1 << 50, 0, 1 << 50, Int64.max]
        for instant in extremes {
            for now in extremes {
                _ = DateDisplay.absolute(
                    Instant(secondsSince1970: instant), now: Instant(secondsSince1970: now), zone: zone)
                _ = DateDisplay.relative(
                    Instant(secondsSince1970: instant), now: Instant(secondsSince1970: now), zone: zone)
            }
        }
    }

    @Test func relativeWithoutTheClockForTheNextAndPreviousDay() throws {
        let now = try ZoneFixtures.instant("2026-03-05T10:00:00Z")
        let cases = [
            ("2026-03-04T23:59:00Z", "yesterday"), ("2026-03-06T09:00:00Z", "tomorrow"),
            ("2026-03-05T08:00:00Z", "2 h ago"), ("2026-03-03T08:00:00Z", "2 days ago"),
        ]
        for (text, expected) in cases {
            let instant = try ZoneFixtures.instant(text)
            #expect(DateDisplay.relative(instant, now: now, zone: .utc, showsClock: false) == expected)
        }
        let tomorrow = try ZoneFixtures.instant("2026-03-06T09:00:00Z")
        #expect(DateDisplay.relative(tomorrow, now: now, zone: .utc) == "tomorrow 09:00")
    }

    private func inputs(_ example: Case) throws -> (Instant, Instant, ZoneRules) {
        (
            try ZoneFixtures.instant(example.instant), try ZoneFixtures.instant(example.now),
            try ZoneFixtures.zone(example.zone)
        )
    }
}
