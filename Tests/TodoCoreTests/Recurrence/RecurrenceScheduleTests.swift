import Testing

@testable import TodoCore

/// How a series moves on: the occurrences after a deadline, month ends, missed occurrences,
/// the end of the series, completion, and a deadline edited by hand.
@Suite struct RecurrenceScheduleTests {
    /// Each rule set on a task due at `due`, then completed on time again and again.
    static let series: [(text: String, due: String, deadlines: [String])] = [
        ("day", "2026-03-05 10:00", ["2026-03-06 10:00", "2026-03-07 10:00", "2026-03-08 10:00"]),
        ("3 days", "2026-02-27 08:15", ["2026-03-02 08:15", "2026-03-05 08:15", "2026-03-08 08:15"]),
        ("weekday", "2026-03-05 10:00", ["2026-03-06 10:00", "2026-03-09 10:00", "2026-03-10 10:00"]),
        ("week", "2026-03-05 10:00", ["2026-03-12 10:00", "2026-03-19 10:00", "2026-03-26 10:00"]),
        ("other week", "2026-03-05 10:00", ["2026-03-19 10:00", "2026-04-02 10:00", "2026-04-16 10:00"]),
        ("monday", "2026-03-05 10:00", ["2026-03-09 10:00", "2026-03-16 10:00", "2026-03-23 10:00"]),
        ("mon,thu", "2026-03-05 10:00", ["2026-03-09 10:00", "2026-03-12 10:00", "2026-03-16 10:00"]),
        ("other mon,thu", "2026-03-05 10:00", ["2026-03-16 10:00", "2026-03-19 10:00", "2026-03-30 10:00"]),
        (
            "2 weeks on sat,sun", "2026-03-07 10:00",
            ["2026-03-08 10:00", "2026-03-21 10:00", "2026-03-22 10:00"]
        ),
        ("month", "2026-01-15 10:00", ["2026-02-15 10:00", "2026-03-15 10:00", "2026-04-15 10:00"]),
        (
            "month", "2026-01-31 10:00",
            ["2026-02-28 10:00", "2026-03-31 10:00", "2026-04-30 10:00", "2026-05-31 10:00"]
        ),
        ("month", "2027-12-30 10:00", ["2028-01-30 10:00", "2028-02-29 10:00", "2028-03-30 10:00"]),
        ("month", "2026-01-29 10:00", ["2026-02-28 10:00", "2026-03-29 10:00"]),
        (
            "month on the 31st", "2026-01-05 10:00",
            ["2026-01-31 10:00", "2026-02-28 10:00", "2026-03-31 10:00"]
        ),
        (
            "month on the last day", "2026-01-31 10:00",
            ["2026-02-28 10:00", "2026-03-31 10:00", "2026-04-30 10:00"]
        ),
        ("month on the 15th", "2026-01-20 10:00", ["2026-02-15 10:00", "2026-03-15 10:00"]),
        (
            "2 months", "2026-08-31 09:00",
            [
                "2026-10-31 09:00", "2026-12-31 09:00", "2027-02-28 09:00", "2027-04-30 09:00",
                "2027-06-30 09:00",
                "2027-08-31 09:00",
            ]
        ),
        (
            "3 months on the 1st", "2026-04-01 10:00",
            ["2026-07-01 10:00", "2026-10-01 10:00", "2027-01-01 10:00"]
        ),
        // The deadline's month is the first of the series, as a calendar counts from DTSTART.
        (
            "3 months on the 1st", "2026-03-05 10:00",
            ["2026-06-01 10:00", "2026-09-01 10:00", "2026-12-01 10:00"]
        ),
        ("year", "2026-03-05 10:00", ["2027-03-05 10:00", "2028-03-05 10:00"]),
        (
            "year", "2028-02-29 10:00",
            ["2029-02-28 10:00", "2030-02-28 10:00", "2031-02-28 10:00", "2032-02-29 10:00"]
        ),
        ("2 years", "2026-03-05 10:00", ["2028-03-05 10:00", "2030-03-05 10:00"]),
        ("year on 31 dec", "2026-03-05 10:00", ["2026-12-31 10:00", "2027-12-31 10:00"]),
    ]

    @Test(arguments: series)
    func aSeriesCompletedOnTimeMovesFromOccurrenceToOccurrence(text: String, due: String, deadlines: [String])
        throws
    {
        let (recurrence, deadline) = try RecurrenceFixtures.recurrence(text, due: due)
        #expect(RecurrenceFixtures.deadlines(recurrence, from: deadline, count: deadlines.count) == deadlines)
        let projected = recurrence.occurrences(after: deadline, zone: .utc).prefix(deadlines.count)
        #expect(projected.map { RecurrenceFixtures.local($0) } == deadlines)
    }

