import Testing

@testable import TodoCore

/// Setting a rule on a task (`--every`): its first deadline, and the rule as stored.
@Suite struct RecurrenceStartTests {
    /// Without a deadline: the end of the first day from today on that the rule falls on. Today
    /// is Thursday 2026-03-05 unless a row says otherwise.
    static let firstDeadlines: [(text: String, today: String, deadline: String)] = [
        ("day", "2026-03-05 10:00", "2026-03-05 23:59:59"),
        ("2 days", "2026-03-05 10:00", "2026-03-05 23:59:59"),
        ("week", "2026-03-05 10:00", "2026-03-05 23:59:59"),
        ("month", "2026-03-05 10:00", "2026-03-05 23:59:59"),
        ("year", "2026-03-05 10:00", "2026-03-05 23:59:59"),
        ("weekday", "2026-03-05 10:00", "2026-03-05 23:59:59"),
        ("weekday", "2026-03-07 10:00", "2026-03-09 23:59:59"),
        ("weekday", "2026-03-08 23:59", "2026-03-09 23:59:59"),
        ("monday", "2026-03-05 10:00", "2026-03-09 23:59:59"),
        ("thursday", "2026-03-05 10:00", "2026-03-05 23:59:59"),
        ("mon,thu", "2026-03-05 10:00", "2026-03-05 23:59:59"),
        ("mon,wed", "2026-03-05 10:00", "2026-03-09 23:59:59"),
        ("other monday", "2026-03-05 10:00", "2026-03-09 23:59:59"),
        ("3 weeks on tue", "2026-03-05 10:00", "2026-03-10 23:59:59"),
        ("month on the 15th", "2026-03-05 10:00", "2026-03-15 23:59:59"),
        ("month on the 5th", "2026-03-05 10:00", "2026-03-05 23:59:59"),
        ("month on the 1st", "2026-03-05 10:00", "2026-04-01 23:59:59"),
        ("6 months on the 1st", "2026-03-05 10:00", "2026-04-01 23:59:59"),
        ("month on the last day", "2026-03-05 10:00", "2026-03-31 23:59:59"),
        ("month on the 31st", "2026-04-05 10:00", "2026-04-30 23:59:59"),
        ("month on the 30th", "2026-02-05 10:00", "2026-02-28 23:59:59"),
        ("year on feb 29", "2026-03-05 10:00", "2027-02-28 23:59:59"),
        ("year on feb 29", "2027-03-05 10:00", "2028-02-29 23:59:59"),
        ("year on march 5", "2026-03-05 10:00", "2026-03-05 23:59:59"),
        ("year on march 4", "2026-03-05 10:00", "2027-03-04 23:59:59"),
    ]

    @Test(arguments: firstDeadlines)
    func withoutADeadlineTheFirstIsTheEndOfTheFirstDayTheRuleFallsOn(
        text: String, today: String, deadline: String
    ) throws {
        for name in ["UTC", "America/New_York", "Pacific/Kiritimati"] {
            let zone = try ZoneFixtures.zone(name)
            let started = Recurrence.start(
                try RecurrenceFixtures.rule(text), deadline: nil, now: try RecurrenceFixtures.at(today, zone),
                zone: zone)
            let (recurrence, first) = try #require(started)
            #expect(RecurrenceFixtures.local(first, zone) == deadline, "\(text) at \(today) in \(name)")
            #expect(recurrence.zone == name && !recurrence.fromCompletion && recurrence.until == nil)
        }
    }

    @Test func aDeadlineIsTheFirstOccurrenceWhateverTheRule() throws {
        let due = try RecurrenceFixtures.at("2026-03-06 17:00")
        let now = try RecurrenceFixtures.at("2026-03-05 10:00")
        let started = try #require(
            Recurrence.start(try RecurrenceFixtures.rule("monday"), deadline: due, now: now, zone: .utc))
        #expect(started.deadline == due)
        #expect(
            RecurrenceFixtures.deadlines(started.recurrence, from: due, count: 2) == [
                "2026-03-09 17:00", "2026-03-16 17:00",
            ])
    }

    /// A monthly rule from the 29th to the 31st, or a yearly one on 29 February, names its day,
    /// so that it comes back to it after a shorter month; a rule counted from completion does not.
    @Test func theRuleIsAnchoredAtTheFirstDeadline() throws {
        let cases: [(text: String, due: String, rrule: String)] = [
            ("month", "2026-01-31 09:00", "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1"),
            ("month", "2026-01-30 09:00", "FREQ=MONTHLY;BYMONTHDAY=28,29,30;BYSETPOS=-1"),
            ("month", "2026-01-29 09:00", "FREQ=MONTHLY;BYMONTHDAY=28,29;BYSETPOS=-1"),
            ("month", "2026-01-28 09:00", "FREQ=MONTHLY"), ("month", "2026-01-15 09:00", "FREQ=MONTHLY"),
            ("3 months", "2026-08-31 09:00", "FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=28,29,30,31;BYSETPOS=-1"),
            ("year", "2028-02-29 09:00", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1"),
            ("year", "2026-01-31 09:00", "FREQ=YEARLY"), ("week", "2026-01-31 09:00", "FREQ=WEEKLY"),
            ("month on the 15th", "2026-01-31 09:00", "FREQ=MONTHLY;BYMONTHDAY=15"),
            ("month on the last day", "2026-01-30 09:00", "FREQ=MONTHLY;BYMONTHDAY=-1"),
        ]
        for (text, due, rrule) in cases {
            #expect(
                try RecurrenceFixtures.recurrence(text, due: due).recurrence.rrule == rrule, "\(text) \(due)")
        }
        let fromCompletion = try RecurrenceFixtures.recurrence(
            "month", due: "2026-01-31 09:00", fromCompletion: true)
        #expect(fromCompletion.recurrence.rrule == "FREQ=MONTHLY" && fromCompletion.recurrence.fromCompletion)
    }

    @Test func anEndBeforeTheFirstOccurrenceIsRefused() throws {
        let now = try RecurrenceFixtures.at("2026-03-05 10:00")
        let monday = try RecurrenceFixtures.rule("monday")
        let sunday = try RecurrenceFixtures.at("2026-03-08 23:59")
        #expect(Recurrence.start(monday, until: sunday, deadline: nil, now: now, zone: .utc) == nil)
        #expect(Recurrence.start(monday, until: now, deadline: now + 60, now: now, zone: .utc) == nil)
        let mondayEnd = try RecurrenceFixtures.at("2026-03-09 23:59:59")
        let started = Recurrence.start(monday, until: mondayEnd, deadline: nil, now: now, zone: .utc)
        #expect(started?.deadline == mondayEnd)
        #expect(started?.recurrence.until == mondayEnd)
    }

    @Test func aRuleThatNeverFallsOnADayHasNoFirstOccurrence() throws {
        let never = try #require(RecurrenceRule(rrule: "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30"))
        let now = try RecurrenceFixtures.at("2026-03-05 10:00")
        #expect(Recurrence.start(never, deadline: nil, now: now, zone: .utc) == nil)
        let late = try RecurrenceFixtures.at("9999-12-30 10:00")
        #expect(
            Recurrence.start(try RecurrenceFixtures.rule("monday"), deadline: nil, now: late, zone: .utc)
                == nil)
    }
}
