import Testing

@testable import TodoCore

@Suite struct ZonePosixRuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: String
        var utc: String
        var offset: Int
        var abbreviation: String
        var testDescription: String { "\(rule) at \(utc)" }

        init(_ rule: String, _ utc: String, _ offset: Int, _ abbreviation: String) {
            self.rule = rule
            self.utc = utc
            self.offset = offset
            self.abbreviation = abbreviation
        }
    }

    static let newYork = "EST5EDT,M3.2.0,M11.1.0"
    static let berlin = "CET-1CEST,M3.5.0,M10.5.0/3"
    static let lordHowe = "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0"
    static let julian = "XXX3YYY,J60/2,J300/2"
    static let zeroBased = "XXX3YYY,59/2,299/2"
    static let negativeTimes = "XXX3YYY,M3.5.0/-2,M10.5.0/-1"
    static let allYear = "EST5EDT,0/0,J365/25"

    static let cases: [Case] = [
        .init("UTC0", "2026-07-01T00:00:00Z", 0, "UTC"),
        .init(newYork, "2026-03-08T06:59:59Z", -18_000, "EST"),
        .init(newYork, "2026-03-08T07:00:00Z", -14_400, "EDT"),
        .init(newYork, "2026-11-01T05:59:59Z", -14_400, "EDT"),
        .init(newYork, "2026-11-01T06:00:00Z", -18_000, "EST"),
        .init("EST5EDT", "2026-03-08T07:00:00Z", -14_400, "EDT"),
        .init("EST5EDT", "2026-11-01T06:00:00Z", -18_000, "EST"),
        .init("<+0530>-5:30", "2026-07-01T00:00:00Z", 19_800, "+0530"),
        .init(berlin, "2026-03-29T00:59:59Z", 3600, "CET"),
        .init(berlin, "2026-03-29T01:00:00Z", 7200, "CEST"),
        .init(berlin, "2026-10-25T00:59:59Z", 7200, "CEST"),
        .init(berlin, "2026-10-25T01:00:00Z", 3600, "CET"),
        .init(lordHowe, "2026-01-01T00:00:00Z", 39_600, "+11"),
        .init(lordHowe, "2026-04-04T14:59:59Z", 39_600, "+11"),
        .init(lordHowe, "2026-04-04T15:00:00Z", 37_800, "+1030"),
        .init(lordHowe, "2026-10-03T15:29:59Z", 37_800, "+1030"),
        .init(lordHowe, "2026-10-03T15:30:00Z", 39_600, "+11"),
        .init(julian, "2028-03-01T04:59:59Z", -10_800, "XXX"),
        .init(julian, "2028-03-01T05:00:00Z", -7200, "YYY"),
        .init(zeroBased, "2028-02-29T04:59:59Z", -10_800, "XXX"),
        .init(zeroBased, "2028-02-29T05:00:00Z", -7200, "YYY"),
        .init(zeroBased, "2026-03-01T05:00:00Z", -7200, "YYY"),
        .init(negativeTimes, "2026-03-29T00:59:59Z", -10_800, "XXX"),
        .init(negativeTimes, "2026-03-29T01:00:00Z", -7200, "YYY"),
        .init(negativeTimes, "2026-10-25T00:59:59Z", -7200, "YYY"),
        .init(negativeTimes, "2026-10-25T01:00:00Z", -10_800, "XXX"),
        .init(allYear, "2026-01-01T00:00:00Z", -14_400, "EDT"),
        .init(allYear, "2026-12-31T23:59:59Z", -14_400, "EDT"),
        .init(allYear, "2027-01-01T05:00:00Z", -14_400, "EDT"),
        .init(allYear, "2027-07-01T00:00:00Z", -14_400, "EDT"),
        .init("AAA+3:15:30", "2026-07-01T00:00:00Z", -11_730, "AAA"),
        .init("AAA-1BBB-3,M3.2.0/167,M11.1.0/-167", "2026-06-01T00:00:00Z", 10_800, "BBB"),
    ]

    @Test(arguments: cases)
    func offsets(_ example: Case) throws {
        let zone = try #require(ZoneRules(posixRule: example.rule))
        let instant = try ZoneFixtures.instant(example.utc)
        #expect(zone.identifier == example.rule)
        #expect(zone.offset(at: instant) == example.offset)
        #expect(zone.abbreviation(at: instant) == example.abbreviation)
    }

    @Test(arguments: [
        "", "EST", "ES5", "5", "EST 5", "EST5 ", "EST25", "EST5:60", "<AB>5", "<+0530-5:30", "<+05 30>-5",
        "EST5EDT,", "EST5EDT,M3.2.0", "EST5EDT,M3.2.0,", "EST5EDT,M13.1.0,M11.1.0", "EST5EDT,M0.1.0,M11.1.0",
        "EST5EDT,M3.6.0,M11.1.0", "EST5EDT,M3.0.0,M11.1.0", "EST5EDT,M3.2.7,M11.1.0", "EST5EDT,J0,J365",
        "EST5EDT,J366,J365", "EST5EDT,366,J365", "EST5EDT,M3.2.0/168,M11.1.0", "EST5EDT,M3.2.0,M11.1.0,",
        "EST5EDT,M3.2.0,M11.1.0x", "Mars/Olympus", "America/New_York", "EST5EDT4:00:00:00",
        "EST5ED", "EST\u{0}5", "ÉST5",
    ])
    func refusesBadRules(_ rule: String) {
        #expect(ZoneRules(posixRule: rule) == nil)
    }
}
