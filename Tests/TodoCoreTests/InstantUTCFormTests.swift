import TestSupport
import Testing

@testable import TodoCore

/// `--json`'s `2026-03-01T09:30:00Z` and iCalendar's `20260301T093000Z` are one writer's two
/// forms: each reads back as the instant written (the nearest of years 0001…9999 outside them).
@Suite struct InstantUTCFormTests {
    static func basic(_ instant: Instant) -> String {
        ICalendarTime.utcText(instant)
    }

    @Test(arguments: [
        (Int64(0), "1970-01-01T00:00:00Z"), (1_795_456_800, "2026-11-23T18:00:00Z"),
        (-1, "1969-12-31T23:59:59Z"), (Instant.earliest.secondsSince1970, "0001-01-01T00:00:00Z"),
        (Instant.latest.secondsSince1970, "9999-12-31T23:59:59Z"), (Int64.min, "0001-01-01T00:00:00Z"),
        (Int64.max, "9999-12-31T23:59:59Z"),
    ])
    func writesBothForms(_ seconds: Int64, _ extended: String) {
        let instant = Instant(secondsSince1970: seconds)
        #expect(instant.iso8601 == extended)
        #expect(Self.basic(instant) == extended.filter { $0 != "-" && $0 != ":" })
    }

    @Test func bothFormsReadBackAsTheInstant() throws {
        var random = SeededRandom(seed: 5)
        for _ in 0..<5000 {
            let seconds = Int64.random(
                in: (Instant.earliest.secondsSince1970 - 86_400)...(Instant.latest.secondsSince1970 + 86_400),
                using: &random)
            let clamped = Instant(
                secondsSince1970: min(
                    max(seconds, Instant.earliest.secondsSince1970), Instant.latest.secondsSince1970))
            let instant = Instant(secondsSince1970: seconds)
            #expect(Instant(iso8601UTC: instant.iso8601) == clamped)
            let property = ICalendarProperty("DTSTAMP", value: Self.basic(instant))
            #expect(ICalendarTime(property) == .utc(clamped), "\(seconds)")
        }
    }
}
