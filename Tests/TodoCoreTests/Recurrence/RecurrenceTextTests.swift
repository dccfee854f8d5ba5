import Testing

@testable import TodoCore

/// Rules in words: the rules people type read back as typed (`RecurrenceGrammarTests` holds
/// them to the grammar); rules from other programs read as closely as words allow.
@Suite struct RecurrenceTextTests {
    static let typed: [(text: String, words: String)] = [
        ("day", "every day"), ("daily", "every day"), ("2 days", "every 2 days"),
        ("weekday", "every weekday"),
        ("week", "every week"), ("other week", "every 2 weeks"), ("3 weeks", "every 3 weeks"),
        ("monday", "every monday"), ("mon,thu", "every monday and thursday"),
        ("fri, mon, wed", "every monday, wednesday and friday"), ("other friday", "every 2 weeks on friday"),
        ("2 weeks on weekdays", "every 2 weeks on monday, tuesday, wednesday, thursday and friday"),
        ("month", "every month"), ("6 months", "every 6 months"),
        ("month on the 15th", "every month on the 15th"),
        ("month on the 1st", "every month on the 1st"), ("month on the 22nd", "every month on the 22nd"),
        ("month on the 23rd", "every month on the 23rd"), ("month on the 31st", "every month on the 31st"),
        ("month on the last day", "every month on the last day"),
        ("3 months on the last day", "every 3 months on the last day"), ("year", "every year"),
        ("2 years", "every 2 years"), ("year on feb 29", "every year on 29 february"),
        ("year on march 5th", "every year on 5 march"), ("year on 31 march", "every year on 31 march"),
    ]

    static let imported: [(rrule: String, words: String)] = [
        ("FREQ=DAILY;BYDAY=MO,TU", "every monday and tuesday"),
        ("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU", "every day"),
        ("FREQ=WEEKLY;BYMONTH=6,7", "every week in june and july"),
        ("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;BYMONTH=1", "every 2 weeks on tuesday in january"),
        ("FREQ=MONTHLY;BYDAY=-1FR", "every month on the last friday"),
        ("FREQ=MONTHLY;BYDAY=1MO,3MO", "every month on the first and third monday"),
        ("FREQ=MONTHLY;BYDAY=1MO,-1FR", "every month on the first monday and the last friday"),
        ("FREQ=MONTHLY;BYDAY=-2TH", "every month on the 2nd to last thursday"),
        ("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", "every month on the last weekday"),
        ("FREQ=MONTHLY;BYDAY=SA,SU;BYSETPOS=1", "every month on the first saturday or sunday"),
        ("FREQ=MONTHLY;BYDAY=MO", "every month on every monday"),
        ("FREQ=MONTHLY;BYMONTHDAY=1,15", "every month on the 1st and 15th"),
        ("FREQ=MONTHLY;BYMONTHDAY=-2", "every month on the 2nd to last day"),
        ("FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=1,-1", "every 2 months on the 1st and last day"),
        ("FREQ=MONTHLY;BYMONTHDAY=31", "every month on the 31st (not in shorter months)"),
        ("FREQ=MONTHLY;BYMONTH=1,7;BYMONTHDAY=15", "every month on the 15th in january and july"),
        ("FREQ=YEARLY;BYMONTH=11;BYDAY=4TH", "every year on the fourth thursday of november"),
        ("FREQ=YEARLY;BYMONTH=5;BYDAY=-1MO", "every year on the last monday of may"),
        ("FREQ=YEARLY;BYMONTH=3", "every year in march"),
        ("FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1", "every year on 1 january"),
        ("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", "every year on 29 february (in leap years)"),
        ("FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=30", "every year on 30 april"),
        ("FREQ=YEARLY;BYDAY=20MO", "by the rule FREQ=YEARLY;BYDAY=20MO"),
        ("FREQ=DAILY;BYMONTHDAY=1", "by the rule FREQ=DAILY;BYMONTHDAY=1"),
        ("FREQ=WEEKLY;BYDAY=SA,SU;BYSETPOS=1", "by the rule FREQ=WEEKLY;BYDAY=SA,SU;BYSETPOS=1"),
        ("FREQ=MONTHLY;BYSETPOS=1", "by the rule FREQ=MONTHLY;BYSETPOS=1"),
    ]

    @Test(arguments: typed)
    func aTypedRuleReadsAsTyped(text: String, words: String) throws {
        #expect(try RecurrenceFixtures.rule(text).text == words)
    }

    @Test(arguments: imported)
    func aRuleFromAnotherProgramReadsInWords(rrule: String, words: String) throws {
        let rule = try #require(RecurrenceRule(rrule: rrule))
        #expect(rule.text == words)
        #expect(Recurrence(rule: rule, zone: "UTC").text == words)
    }

    /// `--every month` on the 31st is anchored there, and says so.
    @Test func anAnchoredRuleSaysItsDay() throws {
        let (recurrence, _) = try RecurrenceFixtures.recurrence("month", due: "2026-01-31 09:00")
        #expect(recurrence.text == "every month on the 31st")
        let (leap, _) = try RecurrenceFixtures.recurrence("year", due: "2028-02-29 09:00")
        #expect(leap.text == "every year on 29 february")
    }
}
