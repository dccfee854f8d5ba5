import Testing

@testable import TodoCore

@Suite struct DateParserErrorTests {
    static let unreadable: [String] = [
        "", "   ", "nxt week", "next", "next tomorrow", "week", "+", "+3", "+d", "+3x", "+3d2h", "++3d", "in",
        "in 3", "in 3 days ago", "-3d", "tomorrow tomorrow", "5pm 6pm", "today tomorrow", "eod 5pm",
        "eow 17:00", "monday tuesday", "17", "5", "2027", "mar", "march", "mar 5,", "mar 5, 17:30", "5 mar,",
        "mar 123", "123 mar", "at", "at tomorrow", "tomorrow at", "5 p.m.", "5:pm", "17:", "17:5", "17:300",
        "17:00:0", "017:00", "1730", "5 mar 27", "2026-3-5", "2026-03-5", "2026/03/05", "26-03-05",
        "20260305",
        "2026-03-05T5:30", "2026-03-05T17", "2026-03-05T17:30:00.", "2026-03-05 17:30 z",
        "2026-03-05T17:30+2",
        "2026-03-05T17:30+02:0", "2026-03-05T17:30:00Z junk", "2026-03-05 tomorrow", "2026-03-05X",
        "2026-03-05 ,",
        "Ｔoday", "tomorrow\u{0}", "today!", "to day", "todays", "mon day", "5pm5pm", "12am12", ":", ",", "T",
        "z",
        "now",
        // The second round's grammar: counts take a time only after `at`, periods none.
        "in 2 days 5pm", "5pm in 2 days", "in 2 hours at 5pm", "eom 5pm", "next week at 9am", "in half",
        "half a day", "in two", "a", "two", "2 days ago", "from now", "2 days from", "in 2 days from",
        // Ordinals need the right ending, and a year needs a month.
        "the 5rd", "the 1th", "the 2st", "the 11st", "5nd", "the 5th 2027", "the 5th of march 10000", "the",
        "the 5", "5th of",
        "of march", "the 123rd", "on", "on in 2 days", "on eom", "on 5pm",
        // Periods and named days.
        "end", "end of", "end day", "end of hour", "end of minute", "end of 5th", "this", "this day",
        "next day",
        "this 5th", "day", "day after", "the day", "the day after", "day after today", "noon noon",
        "noon 5pm",
        "at noon at 5pm", "at at 5pm", "h", "17hh", "17h5", "h17",
    ]

    static let noSuchDayOrTime: [String] = [
        "feb 30", "30 feb", "feb 30 2028", "31 apr", "apr 31 2026", "29 feb 2027", "mar 32", "0 mar", "mar 0",
        "2026-02-30", "2026-13-01", "2026-00-10", "2026-01-00", "2027-02-29", "2026-03-05T24:00",
        "2026-03-05T17:60", "2026-03-05T17:30:60", "2026-03-05T17:30+24:00", "2026-03-05T17:30+02:60",
        "24:00", "25:00", "17:60", "17:00:60", "13pm", "0am", "00pm", "13:30am", "tomorrow 25:00",
        "friday 24:00", "2026-03-05 24:00", "99:99", "the 32nd", "the 0th", "feb 30th", "the 31st of april",
        "30th of february", "the 29th of february 2027", "24h", "17h60", "tomorrow at 25h",
    ]

    static let outOfRange: [String] = [
        "0000-03-05", "5 mar 0000", "+99999999999999999999d", "+5000000d", "+999999w", "in 600000 weeks",
        "+99999999999999h", "+999999999999m", "9999-12-31T23:59:59-01:00", "0001-01-01T00:00+01:00",
        "in 99999999 months", "in 10000 years", "+999999999999y", "the 5th of march 0000",
    ]

    @Test(arguments: unreadable)
    func refusesUnreadableText(_ text: String) throws {
        try expect(text, .unreadable)
    }

    @Test(arguments: noSuchDayOrTime)
    func refusesDaysAndTimesThatDoNotExist(_ text: String) throws {
        try expect(text, .noSuchDayOrTime)
    }

    @Test(arguments: outOfRange)
    func refusesYearsOutside1To9999(_ text: String) throws {
        try expect(text, .outOfRange)
    }

    @Test func refusesYearsOutsideTheRangeNearTheEnd() throws {
        let now = try ZoneFixtures.instant("9999-12-31T12:00:00Z")
        for text in [
            "tomorrow", "+1d", "+1w", "+12h", "monday", "jan 1", "11:00", "in 1 month", "in a year",
            "next week",
            "next month", "next year", "the 1st", "day after tomorrow", "this monday", "noon",
        ] {
            #expect(throws: DateParseError(text: text, reason: .outOfRange)) {
                try DateParser.parse(text, now: now, zone: .utc)
            }
        }
    }

    @Test func refusesLongTextUnread() throws {
        let text = String(repeating: " ", count: 190) + "tomorrow" + String(repeating: " ", count: 3)
        try expect(text, .tooLong)
        let justShortEnough =
            String(repeating: " ", count: 189) + "tomorrow" + String(repeating: " ", count: 3)
        #expect(throws: Never.self) {
            try DateParser.parse(justShortEnough, now: Instant(secondsSince1970: 0), zone: .utc)
        }
    }

    @Test func messages() {
        let forms = "try tomorrow, friday 17:00, in 2 days, the 5th or 2026-03-05, or see 'todo help dates'"
        let cases: [(DateParseError, String?, String)] = [
            (
                DateParseError(text: "nxt week", reason: .unreadable), nil,
                "cannot read 'nxt week' as a date; " + forms
            ),
            (
                DateParseError(text: "nxt week", reason: .unreadable), "next week",
                "cannot read 'nxt week' as a date (did you mean 'next week'?); see 'todo help dates'"
            ),
            (
                DateParseError(text: "feb 30", reason: .noSuchDayOrTime), nil,
                "'feb 30' names a day or time that does not exist"
            ),
            (
                DateParseError(text: "+5000000d", reason: .outOfRange), "ignored",
                "'+5000000d' is outside the years 1 to 9999"
            ),
            (
                DateParseError(text: String(repeating: "x", count: 201), reason: .tooLong), nil,
                "the date text is too long (more than 200 characters); " + forms
            ),
            (
                DateParseError(text: "\u{1B}[2Jsoon", reason: .unreadable), nil,
                "cannot read '\\u{1B}[2Jsoon' as a date; " + forms
            ),
            (
                DateParseError(text: "x", reason: .unreadable), "\u{7}",
                "cannot read 'x' as a date (did you mean '\\u{7}'?); see 'todo help dates'"
            ),
        ]
        for (error, suggestion, message) in cases {
            #expect(error.message(suggesting: suggestion) == message)
            #expect(!error.message(suggesting: suggestion).contains("\n"))
        }
        #expect(
            DateParseError(text: "x", reason: .unreadable).message == "cannot read 'x' as a date; " + forms)
    }

    @Test func theErrorKeepsTheTextAsGiven() throws {
        #expect(throws: DateParseError(text: "  Nxt Week ", reason: .unreadable)) {
            try DateParser.parse("  Nxt Week ", now: Instant(secondsSince1970: 0), zone: .utc)
        }
    }

    private func expect(_ text: String, _ reason: DateParseError.Reason) throws {
        let now = try ZoneFixtures.instant("2026-03-05T10:00:00Z")
        for zone in [ZoneRules.utc, try ZoneFixtures.zone("America/New_York")] {
            #expect(throws: DateParseError(text: text, reason: reason)) {
                try DateParser.parse(text, now: now, zone: zone)
            }
        }
    }
}
