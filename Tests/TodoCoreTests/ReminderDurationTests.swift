import TestSupport
import Testing

@testable import TodoCore

@Suite struct ReminderDurationTests {
    @Test(arguments: [
        ("0", 0), ("10m", 600), ("10 min", 600), ("1h", 3600), ("1h30m", 5400), ("1 h 30 min", 5400),
        ("2d", 172_800), ("1w", 604_800), ("90 minutes", 5400), ("45s", 45), (" 2 Days ", 172_800),
        ("0m", 0), ("366d", 366 * 86_400),
    ])
    func readsDurations(text: String, seconds: Int) {
        #expect(ReminderDuration.seconds(reading: text) == seconds)
    }

    @Test(arguments: [
        "", "10", "m", "10x", "1h 30", "-5m", "1.5h", "367d", "99999999999999999999m", "10m ago",
    ])
    func refusesWhatIsNoDuration(text: String) {
        #expect(ReminderDuration.seconds(reading: text) == nil)
    }

    @Test(arguments: [
        (0, "0 min"), (45, "45 s"), (600, "10 min"), (3600, "1 h"), (5400, "1 h 30 min"), (86_400, "1 day"),
        (172_800, "2 days"), (90_000, "1 day 1 h"), (604_800, "1 week"), (1_209_600 + 60, "2 weeks 1 min"),
    ])
    func showsDurationsInWords(seconds: Int, text: String) {
        #expect(ReminderDuration.text(seconds) == text)
    }

    @Test(arguments: [
        (0, "0"), (45, "45s"), (600, "10m"), (5400, "1h30m"), (172_800, "2d"), (90_061, "1d1h1m1s"),
        (1_209_600 + 60, "2w1m"),
    ])
    func showsDurationsAsTheyAreTyped(seconds: Int, text: String) {
        #expect(ReminderDuration.text(seconds, .letters) == text)
        #expect(ReminderDuration.seconds(reading: text) == seconds)
    }

    @Test func everyDurationTypedReadsBackAsItself() {
        var random = SeededRandom(seed: 22)
        for _ in 0..<2000 {
            let seconds = Int(random.next() % UInt64(ReminderDuration.longest + 1))
            #expect(ReminderDuration.seconds(reading: ReminderDuration.text(seconds, .letters)) == seconds)
        }
    }
}