    /// Completing late skips the occurrences missed, never piling them up: the next deadline is
    /// the first after the current one that is later than now, in step with the schedule.
    @Test func missedOccurrencesAreSkipped() throws {
        let cases: [(text: String, due: String, now: String, next: String)] = [
            ("day", "2026-03-01 09:00", "2026-03-05 10:00", "2026-03-06 09:00"),
            ("day", "2026-03-01 09:00", "2026-03-05 08:00", "2026-03-05 09:00"),
            ("day", "2026-03-01 09:00", "2026-03-05 09:00", "2026-03-06 09:00"),
            ("monday", "2026-03-02 17:00", "2026-03-11 12:00", "2026-03-16 17:00"),
            ("2 weeks", "2026-03-02 17:00", "2026-03-20 12:00", "2026-03-30 17:00"),
            ("3 days", "2026-03-01 09:00", "2026-03-05 10:00", "2026-03-07 09:00"),
            ("month", "2026-01-31 09:00", "2026-03-15 00:00", "2026-03-31 09:00"),
            ("year", "2020-02-29 09:00", "2026-03-05 10:00", "2027-02-28 09:00"),
            ("weekday", "2026-03-06 09:00", "2026-03-07 12:00", "2026-03-09 09:00"),
            ("day", "2016-03-01 09:00", "2026-03-05 10:00", "2026-03-06 09:00"),
            ("day", "2026-03-05 09:00", "2026-03-01 10:00", "2026-03-06 09:00"),
        ]
        for (text, due, now, next) in cases {
            let (recurrence, deadline) = try RecurrenceFixtures.recurrence(text, due: due)
            let moved = recurrence.nextDeadline(
                after: deadline, completedAt: try RecurrenceFixtures.at(now), zone: .utc)
            #expect(
                moved.map { RecurrenceFixtures.local($0) } == next, "\(text) due \(due), completed \(now)")
        }
    }

    /// `--until`: no occurrence after it; the last one's completion ends the series.
    @Test func theSeriesEndsAtUntil() throws {
        let (recurrence, deadline) = try RecurrenceFixtures.recurrence(
            "day", due: "2026-03-05 09:00", until: "2026-03-07 09:00")
        #expect(
            RecurrenceFixtures.deadlines(recurrence, from: deadline, count: 5) == [
                "2026-03-06 09:00", "2026-03-07 09:00",
            ])
        #expect(Array(recurrence.occurrences(after: deadline, zone: .utc)).count == 2)
        let late = try RecurrenceFixtures.at("2026-03-08 10:00")
        #expect(recurrence.nextDeadline(after: deadline, completedAt: late, zone: .utc) == nil)
        let (weekly, monday) = try RecurrenceFixtures.recurrence(
            "monday", due: "2026-03-02 09:00", until: "2026-03-15 23:59")
        #expect(RecurrenceFixtures.deadlines(weekly, from: monday, count: 5) == ["2026-03-09 09:00"])
    }

    /// `--from-completion`: from the day the task is completed, at the deadline's clock time.
    @Test func aSeriesFromCompletionCountsFromTheDayItIsCompleted() throws {
        let cases: [(text: String, due: String, now: String, next: String)] = [
            ("3 days", "2026-03-01 18:00", "2026-03-05 10:00", "2026-03-08 18:00"),
            ("3 days", "2026-03-01 18:00", "2026-03-05 20:00", "2026-03-08 18:00"),
            ("day", "2026-03-06 09:00", "2026-03-02 10:00", "2026-03-03 09:00"),
            ("week", "2026-03-06 09:00", "2026-03-04 10:00", "2026-03-11 09:00"),
            ("2 weeks", "2026-03-06 09:00", "2026-03-04 10:00", "2026-03-18 09:00"),
            ("month", "2026-01-15 09:00", "2026-01-31 10:00", "2026-02-28 09:00"),
            ("month", "2026-02-28 09:00", "2026-02-28 10:00", "2026-03-28 09:00"),
            ("year", "2027-03-01 09:00", "2028-02-29 10:00", "2029-02-28 09:00"),
            ("monday", "2026-03-02 09:00", "2026-03-04 10:00", "2026-03-09 09:00"),
            ("monday", "2026-03-02 09:00", "2026-03-09 10:00", "2026-03-16 09:00"),
            ("weekday", "2026-03-02 09:00", "2026-03-06 10:00", "2026-03-09 09:00"),
            ("month on the 15th", "2026-01-15 09:00", "2026-02-20 10:00", "2026-03-15 09:00"),
        ]
        for (text, due, now, next) in cases {
            let (recurrence, deadline) = try RecurrenceFixtures.recurrence(
                text, due: due, fromCompletion: true)
            let moved = recurrence.nextDeadline(
                after: deadline, completedAt: try RecurrenceFixtures.at(now), zone: .utc)
            #expect(
                moved.map { RecurrenceFixtures.local($0) } == next, "\(text) due \(due), completed \(now)")
            let scheduled = recurrence.nextOccurrence(
                after: deadline, laterThan: try RecurrenceFixtures.at(now), zone: .utc)
            #expect(scheduled != nil)
        }
        let (ending, deadline) = try RecurrenceFixtures.recurrence(
            "3 days", due: "2026-03-01 18:00", fromCompletion: true, until: "2026-03-07 00:00")
        #expect(
            ending.nextDeadline(
                after: deadline, completedAt: try RecurrenceFixtures.at("2026-03-05 10:00"), zone: .utc)
                == nil)
    }

    /// `edit --due` keeps the rule: the occurrence after the new deadline is the rule's first
    /// after it; a monthly rule without a day moved onto the 29th to 31st is anchored there.
    @Test func aDeadlineEditedByHandKeepsTheRule() throws {
        let cases: [(text: String, due: String, edited: String, deadlines: [String])] = [
            (
                "month on the 15th", "2026-01-15 09:00", "2026-02-20 11:00",
                ["2026-03-15 11:00", "2026-04-15 11:00"]
            ),
            ("month", "2026-01-15 09:00", "2026-02-20 11:00", ["2026-03-20 11:00", "2026-04-20 11:00"]),
            ("month", "2026-01-15 09:00", "2026-03-31 09:00", ["2026-04-30 09:00", "2026-05-31 09:00"]),
            ("month", "2026-01-31 09:00", "2026-02-10 09:00", ["2026-02-28 09:00", "2026-03-31 09:00"]),
            ("monday", "2026-03-02 09:00", "2026-03-04 09:00", ["2026-03-09 09:00", "2026-03-16 09:00"]),
            ("week", "2026-03-02 09:00", "2026-03-04 09:00", ["2026-03-11 09:00", "2026-03-18 09:00"]),
            ("other week", "2026-03-02 09:00", "2026-03-04 09:00", ["2026-03-18 09:00", "2026-04-01 09:00"]),
        ]
        for (text, due, edited, deadlines) in cases {
            let (recurrence, _) = try RecurrenceFixtures.recurrence(text, due: due)
            let deadline = try RecurrenceFixtures.at(edited)
            let anchored = recurrence.anchored(at: deadline, zone: .utc)
            #expect(
                RecurrenceFixtures.deadlines(anchored, from: deadline, count: 2) == deadlines,
                "\(text) \(edited)")
        }
    }

    /// What `agenda` projects: the occurrences after the deadline in `(from, through]`.
    @Test func theOccurrencesInAnIntervalAreListedInOrder() throws {
        let (recurrence, deadline) = try RecurrenceFixtures.recurrence("mon,thu", due: "2026-03-02 09:00")
        let from = try RecurrenceFixtures.at("2026-03-09 09:00")
        let through = try RecurrenceFixtures.at("2026-03-19 09:00")
        let listed = recurrence.occurrences(after: deadline, from: from, through: through, zone: .utc)
        #expect(
            listed.map { RecurrenceFixtures.local($0) } == [
                "2026-03-12 09:00", "2026-03-16 09:00", "2026-03-19 09:00",
            ])
        #expect(
            recurrence.occurrences(after: deadline, from: from, through: through, zone: .utc, limit: 2).count
                == 2)
        let beforeDeadline = try RecurrenceFixtures.at("2026-02-01 00:00")
        let first = recurrence.occurrences(
            after: deadline, from: beforeDeadline, through: through, zone: .utc)
        #expect(first.first.map { RecurrenceFixtures.local($0) } == "2026-03-05 09:00")
        let far = try RecurrenceFixtures.at("2036-03-02 09:00")
        let later = recurrence.occurrences(after: deadline, from: far, through: far + 8 * 86_400, zone: .utc)
        #expect(
            later.map { RecurrenceFixtures.local($0) } == [
                "2036-03-03 09:00", "2036-03-06 09:00", "2036-03-10 09:00",
            ])
    }

    /// RFC 5545 counts `BYSETPOS` over the whole week; dateutil, which the oracle test uses,
    /// counts it from the start in the first week, so this is checked by hand.
    @Test func setPositionsInAWeeklyRuleCountTheWholeWeek() throws {
        let rule = try #require(RecurrenceRule(rrule: "FREQ=WEEKLY;BYDAY=MO,WE,FR;BYSETPOS=1"))
        let recurrence = Recurrence(rule: rule, zone: "UTC")
        let wednesday = try RecurrenceFixtures.at("2026-03-04 09:00")
        let listed = recurrence.occurrences(after: wednesday, zone: .utc).prefix(2)
        #expect(listed.map { RecurrenceFixtures.local($0) } == ["2026-03-09 09:00", "2026-03-16 09:00"])
    }

    @Test func theSeriesEndsBeforeTheYear10000() throws {
        let (recurrence, deadline) = try RecurrenceFixtures.recurrence("year", due: "9998-06-01 09:00")
        #expect(RecurrenceFixtures.deadlines(recurrence, from: deadline, count: 3) == ["9999-06-01 09:00"])
        let never = try #require(RecurrenceRule(rrule: "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31"))
        let now = try RecurrenceFixtures.at("2026-03-05 10:00")
        #expect(
            Recurrence(rule: never, zone: "UTC").nextOccurrence(after: now, laterThan: now, zone: .utc) == nil
        )
    }
}
