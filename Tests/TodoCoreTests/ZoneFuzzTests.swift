import TestSupport
import Testing

@testable import TodoCore

@Suite struct ZoneFuzzTests {
    /// Mutated and truncated real TZif files either throw or give rules that answer without
    /// trapping, anywhere in time.
    @Test(arguments: ["America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "Etc/GMT-3"])
    func mutatedFilesNeverTrap(_ name: String) throws {
        let original = try ZoneFixtures.tzifBytes(name)
        var random = SeededRandom(seed: UInt64(name.utf8.count) * 7919)
        let probes: [Int64] = [Int64.min, -1 << 40, -1, 0, 1_772_704_800, 7_258_118_400, 1 << 40, Int64.max]
        var readable = 0
        for round in 0..<2000 {
            var bytes = original
            switch round % 4 {
            case 0:
                bytes = Array(bytes[0..<Int.random(in: 0...bytes.count, using: &random)])
            case 1:
                for _ in 0..<Int.random(in: 1...8, using: &random) {
                    bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(
                        in: 0...255, using: &random)
                }
            case 2:
                let header = Int.random(in: 20..<44, using: &random)
                bytes[header] = UInt8.random(in: 0...255, using: &random)
            default:
                let start = Int.random(in: 44..<bytes.count, using: &random)
                for index in start..<min(bytes.count, start + 16) { bytes[index] = 0xFF }
            }
            guard let zone = try? ZoneRules(identifier: name, tzif: bytes) else { continue }
            readable += 1
            for seconds in probes {
                let instant = Instant(secondsSince1970: seconds)
                _ = zone.offset(at: instant)
                _ = zone.abbreviation(at: instant)
                _ = zone.instant(for: zone.localDateTime(at: instant))
            }
        }
        #expect(readable > 0)
    }

    @Test func randomPosixRulesNeverTrap() {
        var random = SeededRandom(seed: 42)
        let pieces = [
            "EST", "5", "EDT", ",", "M3.2.0", "M11.1.0", "/", "2", "-", "+", ":", "30", "J60", "365", "0",
            "<",
            ">", "+0530", "167", "-167", "M12.5.6", "J365", "25", "99", "M", ".", "9",
        ]
        for _ in 0..<5000 {
            let text = (0..<Int.random(in: 0...10, using: &random)).map { _ in
                pieces[Int.random(in: 0..<pieces.count, using: &random)]
            }.joined()
            guard let zone = ZoneRules(posixRule: text) else { continue }
            for seconds: Int64 in [Int64.min, 0, 1_772_704_800, Int64.max] {
                _ = zone.offset(at: Instant(secondsSince1970: seconds))
            }
        }
    }
}
