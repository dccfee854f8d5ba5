import Testing

@testable import TodoCore

/// RRULE text to and from rules: what is interpreted, what is kept verbatim, and the ends
/// (`UNTIL`, `COUNT`) other programs write.
@Suite struct RecurrenceRRuleTests {
    /// Interpreted text and the canonical text it is stored as.
    static let interpreted: [(text: String, canonical: String)] = [
        ("FREQ=WEEKLY;BYDAY=MO", "FREQ=WEEKLY;BYDAY=MO"), ("FREQ=DAILY;INTERVAL=2", "FREQ=DAILY;INTERVAL=2"),
        ("freq=weekly;byday=mo", "FREQ=WEEKLY;BYDAY=MO"), ("RRULE:FREQ=DAILY", "FREQ=DAILY"),
        ("BYDAY=TH,MO;FREQ=WEEKLY", "FREQ=WEEKLY;BYDAY=MO,TH"), ("FREQ=WEEKLY;INTERVAL=1", "FREQ=WEEKLY"),
        ("FREQ=WEEKLY;WKST=MO;BYDAY=MO", "FREQ=WEEKLY;BYDAY=MO"),
        ("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,SU;WKST=SU", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,SU;WKST=SU"),
        (
            "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1",
            "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1"
        ),
        (
            "FREQ=MONTHLY;BYMONTHDAY=31,30,29,28;BYSETPOS=-1",
            "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1"
        ),
        ("FREQ=MONTHLY;BYMONTHDAY=-1,1,15,-2", "FREQ=MONTHLY;BYMONTHDAY=1,15,-1,-2"),
        ("FREQ=MONTHLY;BYDAY=-1FR", "FREQ=MONTHLY;BYDAY=-1FR"),
        ("FREQ=MONTHLY;BYDAY=+1MO", "FREQ=MONTHLY;BYDAY=1MO"),
        ("FREQ=MONTHLY;BYDAY=3MO,1MO,-1FR", "FREQ=MONTHLY;BYDAY=1MO,3MO,-1FR"),
        ("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1"),
        ("FREQ=YEARLY;BYMONTH=11;BYDAY=4TH", "FREQ=YEARLY;BYMONTH=11;BYDAY=4TH"),
        ("FREQ=YEARLY;BYDAY=20MO", "FREQ=YEARLY;BYDAY=20MO"),
        ("FREQ=YEARLY;BYMONTH=6,1,1", "FREQ=YEARLY;BYMONTH=1,6"),
        ("FREQ=DAILY;BYMONTH=3;BYMONTHDAY=1,-1;BYDAY=SA", "FREQ=DAILY;BYMONTH=3;BYMONTHDAY=1,-1;BYDAY=SA"),
        ("FREQ=DAILY;;", "FREQ=DAILY"),
    ]

    /// Text the engine does not interpret, kept as it came.
    static let verbatim: [String] = [
        "FREQ=DAILY;BYHOUR=9", "FREQ=DAILY;BYMINUTE=30", "FREQ=DAILY;BYSECOND=0", "FREQ=YEARLY;BYWEEKNO=20",
        "FREQ=YEARLY;BYYEARDAY=100", "FREQ=HOURLY", "FREQ=MINUTELY;INTERVAL=15", "FREQ=SECONDLY",
        "RSCALE=GREGORIAN;FREQ=YEARLY", "FREQ=MONTHLY;SKIP=FORWARD", "FREQ=WEEKLY;X-NAME=1",
        "FREQ=WEEKLY;FREQ=DAILY", "FREQ=WEEKLY;BYDAY=MO;BYDAY=TU", "BYDAY=MO", "", "FREQ", "FREQ=",
        "FREQ=FORTNIGHTLY", "FREQ=DAILY;INTERVAL=0", "FREQ=DAILY;INTERVAL=-1", "FREQ=DAILY;INTERVAL=10000",
        "FREQ=DAILY;INTERVAL=x", "FREQ=WEEKLY;BYDAY=XX", "FREQ=WEEKLY;BYDAY=", "FREQ=WEEKLY;BYDAY=MO,",
        "FREQ=WEEKLY;BYDAY=1MO", "FREQ=DAILY;BYDAY=-1FR", "FREQ=MONTHLY;BYDAY=0MO", "FREQ=MONTHLY;BYDAY=54MO",
        "FREQ=MONTHLY;BYDAY=MO,1TU", "FREQ=WEEKLY;BYMONTHDAY=1", "FREQ=MONTHLY;BYMONTHDAY=0",
        "FREQ=MONTHLY;BYMONTHDAY=32", "FREQ=MONTHLY;BYMONTHDAY=-32", "FREQ=YEARLY;BYMONTH=13",
        "FREQ=YEARLY;BYMONTH=0",
        "FREQ=MONTHLY;BYSETPOS=0", "FREQ=MONTHLY;BYSETPOS=367", "FREQ=WEEKLY;WKST=XX", "FREQ=DAILY;COUNT=0",
        "FREQ=DAILY;COUNT=3;UNTIL=20270101T000000Z", "FREQ=DAILY;UNTIL=2027", "FREQ=DAILY;UNTIL=20270230",
        "FREQ=DAILY;UNTIL=20270101T250000Z", "FREQ=DAILY;UNTIL=20270101X000000Z", "FREQ=DAILY BYDAY=MO",
        "FREQ=WEEKLY;BYDAY=MÖ", "not a rule",
    ]

    @Test(arguments: interpreted)
    func readsAndWritesTheRule(text: String, canonical: String) throws {
        let rule = try #require(RecurrenceRule(rrule: text), "\(text)")
        #expect(rule.rrule == canonical)
        #expect(RecurrenceRule(rrule: canonical) == rule)
        let recurrence = Recurrence(rrule: text, zone: "UTC")
        #expect(recurrence.isInterpreted && recurrence.rrule == text && recurrence.rule == rule)
        #expect(Recurrence(rule: rule, zone: "UTC").rrule == canonical)
    }

    @Test(arguments: verbatim)
    func keepsTextItDoesNotInterpretVerbatim(_ text: String) throws {
        #expect(RecurrenceRule(rrule: text) == nil, "\(text)")
        let recurrence = Recurrence(rrule: text, zone: "Europe/Berlin")
        #expect(!recurrence.isInterpreted)
        #expect(recurrence.rrule == text)
        #expect(recurrence.text == "by the rule " + text)
        let deadline = try RecurrenceFixtures.at("2026-03-05 10:00")
        #expect(recurrence.nextOccurrence(after: deadline, laterThan: deadline, zone: .utc) == nil)
        #expect(recurrence.nextDeadline(after: deadline, completedAt: deadline, zone: .utc) == nil)
        #expect(Array(recurrence.occurrences(after: deadline, zone: .utc)).isEmpty)
        #expect(recurrence.anchored(at: deadline, zone: .utc) == recurrence)
    }

    @Test func aSeriesWithDatesOfItsOwnIsKeptVerbatim() throws {
        let recurrence = Recurrence(
            rrule: "FREQ=WEEKLY;BYDAY=MO", zone: "UTC", otherDates: ["EXDATE:20260309T100000Z"])
        #expect(
            !recurrence.isInterpreted && recurrence.rrule == "FREQ=WEEKLY;BYDAY=MO"
                && recurrence.hasOtherDates)
        let imported = Recurrence(
            importing: "FREQ=WEEKLY;COUNT=3", start: try RecurrenceFixtures.at("2026-03-05 10:00"),
            zone: .utc,
            otherDates: ["RDATE:20260307T100000Z"])
        #expect(!imported.isInterpreted && imported.rrule == "FREQ=WEEKLY;COUNT=3" && imported.until == nil)
    }

