import Foundation
import Testing

@testable import TodoCore

@Suite struct ZoneLoadingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var tz: String
        var identifier: String
        var julyOffset: Int
        var warning: String?
        var testDescription: String { "TZ=\(tz)" }
    }

    static let cases: [Case] = [
        .init(tz: "", identifier: "UTC", julyOffset: 0),
        .init(tz: ":", identifier: "UTC", julyOffset: 0),
        .init(tz: "UTC", identifier: "UTC", julyOffset: 0),
        .init(tz: "GMT", identifier: "UTC", julyOffset: 0),
        .init(tz: "Etc/UTC", identifier: "UTC", julyOffset: 0),
        .init(tz: "Europe/Berlin", identifier: "Europe/Berlin", julyOffset: 7200),
        .init(tz: ":Europe/Berlin", identifier: "Europe/Berlin", julyOffset: 7200),
        .init(tz: "America/New_York", identifier: "America/New_York", julyOffset: -14_400),
        .init(tz: "/usr/share/zoneinfo/Asia/Kolkata", identifier: "Asia/Kolkata", julyOffset: 19_800),
        .init(tz: ":/usr/share/zoneinfo/Asia/Kolkata", identifier: "Asia/Kolkata", julyOffset: 19_800),
        .init(tz: "EST5EDT,M3.2.0,M11.1.0", identifier: "EST5EDT,M3.2.0,M11.1.0", julyOffset: -14_400),
        .init(tz: "<+0530>-5:30", identifier: "<+0530>-5:30", julyOffset: 19_800),
        .init(tz: "UTC0", identifier: "UTC0", julyOffset: 0),
        .init(
            tz: "Mars/Olympus", identifier: "UTC", julyOffset: 0,
            warning: "unknown time zone 'Mars/Olympus' (TZ); using UTC"),
        .init(
            tz: "../../etc/passwd", identifier: "UTC", julyOffset: 0,
            warning: "unknown time zone '../../etc/passwd' (TZ); using UTC"),
        .init(
            tz: "Europe/../../../etc/passwd", identifier: "UTC", julyOffset: 0,
            warning: "unknown time zone 'Europe/../../../etc/passwd' (TZ); using UTC"),
        .init(
            tz: "/etc/passwd", identifier: "UTC", julyOffset: 0,
            warning: "cannot use time zone '/etc/passwd' (TZ): not a TZif file; using UTC"),
        .init(
            tz: "/dev/zero", identifier: "UTC", julyOffset: 0,
            warning: "cannot use time zone '/dev/zero' (TZ): not a regular file; using UTC"),
        .init(
            tz: "America", identifier: "UTC", julyOffset: 0,
            warning: "cannot use time zone 'America' (TZ): not a regular file; using UTC"),
        .init(
            tz: "/no/such/zone", identifier: "UTC", julyOffset: 0,
            warning: "unknown time zone '/no/such/zone' (TZ); using UTC"),
        .init(
            tz: "Mars\u{1B}[31m", identifier: "UTC", julyOffset: 0,
            warning: "unknown time zone 'Mars\\u{1B}[31m' (TZ); using UTC"),
    ]

    @Test(arguments: cases)
    func load(_ example: Case) throws {
        let (rules, warning) = ZoneRules.load(tz: example.tz)
        #expect(rules.identifier == example.identifier)
        #expect(rules.offset(at: try ZoneFixtures.instant("2026-07-01T12:00:00Z")) == example.julyOffset)
        #expect(warning == example.warning)
    }

    @Test func systemZoneComesFromTheLocaltimeSymlink() throws {
        try withTemporaryDirectory { directory in
            let link = directory + "/localtime"
            try FileManager.default.createSymbolicLink(
                atPath: link, withDestinationPath: ZoneFixtures.zoneinfo + "/America/New_York")
            let (rules, warning) = ZoneRules.load(tz: nil, localtimePath: link)
            #expect(rules.identifier == "America/New_York")
            #expect(rules.offset(at: try ZoneFixtures.instant("2026-01-01T12:00:00Z")) == -18_000)
            #expect(warning == nil)
        }
    }

    @Test func aCopiedLocaltimeFileIsNamedLocaltime() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/localtime"
            try Data(try ZoneFixtures.tzifBytes("Asia/Kolkata")).write(to: URL(fileURLWithPath: path))
            let (rules, warning) = ZoneRules.load(tz: nil, localtimePath: path)
            #expect(rules.identifier == "localtime")
            #expect(rules.offset(at: try ZoneFixtures.instant("2026-01-01T12:00:00Z")) == 19_800)
            #expect(warning == nil)
        }
    }

    @Test func noLocaltimeIsUTCWithoutAWarning() {
        let (rules, warning) = ZoneRules.load(tz: nil, localtimePath: "/no/such/localtime")
        #expect(rules.identifier == "UTC")
        #expect(warning == nil)
    }

    @Test func aBrokenLocaltimeIsUTCWithAWarning() {
        let (rules, warning) = ZoneRules.load(tz: nil, localtimePath: "/etc/passwd")
        #expect(rules.identifier == "UTC")
        #expect(warning == "cannot use the system time zone '/etc/passwd': not a TZif file; using UTC")
    }

    @Test func namesAreLookedUpInTheGivenDirectory() throws {
        try withTemporaryDirectory { directory in
            try FileManager.default.createDirectory(
                atPath: directory + "/My", withIntermediateDirectories: true)
            try Data(try ZoneFixtures.tzifBytes("Asia/Kolkata")).write(
                to: URL(fileURLWithPath: directory + "/My/Zone"))
            let (rules, warning) = ZoneRules.load(tz: "My/Zone", zoneinfoDirectory: directory)
            #expect(rules.identifier == "My/Zone")
            #expect(rules.offset(at: try ZoneFixtures.instant("2026-01-01T12:00:00Z")) == 19_800)
            #expect(warning == nil)
            #expect(ZoneRules.load(tz: "Europe/Berlin", zoneinfoDirectory: directory).warning != nil)
        }
    }

    private func withTemporaryDirectory(_ body: (String) throws -> Void) throws {
        let directory = NSTemporaryDirectory() + "ZoneLoadingTests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try body(directory)
    }
}
