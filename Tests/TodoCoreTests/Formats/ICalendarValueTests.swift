import Testing

@testable import TodoCore

@Suite struct ICalendarValueTests {
    @Test(arguments: [
        ("plain", "plain"), ("a\\b", "a\\\\b"), ("a;b,c", "a\\;b\\,c"), ("one\ntwo", "one\\ntwo"),
        ("crlf\r\nlf", "crlf\\nlf"), ("cr\rx", "cr\\nx"), ("C:\\temp\\notes", "C:\\\\temp\\\\notes"),
        ("ÿ ✓ 😀", "ÿ ✓ 😀"), ("", ""),
    ])
    func escapesText(text: String, escaped: String) {
        #expect(ICalendarText.escaped(text) == escaped)
        #expect(
            ICalendarText.unescaped(escaped) == text.replacing("\r\n", with: "\n").replacing("\r", with: "\n")
        )
    }

    @Test(arguments: [
        ("a\\nb", "a\nb"), ("a\\Nb", "a\nb"), ("\\\\n", "\\n"), ("a\\:b", "a:b"), ("odd\\x", "odd\\x"),
        ("trailing\\", "trailing\\"),
    ])
    func unescapesInOnePassAndKeepsUnknownEscapes(value: String, text: String) {
        #expect(ICalendarText.unescaped(value) == text)
    }

    @Test func controlCharactersTextCannotHoldBecomeReplacementCharacters() {
        #expect(ICalendarText.escaped("a\u{1B}[2Jb\u{7F}c\u{9B}d\te") == "a\u{FFFD}[2Jb\u{FFFD}c\u{FFFD}d\te")
    }

    @Test func splitsListsAtCommasThatAreNotEscaped() {
        #expect(ICalendarText.unescapedList("a,b\\,c,d\\\\") == ["a", "b,c", "d\\"])
    }

    @Test(
        arguments: [
            ("-PT10M", -600), ("PT10M", 600), ("+PT1H30M", 5400), ("P1D", 86_400), ("P2W", 1_209_600),
            ("-P1DT2H3M4S", -93_784), ("PT0S", 0), ("pt15m", 900),
        ] as [(String, Int64)])
    func readsDurations(text: String, seconds: Int64) {
        #expect(ICalendarDuration.seconds(text) == seconds)
    }

    @Test(arguments: ["", "P", "PT", "-", "10M", "PT10", "P1H", "PT1D", "PTT1M", "P1DT", "PT99999999999M"])
    func refusesWhatIsNotADuration(text: String) {
        #expect(ICalendarDuration.seconds(text) == nil)
    }

    @Test(
        arguments: [
            (-600, "-PT10M"), (0, "PT0S"), (86_400, "P1D"), (93_784, "P1DT2H3M4S"), (5400, "PT1H30M"),
            (-172_800, "-P2D"),
        ] as [(Int64, String)])
    func writesDurationsThatReadBack(seconds: Int64, text: String) {
        #expect(ICalendarDuration.text(seconds) == text)
        #expect(ICalendarDuration.seconds(text) == seconds)
    }

    @Test func readsDatesAndTimes() throws {
        let berlin = [ICalendarParameter("TZID", "Europe/Berlin")]
        let date = try #require(CivilDate(year: 2026, month: 12, day: 24))
        #expect(ICalendarTime(ICalendarProperty("DUE", value: "20261224")) == .date(date))
        #expect(
            ICalendarTime(ICalendarProperty("DUE", value: "20261201T153000Z"))
                == .utc(try FormatFixtures.instant("2026-12-01T15:30:00Z")))
        let first = try #require(CivilDate(year: 2026, month: 12, day: 1))
        let local = try #require(LocalDateTime(date: first, hour: 15, minute: 30))
        #expect(
            ICalendarTime(ICalendarProperty("DUE", parameters: berlin, value: "20261201T153000"))
                == .local(local, zone: "Europe/Berlin"))
        for bad in ["2026-12-01", "20261301", "20261201T25", "20261201T250000Z", "20261201T153000ZZ", "x"] {
            #expect(ICalendarTime(ICalendarProperty("DUE", value: bad)) == nil, "\(bad)")
        }
        #expect(
            ICalendarTime.utcText(try FormatFixtures.instant("2026-12-01T15:30:00Z")) == "20261201T153000Z")
    }
}
