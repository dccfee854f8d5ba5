import Testing

@testable import TodoCore

/// Each rule of the date grammar alone: what it reads from tokens, where it leaves the cursor,
/// and what it means at a fixed today (Thursday 2026-03-05 10:00 UTC).
@Suite struct DateRuleTests {
    static func cursor(_ text: String) throws -> DateTokenCursor {
        DateTokenCursor(try #require(DateTokenizer.tokens(Array(text.utf8)[...]), "no tokens for \(text)"))
    }

    static let context = DateParsingContext(now: Instant(secondsSince1970: 1_772_704_800), zone: .utc)

    static func date(_ year: Int, _ month: Int, _ day: Int) throws -> CivilDate {
        try ZoneFixtures.date(year, month, day)
    }

    /// Reads `text` with `rule`; returns what it read and how many tokens it used.
    static func read<Value>(
        _ text: String, _ rule: (inout DateTokenCursor) throws(DateReadFailure) -> Value?
    ) throws -> (Value?, used: Int) {
        var cursor = try cursor(text)
        let value = try rule(&cursor)
        return (value, cursor.index)
    }

    @Test func tokenizerSplitsNumbersWordsAndMarks() throws {
        let tokens = DateTokenizer.tokens(Array("+17h30, 5TH".lowercased().utf8)[...])
        #expect(
            tokens == [
                .plus, .number(17, digits: 2), .word(.h), .number(30, digits: 2), .comma,
                .number(5, digits: 1),
                .word(.ordinal(.th)),
            ])
        #expect(DateTokenizer.tokens(Array("tomorow".utf8)[...]) == nil)
        #expect(DateTokenizer.tokens(Array("5 - 3".utf8)[...]) == nil)
    }

    @Test func everyWordHasOneSpellingEntryOfLowercaseLetters() {
        let texts = DateWord.spellings.map(\.text)
        #expect(Set(texts).count == texts.count)
        for spelling in DateWord.spellings {
            #expect(!spelling.text.isEmpty && spelling.text.utf8.allSatisfy { (97...122).contains($0) })
            #expect(DateWord(spelling.text) == spelling.word, "\(spelling.text)")
        }
        #expect(DateParser.words == texts)
        #expect(DateWord("Friday") == nil)
        #expect(DateWord("fridays") == nil)
    }

