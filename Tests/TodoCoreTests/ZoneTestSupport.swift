import Foundation
import Testing

@testable import TodoCore

/// Zones, instants and TZif bytes for the time tests.
enum ZoneFixtures {
    static let zoneinfo = "/usr/share/zoneinfo"

    /// The rules of a zone from the system's zoneinfo directory.
    static func zone(_ name: String) throws -> ZoneRules {
        try ZoneRules(identifier: name, tzif: tzifBytes(name))
    }

    static func tzifBytes(_ name: String) throws -> [UInt8] {
        let data = try #require(FileManager.default.contents(atPath: zoneinfo + "/" + name))
        return [UInt8](data)
    }

    /// The instant a UTC text such as `2026-03-05T10:00:00Z` names.
    static func instant(_ text: String) throws -> Instant {
        try #require(Instant(iso8601UTC: text), "bad fixture \(text)")
    }

    static func date(_ year: Int, _ month: Int, _ day: Int) throws -> CivilDate {
        try #require(CivilDate(year: year, month: month, day: day))
    }

    static func local(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int) throws
        -> LocalDateTime
    {
        try #require(LocalDateTime(date: date(year, month, day), hour: hour, minute: minute))
    }

    /// A version 2 TZif file with the same data in both blocks.
    static func tzif(
        transitions: [Int64] = [], transitionTypes: [UInt8] = [],
        types: [(offset: Int32, isDaylightSaving: UInt8, designation: UInt8)] = [(0, 0, 0)],
        designations: String = "UTC\0", footer: String? = "UTC0"
    ) -> [UInt8] {
        func header(version: UInt8) -> [UInt8] {
            var bytes = Array("TZif".utf8) + [version] + [UInt8](repeating: 0, count: 15)
            for count in [0, 0, 0, transitions.count, types.count, designations.utf8.count] {
                bytes += bigEndian(UInt64(count), size: 4)
            }
            return bytes
        }
        func block(timeSize: Int) -> [UInt8] {
            var bytes = transitions.flatMap { bigEndian(UInt64(bitPattern: $0), size: timeSize) }
            bytes += transitionTypes
            for type in types {
                bytes += bigEndian(UInt64(UInt32(bitPattern: type.offset)), size: 4)
                bytes += [type.isDaylightSaving, type.designation]
            }
            return bytes + Array(designations.utf8)
        }
        guard let footer else { return header(version: 0) + block(timeSize: 4) }
        return header(version: UInt8(ascii: "2")) + block(timeSize: 4) + header(version: UInt8(ascii: "2"))
            + block(timeSize: 8) + Array("\n\(footer)\n".utf8)
    }

    private static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}
