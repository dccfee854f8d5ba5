import Testing

@testable import TodoCore

@Suite struct ZoneRulesTests {
    struct OffsetCase: CustomTestStringConvertible, Sendable {
        var zone: String
        var utc: String
        var offset: Int
        var abbreviation: String
        var testDescription: String { "\(zone) at \(utc)" }

        init(_ zone: String, _ utc: String, _ offset: Int, _ abbreviation: String) {
            self.zone = zone
            self.utc = utc
            self.offset = offset
            self.abbreviation = abbreviation
        }
    }

    static let newYork = "America/New_York"
    static let kolkata = "Asia/Kolkata"
    static let berlin = "Europe/Berlin"
    static let lordHowe = "Australia/Lord_Howe"

    static let offsets: [OffsetCase] = [
        .init(newYork, "2026-03-08T06:59:59Z", -18_000, "EST"),
        .init(newYork, "2026-03-08T07:00:00Z", -14_400, "EDT"),
        .init(newYork, "2026-11-01T05:59:59Z", -14_400, "EDT"),
        .init(newYork, "2026-11-01T06:00:00Z", -18_000, "EST"),
        .init(newYork, "1800-01-01T00:00:00Z", -17_762, "LMT"),
        .init(newYork, "2200-01-01T00:00:00Z", -18_000, "EST"),
        .init(newYork, "2200-03-09T06:59:59Z", -18_000, "EST"),
        .init(newYork, "2200-03-09T07:00:00Z", -14_400, "EDT"),
        .init(newYork, "2200-11-02T05:59:59Z", -14_400, "EDT"),
        .init(newYork, "2200-11-02T06:00:00Z", -18_000, "EST"),
        .init(kolkata, "1850-01-01T00:00:00Z", 21_208, "LMT"),
        .init(kolkata, "1945-01-01T00:00:00Z", 23_400, "+0630"),
        .init(kolkata, "2026-03-05T10:00:00Z", 19_800, "IST"),
        .init(kolkata, "2200-07-01T00:00:00Z", 19_800, "IST"),
        .init(berlin, "2026-03-29T00:59:59Z", 3600, "CET"),
        .init(berlin, "2026-03-29T01:00:00Z", 7200, "CEST"),
        .init(berlin, "2026-10-25T00:59:59Z", 7200, "CEST"),
        .init(berlin, "2026-10-25T01:00:00Z", 3600, "CET"),
        .init(berlin, "2200-07-01T00:00:00Z", 7200, "CEST"),
        .init(lordHowe, "2026-04-04T14:59:59Z", 39_600, "+11"),
        .init(lordHowe, "2026-04-04T15:00:00Z", 37_800, "+1030"),
        .init(lordHowe, "2026-10-03T15:29:59Z", 37_800, "+1030"),
        .init(lordHowe, "2026-10-03T15:30:00Z", 39_600, "+11"),
        .init(lordHowe, "2200-01-01T00:00:00Z", 39_600, "+11"),
        .init(lordHowe, "2200-07-01T00:00:00Z", 37_800, "+1030"),
        .init("Etc/GMT-3", "1900-01-01T00:00:00Z", 10_800, "+03"),
        .init("Etc/GMT-3", "2026-01-01T00:00:00Z", 10_800, "+03"),
        .init("Etc/UTC", "2026-07-01T00:00:00Z", 0, "UTC"),
    ]

    @Test(arguments: offsets)
    func offsetAndAbbreviation(_ example: OffsetCase) throws {
        let zone = try ZoneFixtures.zone(example.zone)
        let instant = try ZoneFixtures.instant(example.utc)
        #expect(zone.offset(at: instant) == example.offset)
        #expect(zone.abbreviation(at: instant) == example.abbreviation)
    }

    @Test func versionOneDataGivesTheSameOffsets() throws {
        var bytes = try ZoneFixtures.tzifBytes("America/New_York")
        let counts = (20..<44).map { Int(bytes[$0]) }
        let count = { (index: Int) in counts[index * 4 + 2] << 8 | counts[index * 4 + 3] }
        let size = count(3) * 5 + count(4) * 6 + count(5) + count(2) * 8 + count(1) + count(0)
        bytes = Array(bytes[0..<(44 + size)])
        bytes[4] = 0
        let zone = try ZoneRules(identifier: "v1", tzif: bytes)
        #expect(zone.offset(at: try ZoneFixtures.instant("2026-03-08T06:59:59Z")) == -18_000)
        #expect(zone.offset(at: try ZoneFixtures.instant("2026-07-01T00:00:00Z")) == -14_400)
    }

