import Testing

@testable import TodoCore

/// A threshold (a wait) reads dates as a deadline does, but a day named without a time means
/// its start: `--wait friday` shows the task on Friday, where `--due friday` is due at its end.
@Suite struct DateParserThresholdTests {
    /// Thursday 2026-03-05 10:00 UTC.
    let now = "2026-03-05T10:00:00Z"

    func read(_ text: String, in zone: String = "Etc/UTC", now: String? = nil, dayStarts: Bool) throws
        -> Instant
    {
        try DateParser.parse(
            text, now: try ZoneFixtures.instant(now ?? self.now), zone: try ZoneFixtures.zone(zone),
            dayStarts: dayStarts)
    }

    @Test(arguments: [
        ("friday", "2026-03-06T00:00:00Z", "2026-03-06T23:59:59Z"),
        ("tomorrow", "2026-03-06T00:00:00Z", "2026-03-06T23:59:59Z"),
        ("2026-03-09", "2026-03-09T00:00:00Z", "2026-03-09T23:59:59Z"),
        ("the 20th", "2026-03-20T00:00:00Z", "2026-03-20T23:59:59Z"),
    ])
    func aDayAloneIsItsStartForAThresholdAndItsEndForADeadline(text: String, start: String, end: String)
        throws
    {
        #expect(try read(text, dayStarts: true) == ZoneFixtures.instant(start))
        #expect(try read(text, dayStarts: false) == ZoneFixtures.instant(end))
    }

    @Test(arguments: ["friday 9:00", "+2d", "in 3 hours", "2026-03-09T08:00:00Z"])
    func aTimeOrADurationReadsTheSameEitherWay(text: String) throws {
        #expect(try read(text, dayStarts: true) == read(text, dayStarts: false))
    }

    @Test func theStartIsLocalMidnight() throws {
        #expect(
            try read("friday", in: "Europe/Berlin", dayStarts: true)
                == ZoneFixtures.instant("2026-03-05T23:00:00Z"))
    }

    /// In São Paulo clocks went from 00:00 to 01:00 on 4 November 2018: the day began at 01:00.
    @Test func aDayWhoseMidnightIsSkippedStartsAtItsFirstMoment() throws {
        #expect(
            try read("2018-11-04", in: "America/Sao_Paulo", now: "2018-11-01T12:00:00Z", dayStarts: true)
                == ZoneFixtures.instant("2018-11-04T03:00:00Z"))
    }
}
