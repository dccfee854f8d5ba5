import Testing

@testable import TodoCore

/// The repetitions people type (`--every RULE`), good and bad inputs in separate tables. Each
/// good row gives the RRULE the text means.
@Suite struct RecurrenceGrammarTests {
    static let good: [(text: String, rrule: String)] = [
        ("day", "FREQ=DAILY"), ("daily", "FREQ=DAILY"), ("Daily", "FREQ=DAILY"), ("every day", "FREQ=DAILY"),
        ("  EVERY   Day ", "FREQ=DAILY"), ("1 day", "FREQ=DAILY"), ("2 days", "FREQ=DAILY;INTERVAL=2"),
        ("2 day", "FREQ=DAILY;INTERVAL=2"), ("2d", "FREQ=DAILY;INTERVAL=2"),
        ("other day", "FREQ=DAILY;INTERVAL=2"),
        ("three days", "FREQ=DAILY;INTERVAL=3"), ("twelve days", "FREQ=DAILY;INTERVAL=12"),
        ("400 days", "FREQ=DAILY;INTERVAL=400"), ("9999 days", "FREQ=DAILY;INTERVAL=9999"),
        ("weekday", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"), ("weekdays", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        ("every weekday", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        ("week", "FREQ=WEEKLY"), ("weekly", "FREQ=WEEKLY"), ("1 week", "FREQ=WEEKLY"),
        ("2 weeks", "FREQ=WEEKLY;INTERVAL=2"), ("every 2 weeks", "FREQ=WEEKLY;INTERVAL=2"),
        ("2w", "FREQ=WEEKLY;INTERVAL=2"), ("2 wks", "FREQ=WEEKLY;INTERVAL=2"),
        ("other week", "FREQ=WEEKLY;INTERVAL=2"),
        ("every other week", "FREQ=WEEKLY;INTERVAL=2"), ("two weeks", "FREQ=WEEKLY;INTERVAL=2"),
        ("month", "FREQ=MONTHLY"), ("monthly", "FREQ=MONTHLY"), ("3 months", "FREQ=MONTHLY;INTERVAL=3"),
        ("3mo", "FREQ=MONTHLY;INTERVAL=3"), ("six months", "FREQ=MONTHLY;INTERVAL=6"),
        ("other month", "FREQ=MONTHLY;INTERVAL=2"),
        ("year", "FREQ=YEARLY"), ("yearly", "FREQ=YEARLY"), ("1 year", "FREQ=YEARLY"),
        ("2 years", "FREQ=YEARLY;INTERVAL=2"), ("2y", "FREQ=YEARLY;INTERVAL=2"),
        ("5 yrs", "FREQ=YEARLY;INTERVAL=5"),
        ("monday", "FREQ=WEEKLY;BYDAY=MO"), ("Monday", "FREQ=WEEKLY;BYDAY=MO"),
        ("mon", "FREQ=WEEKLY;BYDAY=MO"),
        ("mondays", "FREQ=WEEKLY;BYDAY=MO"), ("every monday", "FREQ=WEEKLY;BYDAY=MO"),
        ("tues", "FREQ=WEEKLY;BYDAY=TU"), ("thurs", "FREQ=WEEKLY;BYDAY=TH"), ("sun", "FREQ=WEEKLY;BYDAY=SU"),
        ("mon,thu", "FREQ=WEEKLY;BYDAY=MO,TH"), ("thu,mon", "FREQ=WEEKLY;BYDAY=MO,TH"),
        ("mon, thu", "FREQ=WEEKLY;BYDAY=MO,TH"), ("monday and thursday", "FREQ=WEEKLY;BYDAY=MO,TH"),
        ("mon, wed, and fri", "FREQ=WEEKLY;BYDAY=MO,WE,FR"),
        ("mon,wed and fri", "FREQ=WEEKLY;BYDAY=MO,WE,FR"),
        ("mon,mon", "FREQ=WEEKLY;BYDAY=MO"), ("sat,sun", "FREQ=WEEKLY;BYDAY=SA,SU"),
        ("mon,tue,wed,thu,fri,sat,sun", "FREQ=DAILY"),
        ("2 weeks on mon,tue,wed,thu,fri,sat,sun", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TU,WE,TH,FR,SA,SU"),
        ("other friday", "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR"),
        ("other tue,thu", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH"),
        ("week on monday", "FREQ=WEEKLY;BYDAY=MO"), ("weekly on mon,fri", "FREQ=WEEKLY;BYDAY=MO,FR"),
        ("2 weeks on mon,fri", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR"),
        ("3 weeks on weekdays", "FREQ=WEEKLY;INTERVAL=3;BYDAY=MO,TU,WE,TH,FR"),
        ("month on the 15th", "FREQ=MONTHLY;BYMONTHDAY=15"), ("month on 15th", "FREQ=MONTHLY;BYMONTHDAY=15"),
        ("monthly on the 1st", "FREQ=MONTHLY;BYMONTHDAY=1"),
        ("month on the 28th", "FREQ=MONTHLY;BYMONTHDAY=28"),
        ("month on the 29th", "FREQ=MONTHLY;BYMONTHDAY=28,29;BYSETPOS=-1"),
        ("month on the 30th", "FREQ=MONTHLY;BYMONTHDAY=28,29,30;BYSETPOS=-1"),
        ("month on the 31st", "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1"),
        ("month on the last day", "FREQ=MONTHLY;BYMONTHDAY=-1"),
        ("month on last day", "FREQ=MONTHLY;BYMONTHDAY=-1"),
        ("3 months on the 1st", "FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=1"),
        ("2 months on the last day", "FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=-1"),
        ("year on 29 feb", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1"),
        ("year on feb 29", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1"),
        ("year on the 29th of february", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1"),
        ("year on march 5", "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=5"),
        ("yearly on 31 dec", "FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=31"),
        ("2 years on jul 4th", "FREQ=YEARLY;INTERVAL=2;BYMONTH=7;BYMONTHDAY=4"),
    ]

    static let unreadable: [String] = [
        "", "   ", "every", "every every day", "days", "weeks", "d", "w", "mo", "fortnightly", "daily daily",
        "day day", "2", "two", "a week", "an hour", "2 hours", "0 hours", "30 minutes", "hour", "2 minutes",
        "other",
        "other other week", "2 mondays", "monday,", ",monday", "mon,,thu", "mon and", "and mon", "mon thu",
        "weekday,sat", "weekdays and sunday", "week on", "week on the 15th", "month on", "month on monday",
        "month on the 15", "month on the", "month on the last", "month on the last week",
        "month on the 15th 2027",
        "month on march 5", "day on monday", "year on 5", "year on the 5th", "year on march 5 2027",
        "2 weeks monday", "monday 17:00", "tomorrow", "next monday", "every! day", "day.", "mon;thu",
        "mon/thu",
        "montag", "lundi", "dai", "1.5 days", "-2 days", "+2 days", "Ｍonday", "day\u{0}",
    ]

    static let noSuchDay: [String] = [
        "month on the 32nd", "month on the 0th", "month on the 99th", "year on feb 30", "year on 31 april",
        "year on 32 jan", "year on the 0th of march",
    ]

    static let countOutOfRange: [String] = ["0 days", "0 weeks", "10000 days", "99999999999999999999 weeks"]

    @Test(arguments: good)
    func readsTheForm(text: String, rrule: String) throws {
        #expect(try RecurrenceRuleParser.parse(text).rrule == rrule, "\(text)")
    }

    /// The rule's own text reads back as the same rule: what `show` prints can be typed again.
    @Test(arguments: good)
    func theRuleInWordsReadsAsTheSameRule(text: String, rrule: String) throws {
        let rule = try RecurrenceRuleParser.parse(text)
        #expect(try RecurrenceRuleParser.parse(rule.text) == rule, "\(text) → \(rule.text)")
        #expect(rule.text.hasPrefix("every "))
    }

    @Test(arguments: unreadable)
    func refusesTextThatIsNoForm(_ text: String) {
        expect(text, .unreadable)
    }

    @Test(arguments: noSuchDay)
    func refusesDaysThatDoNotExist(_ text: String) {
        expect(text, .noSuchDay)
    }

    @Test(arguments: countOutOfRange)
    func refusesCountsOutOfRange(_ text: String) {
        expect(text, .countOutOfRange)
    }

    @Test func refusesTextTooLongUnread() {
        expect(String(repeating: "mon,", count: 60) + "tue", .tooLong)
        #expect(throws: Never.self) {
            try RecurrenceRuleParser.parse(String(repeating: "mon,", count: 40) + "tue")
        }
    }

    private func expect(_ text: String, _ reason: RecurrenceRuleError.Reason) {
        #expect(throws: RecurrenceRuleError(text: text, reason: reason), "\(text)") {
            try RecurrenceRuleParser.parse(text)
        }
    }
}