    @Test func ordinalEndings() {
        let endings: [(Int, DateWord.OrdinalSuffix)] = [
            (1, .st), (2, .nd), (3, .rd), (4, .th), (11, .th), (12, .th), (13, .th), (21, .st), (22, .nd),
            (23, .rd), (30, .th), (31, .st), (0, .th),
        ]
        for (number, suffix) in endings { #expect(DateWord.OrdinalSuffix(of: number) == suffix, "\(number)") }
    }

    @Test func countReadsAmountsUnitsAndFromNow() throws {
        let cases: [(String, DateCount, Int)] = [
            ("in 2 days", DateCount(amount: 2, unit: .day), 3),
            ("2 days", DateCount(amount: 2, unit: .day), 2),
            ("2 days from now at 5pm", DateCount(amount: 2, unit: .day), 4),
            ("+3d", DateCount(amount: 3, unit: .day), 3),
            ("in two weeks", DateCount(amount: 2, unit: .week), 3),
            ("in an hour", DateCount(amount: 1, unit: .hour), 3),
            ("a month", DateCount(amount: 1, unit: .month), 2),
            ("in half an hour", DateCount(amount: 30, unit: .minute), 4),
            ("half hour", DateCount(amount: 30, unit: .minute), 2),
            ("in 17h", DateCount(amount: 17, unit: .hour), 3),
            ("2h from now", DateCount(amount: 2, unit: .hour), 4),
            ("in 1 yr", DateCount(amount: 1, unit: .year), 3),
        ]
        for (text, count, used) in cases {
            let (read, tokens) = try Self.read(text, DateCount.read)
            #expect(read == count, "\(text)")
            #expect(tokens == used, "\(text)")
        }
    }

    @Test func countLeavesOtherFormsAlone() throws {
        for text in ["17h", "5 pm", "5 march", "5th", "tomorrow", "17:00", "noon", "2027"] {
            let (read, used) = try Self.read(text, DateCount.read)
            #expect(read == nil && used == 0, "\(text)")
        }
        for text in ["in", "in tomorrow", "+", "in half a day", "2 days from", "in 3"] {
            #expect(throws: DateReadFailure.self, "\(text)") { try Self.read(text, DateCount.read) }
        }
    }

    @Test func countMeansExactMinutesAndHoursAndCalendarDaysAndMonths() throws {
        let now = Self.context.now
        let cases: [(DateCount, DayPart)] = [
            (DateCount(amount: 90, unit: .minute), .exact(now + 5400)),
            (DateCount(amount: 2, unit: .hour), .exact(now + 7200)),
            (DateCount(amount: 2, unit: .day), .counted(try Self.date(2026, 3, 7))),
            (DateCount(amount: 2, unit: .week), .counted(try Self.date(2026, 3, 19))),
            (DateCount(amount: 11, unit: .month), .counted(try Self.date(2027, 2, 5))),
            (DateCount(amount: 2, unit: .year), .counted(try Self.date(2028, 3, 5))),
        ]
        for (count, meaning) in cases { #expect(try count.resolve(Self.context) == meaning, "\(count)") }
    }

    @Test func periodReadsItsWordsAndEndsOnTheLastDay() throws {
        let cases: [(String, DatePeriod, CivilDate)] = [
            ("eod", DatePeriod(unit: .day, ahead: 0), try Self.date(2026, 3, 5)),
            ("end of the day", DatePeriod(unit: .day, ahead: 0), try Self.date(2026, 3, 5)),
            ("eow", DatePeriod(unit: .week, ahead: 0), try Self.date(2026, 3, 8)),
            ("this week", DatePeriod(unit: .week, ahead: 0), try Self.date(2026, 3, 8)),
            ("next week", DatePeriod(unit: .week, ahead: 1), try Self.date(2026, 3, 15)),
            ("end of month", DatePeriod(unit: .month, ahead: 0), try Self.date(2026, 3, 31)),
            ("next month", DatePeriod(unit: .month, ahead: 1), try Self.date(2026, 4, 30)),
            ("eoy", DatePeriod(unit: .year, ahead: 0), try Self.date(2026, 12, 31)),
            ("next year", DatePeriod(unit: .year, ahead: 1), try Self.date(2027, 12, 31)),
        ]
        for (text, period, lastDay) in cases {
            let (read, _) = try Self.read(text, DatePeriod.read)
            #expect(read == period, "\(text)")
            #expect(try period.lastDay(Self.context) == lastDay, "\(text)")
        }
        for text in ["next friday", "this friday", "tomorrow", "in 2 days"] {
            let (read, used) = try Self.read(text, DatePeriod.read)
            #expect(read == nil && used == 0, "\(text)")
        }
        for text in ["end", "end of", "end of hour", "end the month"] {
            #expect(throws: DateReadFailure.self, "\(text)") { try Self.read(text, DatePeriod.read) }
        }
    }

    @Test func namedDays() throws {
        let cases: [(String, NamedDay, CivilDate?)] = [
            ("yesterday", .fromToday(-1), try Self.date(2026, 3, 4)),
            ("today", .fromToday(0), try Self.date(2026, 3, 5)),
            ("tomorrow", .fromToday(1), try Self.date(2026, 3, 6)),
            ("day after tomorrow", .fromToday(2), try Self.date(2026, 3, 7)),
            ("the day after tomorrow", .fromToday(2), try Self.date(2026, 3, 7)),
            ("tonight", .tonight, nil),
            ("thursday", .weekday(4, includingToday: false), try Self.date(2026, 3, 12)),
            ("next thu", .weekday(4, includingToday: false), try Self.date(2026, 3, 12)),
            ("this thursday", .weekday(4, includingToday: true), try Self.date(2026, 3, 5)),
            ("this wed", .weekday(3, includingToday: true), try Self.date(2026, 3, 11)),
            ("fri", .weekday(5, includingToday: false), try Self.date(2026, 3, 6)),
        ]
        for (text, day, date) in cases {
            let (read, _) = try Self.read(text, NamedDay.read)
            #expect(read == day, "\(text)")
            #expect(try day.resolve(Self.context) == (date.map { DayPart.date($0) } ?? .tonight), "\(text)")
        }
        let (read, used) = try Self.read("the 5th", NamedDay.read)
        #expect(read == nil && used == 0)
        for text in ["next", "this 5th", "day", "day after today", "next week"] {
            #expect(throws: DateReadFailure.self, "\(text)") { try Self.read(text, NamedDay.read) }
        }
    }

    @Test func daysOfTheMonth() throws {
        let cases: [(String, DayOfMonth, CivilDate)] = [
            ("the 5th", DayOfMonth(day: 5), try Self.date(2026, 3, 5)),
            ("4th", DayOfMonth(day: 4), try Self.date(2026, 4, 4)),
            ("the 31st", DayOfMonth(day: 31), try Self.date(2026, 3, 31)),
            ("march 5th", DayOfMonth(day: 5, month: 3), try Self.date(2026, 3, 5)),
            ("5th of march", DayOfMonth(day: 5, month: 3), try Self.date(2026, 3, 5)),
            ("4 mar", DayOfMonth(day: 4, month: 3), try Self.date(2027, 3, 4)),
            ("march the 5th", DayOfMonth(day: 5, month: 3), try Self.date(2026, 3, 5)),
            ("mar 5, 2030", DayOfMonth(day: 5, month: 3, year: 2030), try Self.date(2030, 3, 5)),
            ("the 1st of feb 2027", DayOfMonth(day: 1, month: 2, year: 2027), try Self.date(2027, 2, 1)),
        ]
        for (text, day, date) in cases {
            let (read, _) = try Self.read(text, DayOfMonth.read)
            #expect(read == day, "\(text)")
            #expect(try day.resolve(Self.context) == date, "\(text)")
        }
        for text in ["5", "5 pm", "17:00", "2 days", "tomorrow"] {
            let (read, used) = try Self.read(text, DayOfMonth.read)
            #expect(read == nil && used == 0, "\(text)")
        }
        for text in ["the", "the 5", "the 5rd", "5th of", "march", "mar 5,"] {
            #expect(throws: DateReadFailure.self, "\(text)") { try Self.read(text, DayOfMonth.read) }
        }
        #expect(throws: DateReadFailure.noSuchDayOrTime) { try DayOfMonth(day: 32).resolve(Self.context) }
        #expect(throws: DateReadFailure.noSuchDayOrTime) {
            try DayOfMonth(day: 30, month: 2).resolve(Self.context)
        }
    }

    @Test func clockTimes() throws {
        let cases: [(String, ClockTime)] = [
            ("17:00", ClockTime(hour: 17, minute: 0, second: 0)),
            ("at 5:30:15 pm", ClockTime(hour: 17, minute: 30, second: 15)),
            ("12am", ClockTime(hour: 0, minute: 0, second: 0)),
            ("17h", ClockTime(hour: 17, minute: 0, second: 0)),
            ("9h05", ClockTime(hour: 9, minute: 5, second: 0)),
            ("noon", .noon),
            ("at midnight", .midnight),
        ]
        for (text, time) in cases {
            let (read, used) = try Self.read(text, ClockTime.read)
            #expect(read == time, "\(text)")
            #expect(used == (try Self.cursor(text)).peekCount, "\(text)")
        }
        for text in ["5", "5 march", "2 days", "friday"] {
            let (read, used) = try Self.read(text, ClockTime.read)
            #expect(read == nil && used == 0, "\(text)")
        }
        for text in ["at", "at 5", "at friday", "5:", "017:00"] {
            #expect(throws: DateReadFailure.self, "\(text)") { try Self.read(text, ClockTime.read) }
        }
    }

    @Test func dayPartTriesEachRuleAndTakesATimeWhereItMay() throws {
        let cases: [(String, DayPart)] = [
            ("in 2 days", .counted(try Self.date(2026, 3, 7))),
            ("in 2 hours", .exact(Self.context.now + 7200)),
            ("eom", .exact(try Self.context.endOfDay(try Self.date(2026, 3, 31)))),
            ("on friday", .date(try Self.date(2026, 3, 6))),
            ("on the 6th", .date(try Self.date(2026, 3, 6))),
            ("tonight", .tonight),
        ]
        for (text, part) in cases {
            let (read, _) = try Self.read(text) { (cursor) throws(DateReadFailure) in
                try DayPart.read(&cursor, Self.context)
            }
            #expect(read == part, "\(text)")
        }
        #expect(throws: DateReadFailure.unreadable) {
            try Self.read("on in 2 days") { (cursor) throws(DateReadFailure) in
                try DayPart.read(&cursor, Self.context)
            }
        }
        let at = try Self.cursor("at 5pm")
        let bare = try Self.cursor("5pm")
        let day = DayPart.date(try Self.date(2026, 3, 6))
        let counted = DayPart.counted(try Self.date(2026, 3, 6))
        #expect(day.takesTime(at: bare) && day.takesTime(at: at) && day.takesLeadingTime)
        #expect(!counted.takesTime(at: bare) && counted.takesTime(at: at) && !counted.takesLeadingTime)
        #expect(!DayPart.exact(Self.context.now).takesTime(at: at))
        #expect(DayPart.tonight.takesTime(at: bare) && DayPart.tonight.takesLeadingTime)
    }

    @Test func monthsClampToTheMonthsEnd() throws {
        let january31 = try Self.date(2026, 1, 31)
        #expect(january31.adding(months: 1) == (try Self.date(2026, 2, 28)))
        #expect(january31.adding(months: 13) == (try Self.date(2027, 2, 28)))
        #expect(january31.adding(months: -2) == (try Self.date(2025, 11, 30)))
        #expect((try Self.date(2028, 2, 29)).adding(months: 12) == (try Self.date(2029, 2, 28)))
        #expect((try Self.date(9999, 12, 1)).adding(months: 1) == nil)
        #expect((try Self.date(1, 1, 1)).adding(months: -1) == nil)
        #expect(january31.adding(months: Int.max) == nil)
        #expect((try Self.date(2028, 2, 3)).lastDayOfMonth == (try Self.date(2028, 2, 29)))
    }
}

extension DateTokenCursor {
    /// The number of tokens from here to the end.
    fileprivate var peekCount: Int {
        var count = 0
        while peek(count) != nil { count += 1 }
        return count
    }
}