    /// The store's rule has no end in it: text with one is kept verbatim, the series' own end
    /// (`until`) kept apart.
    @Test func aRuleWithAnEndInItIsKeptVerbatim() throws {
        let until = try RecurrenceFixtures.at("2027-01-01 00:00")
        let texts = [
            "FREQ=WEEKLY;BYDAY=MO;UNTIL=20270101T000000Z", "FREQ=DAILY;UNTIL=20270101",
            "FREQ=DAILY;UNTIL=20270101T000000", "FREQ=DAILY;COUNT=5",
        ]
        for text in texts {
            #expect(RecurrenceRule(rrule: text) == nil)
            let kept = Recurrence(rrule: text, until: until, zone: "UTC")
            #expect(!kept.isInterpreted && kept.rrule == text && kept.until == until, "\(text)")
        }
    }

    /// `UNTIL` in its three forms and `COUNT`, the start counting as the first occurrence.
    @Test func importingReadsEveryEndOfASeries() throws {
        let zone = try ZoneFixtures.zone("America/New_York")
        let start = try RecurrenceFixtures.at("2026-03-02 09:00", zone)
        func until(_ text: String) -> String? {
            Recurrence(importing: text, start: start, zone: zone).until.map {
                RecurrenceFixtures.local($0, zone)
            }
        }
        #expect(until("FREQ=WEEKLY;UNTIL=20260401T130000Z") == "2026-04-01 09:00")
        #expect(until("FREQ=WEEKLY;UNTIL=20260401T090000") == "2026-04-01 09:00")
        #expect(until("FREQ=WEEKLY;UNTIL=20260401") == "2026-04-01 23:59:59")
        #expect(until("FREQ=WEEKLY;COUNT=1") == "2026-03-02 09:00")
        #expect(until("FREQ=WEEKLY;COUNT=3") == "2026-03-16 09:00")
        #expect(until("FREQ=MONTHLY;BYDAY=-1FR;COUNT=2") == "2026-03-27 09:00")
        #expect(until("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30;COUNT=2") == nil)
        let imported = Recurrence(importing: "FREQ=WEEKLY;COUNT=3", start: start, zone: zone)
        #expect(imported.rrule == "FREQ=WEEKLY" && imported.zone == "America/New_York")
        let deadlines = RecurrenceFixtures.deadlines(imported, from: start, count: 5, zone: zone)
        #expect(deadlines == ["2026-03-09 09:00", "2026-03-16 09:00"])
        #expect(
            Recurrence(importing: "FREQ=DAILY;BYHOUR=9;COUNT=3", start: start, zone: zone).rrule
                == "FREQ=DAILY;BYHOUR=9;COUNT=3")
    }

    /// An imported monthly rule on the 31st keeps RFC 5545's meaning, skipping shorter months,
    /// where one set by `--every` falls on their last day.
    @Test func importedRulesKeepTheirProgramsMeaning() throws {
        let start = try RecurrenceFixtures.at("2026-01-31 09:00")
        let imported = Recurrence(importing: "FREQ=MONTHLY", start: start, zone: .utc)
        #expect(
            RecurrenceFixtures.deadlines(imported, from: start, count: 3) == [
                "2026-03-31 09:00", "2026-05-31 09:00", "2026-07-31 09:00",
            ])
        let (typed, deadline) = try RecurrenceFixtures.recurrence("month", due: "2026-01-31 09:00")
        #expect(
            RecurrenceFixtures.deadlines(typed, from: deadline, count: 3) == [
                "2026-02-28 09:00", "2026-03-31 09:00", "2026-04-30 09:00",
            ])
    }

    @Test func theRuleValidatesItsParts() {
        #expect(RecurrenceRule(frequency: .daily, interval: 0) == nil)
        #expect(RecurrenceRule(frequency: .daily, interval: 10_000) == nil)
        #expect(RecurrenceRule(frequency: .weekly, monthDays: [1]) == nil)
        #expect(RecurrenceRule(frequency: .monthly, monthDays: [0]) == nil)
        #expect(RecurrenceRule(frequency: .yearly, months: [13]) == nil)
        #expect(RecurrenceRule(frequency: .monthly, setPositions: [0]) == nil)
        #expect(RecurrenceRule(frequency: .daily, weekStart: 8) == nil)
        let first = RecurrenceRule.OrdinalWeekday(ordinal: 1, weekday: 1)
        #expect(RecurrenceRule(frequency: .weekly, ordinalWeekdays: first.map { [$0] } ?? []) == nil)
        #expect(
            RecurrenceRule(
                frequency: .monthly, weekdays: .workdays, ordinalWeekdays: first.map { [$0] } ?? []) == nil)
        #expect(RecurrenceRule.OrdinalWeekday(ordinal: 0, weekday: 1) == nil)
        #expect(RecurrenceRule.OrdinalWeekday(ordinal: 54, weekday: 1) == nil)
        #expect(RecurrenceRule.OrdinalWeekday(ordinal: -1, weekday: 8) == nil)
    }
}
