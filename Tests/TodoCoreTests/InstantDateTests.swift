import Foundation
import Testing
import TodoCore
import TodoCoreFoundation

/// `Instant` to and from Foundation's `Date`, for programs that use TodoCore with Foundation.
@Suite struct InstantDateTests {
    @Test func aDateFromFoundationIsTheSameInstant() throws {
        let date = try #require(ISO8601DateFormatter().date(from: "2026-03-01T09:30:00Z"))
        #expect(Instant(date) == Instant(iso8601UTC: "2026-03-01T09:30:00Z"))
        #expect(Date(Instant(secondsSince1970: 1_772_357_400)) == date)
    }

    @Test(arguments: [Int64(0), 1, -1, 1_772_357_400, -62_135_596_800, 253_402_300_799])
    func everyInstantMakesTheRoundTrip(seconds: Int64) {
        let instant = Instant(secondsSince1970: seconds)
        #expect(Instant(Date(instant)) == instant)
        #expect(Date(instant).timeIntervalSince1970 == Double(seconds))
    }

    /// Fractions of a second are dropped toward the past, before 1970 too.
    @Test(arguments: [(0.999, Int64(0)), (1.5, 1), (-0.25, -1), (-1.0, -1), (-1.75, -2)])
    func fractionsRoundDown(interval: Double, seconds: Int64) {
        #expect(Instant(Date(timeIntervalSince1970: interval)) == Instant(secondsSince1970: seconds))
    }

    @Test func datesBeyondTheYearsTheStoreHoldsBecomeTheNearestLimit() {
        #expect(Instant(Date.distantPast) == Instant.earliest)
        #expect(Instant(Date(timeIntervalSince1970: 1e300)) == Instant.latest)
        #expect(Instant(Date(timeIntervalSince1970: -.infinity)) == Instant.earliest)
        #expect(Instant(Date(timeIntervalSince1970: .infinity)) == Instant.latest)
        #expect(Instant(Date(timeIntervalSince1970: .nan)) == Instant.earliest)
    }

    @Test func theLimitsThemselvesAreKept() {
        #expect(Instant(Date(timeIntervalSince1970: 253_402_300_799.5)) == Instant.latest)
        #expect(Instant(Date(timeIntervalSince1970: -62_135_596_800)) == Instant.earliest)
    }
}
