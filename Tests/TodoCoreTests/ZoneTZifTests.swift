import Testing

@testable import TodoCore

@Suite struct ZoneTZifTests {
    @Test func readsAHandMadeFileWithTransitionsAndFooter() throws {
        let bytes = ZoneFixtures.tzif(
            transitions: [0, 1000], transitionTypes: [1, 0],
            types: [(3600, 0, 0), (7200, 1, 4)], designations: "ONE\0TWO\0", footer: "ONE-1")
        let zone = try ZoneRules(identifier: "Hand/Made", tzif: bytes)
        #expect(zone.identifier == "Hand/Made")
        let expectations: [(Int64, Int, String)] = [
            (-1, 3600, "ONE"), (0, 7200, "TWO"), (999, 7200, "TWO"), (1000, 3600, "ONE"), (5000, 3600, "ONE"),
        ]
        for (seconds, offset, abbreviation) in expectations {
            #expect(zone.offset(at: Instant(secondsSince1970: seconds)) == offset)
            #expect(zone.abbreviation(at: Instant(secondsSince1970: seconds)) == abbreviation)
        }
    }

    @Test func aFileWithoutTransitionsFollowsItsFooter() throws {
        let bytes = ZoneFixtures.tzif(footer: "EST5EDT,M3.2.0,M11.1.0")
        let zone = try ZoneRules(identifier: "x", tzif: bytes)
        #expect(zone.offset(at: try ZoneFixtures.instant("2026-07-01T00:00:00Z")) == -14_400)
        #expect(zone.offset(at: try ZoneFixtures.instant("2026-01-01T00:00:00Z")) == -18_000)
    }

    @Test func anEmptyFooterKeepsTheLastType() throws {
        let bytes = ZoneFixtures.tzif(
            transitions: [0], transitionTypes: [1], types: [(0, 0, 0), (7200, 0, 0)], footer: "")
        let zone = try ZoneRules(identifier: "x", tzif: bytes)
        #expect(zone.offset(at: Instant(secondsSince1970: 1 << 40)) == 7200)
    }

    @Test func aVersionOneFileHasNoFooter() throws {
        let bytes = ZoneFixtures.tzif(types: [(-3600, 0, 0)], footer: nil)
        let zone = try ZoneRules(identifier: "x", tzif: bytes)
        #expect(zone.offset(at: Instant(secondsSince1970: 0)) == -3600)
    }

    static let bad: [(String, [UInt8], ZoneRulesError)] = [
        ("empty", [], .notTZif),
        ("text", Array("hello, world".utf8), .notTZif),
        ("magic only", Array("TZif2".utf8), .truncated),
        (
            "unknown version",
            Array(ZoneFixtures.tzif().enumerated().map { $0.offset == 4 ? 0x39 : $0.element }), .notTZif
        ),
        ("no types", ZoneFixtures.tzif(types: []), .invalidData("0 local time types, 4 characters")),
        (
            "no designations", ZoneFixtures.tzif(designations: ""),
            .invalidData("1 local time types, 0 characters")
        ),
        (
            "type index out of range", ZoneFixtures.tzif(transitions: [0], transitionTypes: [1]),
            .invalidData("transition to local time type 1 of 1")
        ),
        (
            "out of order", ZoneFixtures.tzif(transitions: [10, 10], transitionTypes: [0, 0]),
            .invalidData("transition times out of order")
        ),
        (
            "offset too large", ZoneFixtures.tzif(types: [(93_600, 0, 0)]),
            .invalidData("local time type 93600, 0, 0")
        ),
        ("bad dst flag", ZoneFixtures.tzif(types: [(0, 2, 0)]), .invalidData("local time type 0, 2, 0")),
        (
            "designation out of range", ZoneFixtures.tzif(types: [(0, 0, 9)]),
            .invalidData("local time type 0, 0, 9")
        ),
        ("bad footer", ZoneFixtures.tzif(footer: "Mars"), .invalidFooter("Mars")),
        ("truncated footer", Array(ZoneFixtures.tzif().dropLast()), .truncated),
        ("no footer", Array(ZoneFixtures.tzif().dropLast(6)), .truncated),
    ]

    @Test(arguments: bad.indices)
    func refusesBadData(_ index: Int) {
        let (_, bytes, expected) = Self.bad[index]
        #expect(throws: expected) { try ZoneRules(identifier: "bad", tzif: bytes) }
    }

    @Test func everyTruncationOfARealFileThrows() throws {
        let bytes = try ZoneFixtures.tzifBytes("Europe/Berlin")
        for length in 0..<bytes.count {
            #expect(throws: ZoneRulesError.self) {
                try ZoneRules(identifier: "x", tzif: Array(bytes[0..<length]))
            }
        }
    }

    @Test func hugeCountsThrowWithoutAllocating() {
        var bytes = ZoneFixtures.tzif(footer: nil)
        for index in 32..<36 { bytes[index] = 0xFF }
        #expect(throws: ZoneRulesError.truncated) { try ZoneRules(identifier: "x", tzif: bytes) }
    }
}
