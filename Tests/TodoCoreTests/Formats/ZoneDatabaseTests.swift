import TestSupport
import Testing

@testable import TodoCore

/// The zones TZIDs name are loaded once per import, however many files of a vdir name them,
/// and as `ZoneRules.load` loads a `TZ` name.
@Suite struct ZoneDatabaseTests {
    /// A loader that counts the names it is asked for, loading from the system's database.
    final class CountingLoader {
        var counts: [String: Int] = [:]

        func load(_ name: String) -> ZoneRules? {
            counts[name, default: 0] += 1
            return ZoneRules.load(named: name, in: ZoneFixtures.zoneinfo).rules
        }
    }

    static let tzids = [
        "Europe/Berlin", "/mozilla.org/20050126_1/America/Chicago", "America/Chicago", "Mars/Olympus",
        "Asia/Tokyo",
    ]

    /// The name of file `index`, in the order the folder's files are read.
    static func fileName(_ index: Int) -> String {
        "task-\(1000 + index).ics"
    }

    /// A vdir of `count` files, each one VTODO whose deadline names one of `tzids` in turn.
    static func vdir(_ count: Int, in folder: TemporaryFolder) -> Vdir {
        for index in 0..<count {
            folder.write(
                "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VTODO\nUID:task-\(index)\nSUMMARY:Task \(index)\n"
                    + "DUE;TZID=\(tzids[index % tzids.count]):20261201T120000\nEND:VTODO\nEND:VCALENDAR\n",
                to: fileName(index))
        }
        return Vdir(path: folder.path)
    }

    @Test func aVdirImportLoadsEachZoneOnce() throws {
        let folder = TemporaryFolder()
        let vdir = Self.vdir(60, in: folder)
        let context = try FormatFixtures.context()
        let loader = CountingLoader()
        let reader = ICalendarReader(context: context, database: ZoneDatabase(load: loader.load))
        let counted = try vdir.read(try vdir.files(), with: reader)

        #expect(counted.records.count == 60)
        #expect(loader.counts.values.allSatisfy { $0 == 1 }, "\(loader.counts)")
        #expect(
            Set(loader.counts.keys) == [
                "Europe/Berlin", "mozilla.org/20050126_1/America/Chicago", "20050126_1/America/Chicago",
                "America/Chicago", "Mars/Olympus", "Olympus", "Asia/Tokyo",
            ])
        // The deadlines are those each file gives read alone, with a database of its own.
        for (index, record) in counted.records.enumerated() {
            let alone = try ICalendarFormat.decode(
                try #require(folder.bytes(Self.fileName(index))), context: context)
            #expect(record.deadline == alone.records.first?.deadline)
        }
        let chicago = try FormatFixtures.instant("2026-12-01T18:00:00Z")
        #expect(counted.records[1].deadline == chicago)
        #expect(counted.records[2].deadline == chicago)
        #expect(counted.records[3].deadline == (try FormatFixtures.instant("2026-12-01T11:00:00Z")))
    }

    @Test func theImportThroughTheFolderReadsTheSameTasks() throws {
        let folder = TemporaryFolder()
        let vdir = Self.vdir(12, in: folder)
        let context = try FormatFixtures.context()
        let plain = try vdir.read(context: context)
        let counted = try vdir.read(
            try vdir.files(),
            with: ICalendarReader(context: context, database: ZoneDatabase(load: CountingLoader().load)))
        #expect(plain.records.map(\.deadline) == counted.records.map(\.deadline))
        #expect(plain.records.map(\.uuid) == counted.records.map(\.uuid))
    }

    @Test(arguments: [
        "Europe/Berlin", "America/New_York", "UTC", "GMT", "Etc/UTC", "Mars/Olympus", "../../etc/passwd",
    ])
    func aTZIDIsLoadedAsATZNameIs(_ name: String) {
        let database = ZoneDatabase(directory: ZoneFixtures.zoneinfo).rules(forTZID: name)
        let loaded = ZoneRules.load(tz: name, zoneinfoDirectory: ZoneFixtures.zoneinfo)
        #expect(database?.identifier == (loaded.warning == nil ? loaded.rules.identifier : nil))
        let probe = Instant(secondsSince1970: 1_795_456_800)
        if let database { #expect(database.offset(at: probe) == loaded.rules.offset(at: probe)) }
    }

    @Test func zIsUTCAndAPrefixIsPassedOver() {
        let database = ZoneDatabase(directory: ZoneFixtures.zoneinfo)
        #expect(database.rules(forTZID: "Z")?.identifier == "UTC")
        #expect(
            database.rules(forTZID: "/citadel.org/20190914_1/Europe/Berlin")?.identifier == "Europe/Berlin")
        #expect(database.rules(forTZID: "W. Europe Standard Time") == nil)
    }
}
