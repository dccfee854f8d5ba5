import Testing
import TodoCore

@testable import TodoCLI

/// The one clock of a run: the system's, stopped at `TODO_NOW`, and set moving by
/// `remind --watch` at `TODO_TIME_SCALE` times real time.
@Suite struct ClockTests {
    /// A stand-in for the system's clocks, moved by hand.
    final class Hands: @unchecked Sendable {
        var wall = 1_772_357_400.75
        var monotonic = 5.0

        var clock: Clock { Clock(seconds: { self.wall }, monotonic: { self.monotonic }) }
    }

    let hands = Hands()
    let berlin = ZoneRules(posixRule: "CET-1CEST,M3.5.0,M10.5.0/3")

    @Test func withoutTODONOWItIsTheRealClock() throws {
        for environment: Environment in [[:], ["TODO_NOW": ""]] {
            hands.wall = 1_772_357_400.75
            let clock = try hands.clock.reading(environment, zone: .utc)
            #expect(clock.now == Instant(secondsSince1970: 1_772_357_400))
            hands.wall += 60
            #expect(clock.now == Instant(secondsSince1970: 1_772_357_460))
            #expect(try clock.running(["TODO_TIME_SCALE": "not read"]).now == clock.now)
        }
    }

    @Test(arguments: [
        ("2026-03-01T09:30:00Z", 1_772_357_400), ("2026-03-01T10:30", 1_772_357_400),
        ("2026-03-01T10:30:15", 1_772_357_415),
    ])
    func todoNowStopsIt(text: String, seconds: Int64) throws {
        let zone = try #require(berlin)
        let clock = try hands.clock.reading(["TODO_NOW": text], zone: zone)
        #expect(clock.now == Instant(secondsSince1970: seconds))
        hands.wall += 3600
        hands.monotonic += 3600
        #expect(clock.now == Instant(secondsSince1970: seconds))
    }

    @Test(arguments: ["tomorrow", "2026-03-01", "2026-13-01T09:30:00Z", "now", "T"])
    func aBadTODONOWSaysWhatIsWrong(text: String) {
        #expect(
            throws: UsageError.invalidEnvironment(
                name: "TODO_NOW", value: text, expected: "an ISO 8601 instant like 2026-03-01T09:30:00Z")
        ) { try hands.clock.reading(["TODO_NOW": text], zone: .utc) }
    }

    @Test func aStoppedClockRunsOnFromItsInstantAtTheScaleAsked() throws {
        let stopped = try hands.clock.reading(["TODO_NOW": "2026-03-01T09:30:00Z"], zone: .utc)
        let once = try stopped.running([:])
        let fast = try stopped.running(["TODO_TIME_SCALE": "60"])
        hands.monotonic += 2.5
        #expect(once.now == Instant(secondsSince1970: 1_772_357_402))
        #expect(fast.now == Instant(secondsSince1970: 1_772_357_550))
        #expect(fast.realSeconds(until: Instant(secondsSince1970: 1_772_357_610)) == 1)
        #expect(fast.realSeconds(until: Instant(secondsSince1970: 1_772_357_400)) == 0)
        #expect(stopped.now == Instant(secondsSince1970: 1_772_357_400))
    }

    @Test(arguments: ["0.5", "fast", "2000000"])
    func aBadTimeScaleSaysWhatIsWrong(text: String) throws {
        let stopped = try hands.clock.reading(["TODO_NOW": "2026-03-01T09:30:00Z"], zone: .utc)
        #expect(
            throws: UsageError.invalidEnvironment(
                name: "TODO_TIME_SCALE", value: text, expected: "a number from 1 to 1000000")
        ) { try stopped.running(["TODO_TIME_SCALE": text]) }
    }

    @Test func theSystemsSecondsRoundDownToItsNow() {
        for _ in 0..<1000 {
            let before = SystemClock.now()
            let seconds = SystemClock.seconds()
            let after = SystemClock.now()
            let now = Clock.system.now
            #expect(Int64(seconds.rounded(.down)) >= before.secondsSince1970)
            #expect(Int64(seconds.rounded(.down)) <= after.secondsSince1970)
            #expect(now >= before)
        }
    }
}
