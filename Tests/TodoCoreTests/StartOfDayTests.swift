import Testing

@testable import TodoCore

/// Where a local day starts, as every rule that counts in days has it: `ZoneRules.startOfDay`,
/// the `due:` filters and the completions per day agree, on the days whose midnight the clocks
/// skip too.
@Suite struct StartOfDayTests {
    struct Day: CustomStringConvertible, Sendable {
        /// A zone of the system's zoneinfo, or a POSIX rule.
        let zone: String
        let date: String
        /// The UTC instant the day starts, and the one the day after it starts.
        let start: String
        let end: String

        var description: String { "\(zone) \(date)" }

        func rules() throws -> ZoneRules {
            if zone.contains(",") { return try #require(ZoneRules(posixRule: zone)) }
            return try ZoneFixtures.zone(zone)
        }
    }

    static let days: [Day] = [
        // Midnight skipped: 00:00 became 01:00, so the day starts at 01:00.
        Day(
            zone: "America/Sao_Paulo", date: "2018-11-04", start: "2018-11-04T03:00:00Z",
            end: "2018-11-05T02:00:00Z"),
        Day(
            zone: "Asia/Beirut", date: "2024-03-31", start: "2024-03-30T22:00:00Z",
            end: "2024-03-31T21:00:00Z"),
        Day(
            zone: "America/Havana", date: "2024-03-10", start: "2024-03-10T05:00:00Z",
            end: "2024-03-11T04:00:00Z"),
        Day(
            zone: "America/Santiago", date: "2026-09-06", start: "2026-09-06T04:00:00Z",
            end: "2026-09-07T03:00:00Z"),
        // Samoa skipped 30 December 2011 whole: the day is empty, and starts where the 31st does.
        Day(
            zone: "Pacific/Apia", date: "2011-12-30", start: "2011-12-30T10:00:00Z",
            end: "2011-12-30T10:00:00Z"),
        Day(
            zone: "Pacific/Apia", date: "2011-12-31", start: "2011-12-30T10:00:00Z",
            end: "2011-12-31T10:00:00Z"),
        // A gap from 23:30 to 00:30: midnight lies inside it, and the day starts at 00:30, where
        // the clocks resume (no zone of today's database does this; the rule says what it means).
        Day(
            zone: "AAA3BBB,M10.1.0/23:30,M3.1.0/0", date: "2026-10-04", start: "2026-10-04T03:00:00Z",
            end: "2026-10-05T02:30:00Z"),
        Day(
            zone: "AAA3BBB,M10.1.0/23:30,M3.1.0/0", date: "2026-10-05", start: "2026-10-05T02:30:00Z",
            end: "2026-10-06T02:00:00Z"),
        // Midnight after an hour that happens twice (São Paulo fell back from 00:00 to 23:00).
        Day(
            zone: "America/Sao_Paulo", date: "2019-02-17", start: "2019-02-17T03:00:00Z",
            end: "2019-02-18T03:00:00Z"),
        // Midnight happening twice (Havana fell back from 01:00 to 00:00): the first one.
        Day(
            zone: "America/Havana", date: "2024-11-03", start: "2024-11-03T04:00:00Z",
            end: "2024-11-04T05:00:00Z"),
        Day(
            zone: "Europe/Berlin", date: "2026-03-29", start: "2026-03-28T23:00:00Z",
            end: "2026-03-29T22:00:00Z"),
    ]

    @Test(arguments: days)
    func everyRuleStartsTheDayAtTheSameInstant(_ day: Day) throws {
        let zone = try day.rules()
        let date = try #require(CivilDate(iso8601: day.date))
        let start = try ZoneFixtures.instant(day.start)
        let end = try ZoneFixtures.instant(day.end)
        #expect(zone.startOfDay(date) == start)
        #expect(zone.startOfDay(date.adding(days: 1)) == end)

        let probes = [start - 1, start, end - 1, end]
        let inside = probes.map { start <= $0 && $0 < end }
        // `due:today` asked as the day starts; for a day no clock shows, `due:tomorrow` the
        // second before.
        let word = start < end ? "today" : "tomorrow"
        let now = start < end ? start : start - 1
        #expect(zone.localDateTime(at: now).date == (start < end ? date : date.adding(days: -1)))
        let filter = try #require(DueFilter(word: word, now: now, zone: zone))
        #expect(probes.map(filter.matches) == inside, "due:\(word)")

        var tally = CompletionTally(from: date, to: date, zone: zone)
        probes.forEach { tally.count($0) }
        #expect(tally.counts == [inside.filter { $0 }.count], "completions per day")
    }

    @Test func aSkippedMidnightIsNotTheInstantOfMidnightReadBeforeTheChange() throws {
        // What `instant(for:)` makes of 00:00 inside a 23:30-to-00:30 gap: 01:00, half an hour late.
        let zone = try #require(ZoneRules(posixRule: "AAA3BBB,M10.1.0/23:30,M3.1.0/0"))
        let date = try #require(CivilDate(iso8601: "2026-10-05"))
        let midnight = try #require(LocalDateTime(date: date, hour: 0, minute: 0))
        #expect(zone.instant(for: midnight) == (try ZoneFixtures.instant("2026-10-05T03:00:00Z")))
        #expect(zone.startOfDay(date) == (try ZoneFixtures.instant("2026-10-05T02:30:00Z")))
        #expect(zone.localDateTime(at: zone.startOfDay(date)).hour == 0)
        #expect(zone.localDateTime(at: zone.startOfDay(date)).minute == 30)
    }
}
