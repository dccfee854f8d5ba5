import TestSupport
import Testing

@testable import TodoCore

@Suite struct DateParserFuzzTests {
    static let tokens = [
        "today", "tonight", "tomorrow", "eod", "eow", "next", "in", "at", "am", "pm", "monday", "fri", "sun",
        "mar", "march", "feb", "dec", "m", "min", "h", "hrs", "d", "days", "w", "weeks", "t", "z", "2026",
        "03",
        "05", "5", "12", "17", "30", "59", "60", "24", "9999", "0", "-", "+", ":", ",", ".", "/", " ", "  ",
        "2026-03-05", "T17:30", "+02:00", "-0530", "Z", "\u{0}", "é", "\u{1B}", "99999999999999999999",
        "yesterday", "noon", "midnight", "this", "on", "the", "of", "end", "after", "from", "now", "half",
        "a",
        "an", "two", "twelve", "st", "nd", "rd", "th", "eom", "eoy", "month", "mo", "year", "y", "day", "31",
        "29", "1", "2", "3",
    ]

    /// Random bytes, random mixes of the parser's own tokens and very long text: every call
    /// returns an instant in the years 1 to 9999 or throws a `DateParseError`, quickly.
    @Test func randomTextNeverTrapsOrHangs() throws {
        var random = SeededRandom(seed: 2026)
        let zones = [
            ZoneRules.utc, try ZoneFixtures.zone("America/New_York"),
            try ZoneFixtures.zone("Australia/Lord_Howe"),
        ]
        let nows: [Int64] = [
            0, 1_772_704_800, 1_772_953_200, 253_402_300_799, -62_135_596_800, Int64.max, Int64.min,
        ]
        // The thread's CPU time, not the wall clock: other tests and other programs share the
        // machine, and a slow parse is a parse that computes too much, whatever else runs.
        let clock = ThreadCPUClock()
        var parsed = 0
        let elapsed = clock.measure {
            for round in 0..<20_000 {
                let text: String
                switch round % 4 {
                case 0:
                    let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                        UInt8.random(in: 0...255, using: &random)
                    }
                    text = String(decoding: bytes, as: UTF8.self)
                case 1, 2:
                    text = (0..<Int.random(in: 1...6, using: &random)).map { _ in
                        Self.tokens[Int.random(in: 0..<Self.tokens.count, using: &random)]
                    }.joined(separator: round % 2 == 0 ? " " : "")
                default:
                    let piece = Self.tokens[Int.random(in: 0..<Self.tokens.count, using: &random)]
                    text = String(
                        repeating: piece,
                        count: Int.random(in: 1...(round % 40 == 3 ? 5000 : 60), using: &random))
                }
                let zone = zones[round % zones.count]
                let now = Instant(secondsSince1970: nows[Int.random(in: 0..<nows.count, using: &random)])
                do throws(DateParseError) {
                    let instant = try DateParser.parse(text, now: now, zone: zone)
                    #expect(instant >= .earliest && instant <= .latest, "\(text)")
                    parsed += 1
                } catch {
                    #expect(!error.message.contains("\n"))
                }
            }
        }
        #expect(parsed > 100)
        #expect(elapsed < .seconds(5))
    }

    /// The wall-clock text of any instant reads back as that instant, except in the hour that
    /// happens twice, where it reads as the first.
    @Test(arguments: ["America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "Europe/Berlin"])
    func localTextRoundTrips(_ name: String) throws {
        let zone = try ZoneFixtures.zone(name)
        var random = SeededRandom(seed: UInt64(name.utf8.count))
        for _ in 0..<2000 {
            let seconds = Int64.random(in: 0...4_102_444_800, using: &random) / 60 * 60
            let instant = Instant(secondsSince1970: seconds)
            let local = zone.localDateTime(at: instant)
            let text =
                local.date.iso8601 + " " + Instant.twoDigits(local.hour) + ":"
                + Instant.twoDigits(local.minute)
            let read = try DateParser.parse(text, now: instant, zone: zone)
            let isSecondPass =
                zone.offset(at: Instant(secondsSince1970: seconds - 7200)) > zone.offset(at: instant)
            if !isSecondPass || read == instant {
                #expect(read == instant, "\(text)")
            } else {
                #expect(read < instant && zone.localDateTime(at: read) == local, "\(text)")
            }
        }
    }
}
