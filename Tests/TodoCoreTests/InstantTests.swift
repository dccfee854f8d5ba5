import Testing

@testable import TodoCore

@Suite struct InstantTests {
    @Test(arguments: [
        ("1970-01-01T00:00:00Z", Int64(0)),
        ("2026-03-01T09:30:00Z", Int64(1_772_357_400)),
        ("1969-12-31T23:59:59Z", Int64(-1)),
        ("2000-02-29T12:00:00Z", Int64(951_825_600)),
        ("0001-01-01T00:00:00Z", Int64(-62_135_596_800)),
        ("9999-12-31T23:59:59Z", Int64(253_402_300_799)),
    ])
    func formatsAndReadsUTC(text: String, seconds: Int64) {
        let instant = Instant(secondsSince1970: seconds)
        #expect(instant.iso8601 == text)
        #expect(Instant(iso8601UTC: text) == instant)
    }

    @Test func dropsFractionOfASecond() {
        #expect(
            Instant(iso8601UTC: "2026-03-01T09:30:00.999Z") == Instant(iso8601UTC: "2026-03-01T09:30:00Z"))
    }

    @Test(arguments: [
        "", "2026-03-01", "2026-03-01T09:30:00", "2026-02-30T09:30:00Z", "2026-13-01T09:30:00Z",
        "2026-03-01T24:00:00Z", "2026-03-01T09:60:00Z", "2026-03-01 09:30:00Z", "2026-03-01T09:30:00.Z",
        "+026-03-01T09:30:00Z", "2026-03-01T09:30:00+01:00", "２026-03-01T09:30:00Z",
    ])
    func refusesOtherForms(text: String) {
        #expect(Instant(iso8601UTC: text) == nil)
    }

    @Test func civilDateRoundTripsEveryDayOfFourCenturies() throws {
        var expected = try #require(CivilDate(year: 1800, month: 1, day: 1))
        for days in expected.daysSince1970..<(expected.daysSince1970 + 146_097) {
            let date = CivilDate(daysSince1970: days)
            #expect(date == expected)
            #expect(date.daysSince1970 == days)
            if date != expected { break }
            expected = try #require(Self.nextDay(after: date))
        }
    }

    @Test func weekdays() {
        #expect(CivilDate(year: 1970, month: 1, day: 1)?.weekday == 4)
        #expect(CivilDate(year: 2026, month: 11, day: 21)?.weekday == 6)
        #expect(CivilDate(year: 2026, month: 11, day: 23)?.weekday == 1)
    }

    @Test func refusesDaysThatDoNotExist() {
        #expect(CivilDate(year: 2026, month: 2, day: 29) == nil)
        #expect(CivilDate(year: 2024, month: 2, day: 29) != nil)
        #expect(CivilDate(year: 1900, month: 2, day: 29) == nil)
        #expect(CivilDate(year: 2026, month: 4, day: 31) == nil)
        #expect(CivilDate(year: 0, month: 1, day: 1) == nil)
    }

    static func nextDay(after date: CivilDate) -> CivilDate? {
        CivilDate(year: date.year, month: date.month, day: date.day + 1)
            ?? CivilDate(year: date.year, month: date.month + 1, day: 1)
            ?? CivilDate(year: date.year + 1, month: 1, day: 1)
    }
}
