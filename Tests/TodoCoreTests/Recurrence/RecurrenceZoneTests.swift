import Testing

@testable import TodoCore

/// Occurrences keep the deadline's clock time in the rule's zone across daylight saving
/// changes. A time the clocks skip moves forward by the gap (RFC 5545 section 3.3.5: the offset
/// from before it); a time they repeat is the first of the two.
@Suite struct RecurrenceZoneTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let zone: String
        let rule: String
        let due: String
        /// The next deadlines, completed on time, as UTC instants and on the zone's clock.
        let next: [(utc: String, local: String)]
        var testDescription: String { "\(rule) due \(due) in \(zone)" }
    }

    static let rows: [Row] = [
        // New York springs forward at 02:00 on 8 March 2026 and falls back at 02:00 on 1 November.
        Row(
            zone: "America/New_York", rule: "day", due: "2026-03-07 02:30",
            next: [
                ("2026-03-08T07:30:00Z", "2026-03-08 03:30"), ("2026-03-09T06:30:00Z", "2026-03-09 02:30"),
            ]),
        Row(
            zone: "America/New_York", rule: "day", due: "2026-10-31 01:30",
            next: [
                ("2026-11-01T05:30:00Z", "2026-11-01 01:30"), ("2026-11-02T06:30:00Z", "2026-11-02 01:30"),
            ]),
        Row(
            zone: "America/New_York", rule: "week", due: "2026-03-02 09:00",
            next: [
                ("2026-03-09T13:00:00Z", "2026-03-09 09:00"), ("2026-03-16T13:00:00Z", "2026-03-16 09:00"),
            ]),
        Row(
            zone: "America/New_York", rule: "month", due: "2026-10-31 23:59:59",
            next: [
                ("2026-12-01T04:59:59Z", "2026-11-30 23:59:59"),
                ("2027-01-01T04:59:59Z", "2026-12-31 23:59:59"),
            ]),
        // Berlin: 02:00 → 03:00 on 29 March, 03:00 → 02:00 on 25 October.
        Row(
            zone: "Europe/Berlin", rule: "sunday", due: "2026-03-22 02:30",
            next: [
                ("2026-03-29T01:30:00Z", "2026-03-29 03:30"), ("2026-04-05T00:30:00Z", "2026-04-05 02:30"),
            ]),
        Row(
            zone: "Europe/Berlin", rule: "sunday", due: "2026-10-18 02:30",
            next: [
                ("2026-10-25T00:30:00Z", "2026-10-25 02:30"), ("2026-11-01T01:30:00Z", "2026-11-01 02:30"),
            ]),
        // Sydney: 03:00 → 02:00 on 5 April, 02:00 → 03:00 on 4 October.
        Row(
            zone: "Australia/Sydney", rule: "month", due: "2026-03-05 02:30",
            next: [
                ("2026-04-04T15:30:00Z", "2026-04-05 02:30"), ("2026-05-04T16:30:00Z", "2026-05-05 02:30"),
            ]),
        Row(
            zone: "Australia/Sydney", rule: "month on the 4th", due: "2026-09-04 02:30",
            next: [
                ("2026-10-03T16:30:00Z", "2026-10-04 03:30"), ("2026-11-03T15:30:00Z", "2026-11-04 02:30"),
            ]),
        // London: 01:00 → 02:00 on 29 March, 02:00 → 01:00 on 25 October.
        Row(
            zone: "Europe/London", rule: "sunday", due: "2026-03-22 01:30",
            next: [
                ("2026-03-29T01:30:00Z", "2026-03-29 02:30"), ("2026-04-05T00:30:00Z", "2026-04-05 01:30"),
            ]),
        Row(
            zone: "Europe/London", rule: "sun", due: "2026-10-18 01:30",
            next: [
                ("2026-10-25T00:30:00Z", "2026-10-25 01:30"), ("2026-11-01T01:30:00Z", "2026-11-01 01:30"),
            ]),
        // Santiago changes at midnight: 24:00 → 01:00 on 6 September, 24:00 → 23:00 on 4 April.
        Row(
            zone: "America/Santiago", rule: "day", due: "2026-09-05 00:30",
            next: [
                ("2026-09-06T04:30:00Z", "2026-09-06 01:30"), ("2026-09-07T03:30:00Z", "2026-09-07 00:30"),
            ]),
        Row(
            zone: "America/Santiago", rule: "day", due: "2026-04-03 23:30",
            next: [
                ("2026-04-05T02:30:00Z", "2026-04-04 23:30"), ("2026-04-06T03:30:00Z", "2026-04-05 23:30"),
            ]),
        Row(
            zone: "America/Santiago", rule: "weekday", due: "2026-09-04 23:59:59",
            next: [
                ("2026-09-08T02:59:59Z", "2026-09-07 23:59:59"),
                ("2026-09-09T02:59:59Z", "2026-09-08 23:59:59"),
            ]),
        // Beirut: 00:00 → 01:00 on 29 March, 00:00 → 23:00 (Saturday) on 25 October.
        Row(
            zone: "Asia/Beirut", rule: "sunday", due: "2026-03-22 00:30",
            next: [
                ("2026-03-28T22:30:00Z", "2026-03-29 01:30"), ("2026-04-04T21:30:00Z", "2026-04-05 00:30"),
            ]),
        Row(
            zone: "Asia/Beirut", rule: "saturday", due: "2026-10-17 23:30",
            next: [
                ("2026-10-24T20:30:00Z", "2026-10-24 23:30"), ("2026-10-31T21:30:00Z", "2026-10-31 23:30"),
            ]),
    ]

    @Test(arguments: rows)
    func occurrencesKeepTheClockTimeAcrossDaylightSaving(_ row: Row) throws {
        let zone = try ZoneFixtures.zone(row.zone)
        let (recurrence, deadline) = try RecurrenceFixtures.recurrence(row.rule, due: row.due, zone: zone)
        #expect(recurrence.zone == row.zone)
        var current = deadline
        var moved: [(utc: String, local: String)] = []
        for _ in row.next {
            guard let next = recurrence.nextDeadline(after: current, completedAt: current, zone: zone) else {
                break
            }
            moved.append((next.iso8601, RecurrenceFixtures.local(next, zone)))
            current = next
        }
        #expect(moved.map(\.utc) == row.next.map(\.utc))
        #expect(moved.map(\.local) == row.next.map(\.local))
        let projected = recurrence.occurrences(after: deadline, zone: zone).prefix(row.next.count)
        #expect(projected.map(\.iso8601) == row.next.map(\.utc))
    }

    /// The zone the rule was set in wins over the zone a later command runs in: a rule set in
    /// Berlin keeps 09:00 in Berlin when the task is completed in New York.
    @Test func theRuleKeepsTheZoneItWasSetIn() throws {
        let berlin = try ZoneFixtures.zone("Europe/Berlin")
        let (recurrence, deadline) = try RecurrenceFixtures.recurrence(
            "week", due: "2026-03-23 09:00", zone: berlin)
        let next = try #require(recurrence.nextDeadline(after: deadline, completedAt: deadline, zone: berlin))
        #expect(next.iso8601 == "2026-03-30T07:00:00Z")
    }

    @Test func aSeriesFromCompletionKeepsTheClockTimeToo() throws {
        let zone = try ZoneFixtures.zone("America/New_York")
        let (recurrence, deadline) = try RecurrenceFixtures.recurrence(
            "day", due: "2026-03-07 09:00", zone: zone, fromCompletion: true)
        let completed = try RecurrenceFixtures.at("2026-03-08 08:00", zone)
        let next = try #require(recurrence.nextDeadline(after: deadline, completedAt: completed, zone: zone))
        #expect(next.iso8601 == "2026-03-09T13:00:00Z")
    }

    /// A deadline in the hour after a spring-forward gap reads as a time the gap moved forward:
    /// the series keeps the time before the gap. An hour later it is a time of its own.
    @Test func aTimeTheGapMovedForwardIsKeptAsTheTimeBeforeIt() throws {
        let zone = try ZoneFixtures.zone("America/New_York")
        let rows: [(due: String, next: String)] = [
            ("2026-03-08 03:30", "2026-03-09 02:30"), ("2026-03-08 03:00", "2026-03-09 02:00"),
            ("2026-03-08 04:00", "2026-03-09 04:00"), ("2026-03-08 01:59", "2026-03-09 01:59"),
            ("2026-03-09 03:30", "2026-03-10 03:30"), ("2026-11-01 01:30", "2026-11-02 01:30"),
        ]
        for (due, next) in rows {
            let deadline = try RecurrenceFixtures.at(due, zone)
            let recurrence = Recurrence(rule: try RecurrenceFixtures.rule("day"), zone: zone.identifier)
            let moved = recurrence.nextDeadline(after: deadline, completedAt: deadline, zone: zone)
            #expect(moved.map { RecurrenceFixtures.local($0, zone) } == next, "\(due)")
        }
        let repeated = try RecurrenceFixtures.at("2026-11-01 01:30", zone) + 3600
        let recurrence = Recurrence(rule: try RecurrenceFixtures.rule("day"), zone: zone.identifier)
        let afterRepeat = recurrence.nextDeadline(after: repeated, completedAt: repeated, zone: zone)
        #expect(afterRepeat?.iso8601 == "2026-11-02T06:30:00Z")
    }

    /// Without a deadline the first is the end of a day, which no zone here skips.
    @Test func theFirstDeadlineOnTheDayOfAMidnightGap() throws {
        let zone = try ZoneFixtures.zone("Asia/Beirut")
        let now = try RecurrenceFixtures.at("2026-03-29 10:00", zone)
        let started = try #require(
            Recurrence.start(try RecurrenceFixtures.rule("day"), deadline: nil, now: now, zone: zone))
        #expect(RecurrenceFixtures.local(started.deadline, zone) == "2026-03-29 23:59:59")
        #expect(started.deadline.iso8601 == "2026-03-29T20:59:59Z")
    }
}