    @Test func utcIsZeroEverywhere() throws {
        for seconds in [Int64.min, -1, 0, 1_772_704_800, Int64.max] {
            let instant = Instant(secondsSince1970: seconds)
            #expect(ZoneRules.utc.offset(at: instant) == 0)
            #expect(ZoneRules.utc.abbreviation(at: instant) == "UTC")
        }
        #expect(ZoneRules.utc.identifier == "UTC")
    }

    @Test func localDateTime() throws {
        let zone = try ZoneFixtures.zone("Asia/Kolkata")
        let local = zone.localDateTime(at: try ZoneFixtures.instant("2026-03-05T18:45:30Z"))
        #expect(local == (try ZoneFixtures.local(2026, 3, 6, 0, 15)).adding(seconds: 30))
    }

    struct WallClockCase: CustomTestStringConvertible, Sendable {
        var zone: String
        var local: (Int, Int, Int, Int, Int)
        var utc: String
        var testDescription: String { "\(zone) \(local) is \(utc)" }

        init(_ zone: String, _ local: (Int, Int, Int, Int, Int), _ utc: String) {
            self.zone = zone
            self.local = local
            self.utc = utc
        }
    }

    static let wallClocks: [WallClockCase] = [
        .init(newYork, (2026, 3, 8, 1, 59), "2026-03-08T06:59:00Z"),
        .init(newYork, (2026, 3, 8, 2, 0), "2026-03-08T07:00:00Z"),
        .init(newYork, (2026, 3, 8, 2, 30), "2026-03-08T07:30:00Z"),
        .init(newYork, (2026, 3, 8, 3, 0), "2026-03-08T07:00:00Z"),
        .init(newYork, (2026, 3, 8, 3, 30), "2026-03-08T07:30:00Z"),
        .init(newYork, (2026, 11, 1, 0, 59), "2026-11-01T04:59:00Z"),
        .init(newYork, (2026, 11, 1, 1, 0), "2026-11-01T05:00:00Z"),
        .init(newYork, (2026, 11, 1, 1, 30), "2026-11-01T05:30:00Z"),
        .init(newYork, (2026, 11, 1, 2, 0), "2026-11-01T07:00:00Z"),
        .init(newYork, (2200, 3, 9, 2, 30), "2200-03-09T07:30:00Z"),
        .init(newYork, (2200, 11, 2, 1, 30), "2200-11-02T05:30:00Z"),
        .init(lordHowe, (2026, 10, 4, 2, 15), "2026-10-03T15:45:00Z"),
        .init(lordHowe, (2026, 4, 5, 1, 45), "2026-04-04T14:45:00Z"),
        .init(kolkata, (2026, 3, 5, 17, 30), "2026-03-05T12:00:00Z"),
        .init("Etc/GMT-3", (2026, 1, 1, 0, 0), "2025-12-31T21:00:00Z"),
    ]

    @Test(arguments: wallClocks)
    func instantForWallClock(_ example: WallClockCase) throws {
        let zone = try ZoneFixtures.zone(example.zone)
        let (year, month, day, hour, minute) = example.local
        let local = try ZoneFixtures.local(year, month, day, hour, minute)
        #expect(zone.instant(for: local) == (try ZoneFixtures.instant(example.utc)))
    }

    @Test func everyLocalTimeRoundTripsOutsideGapsAndOverlaps() throws {
        let zone = try ZoneFixtures.zone("America/New_York")
        var seconds = try ZoneFixtures.instant("2026-01-01T00:00:00Z").secondsSince1970
        while seconds < 1_798_761_600 {
            let instant = Instant(secondsSince1970: seconds)
            let local = zone.localDateTime(at: instant)
            let isRepeated = local.date.month == 11 && local.date.day == 1 && local.hour == 1
            if !isRepeated { #expect(zone.instant(for: local) == instant) }
            seconds += 1800
        }
    }

    @Test func hostileInstantsDoNotTrap() throws {
        let zones = [try ZoneFixtures.zone("America/New_York"), try ZoneFixtures.zone("Australia/Lord_Howe")]
        for zone in zones {
            for seconds in [Int64.min, Int64.min + 1, -1 << 62, 1 << 62, Int64.max - 1, Int64.max] {
                let instant = Instant(secondsSince1970: seconds)
                _ = zone.offset(at: instant)
                _ = zone.abbreviation(at: instant)
                _ = zone.instant(for: zone.localDateTime(at: instant))
            }
        }
    }
}

extension LocalDateTime {
    func adding(seconds: Int64) -> LocalDateTime {
        LocalDateTime(localSeconds: localSeconds + seconds)
    }
}
