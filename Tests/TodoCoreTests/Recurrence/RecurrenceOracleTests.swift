import Foundation
import TestSupport
import Testing

@testable import TodoCore

/// The engine against an independent implementation of RFC 5545: python-dateutil's `rrule`
/// (Debian's `python3-dateutil`, which `.ci/run` installs), with a start in the zone through
/// `zoneinfo`, so that occurrences keep their wall-clock time across daylight saving changes.
///
/// Both read a time the clocks skip with the offset from before the gap and a repeated time as
/// the first, so days of clock changes are compared too, starts at skipped times included.
/// Left out, where the two definitions differ on purpose: starts in the hour after a
/// spring-forward gap (03:00 to 03:59 that day in New York), which the engine takes for a time
/// the gap moved forward and dateutil as typed (see `Recurrence.clock(of:zone:)`), and
/// `BYSETPOS` in weekly rules (dateutil counts positions in the first week from the start,
/// RFC 5545 in the whole week; `RecurrenceScheduleTests` checks it by hand).
@Suite struct RecurrenceOracleTests {
    static let python = "/usr/bin/python3"
    static let available: Bool = {
        guard FileManager.default.isExecutableFile(atPath: python) else { return false }
        let run = try? BuiltBinary.run(
            ["-c", "import dateutil.rrule, zoneinfo"], environment: [:], in: TemporaryFolder(),
            executable: python)
        return run?.status == 0
    }()
    static let skipMessage = "needs Debian's python3 with dateutil (apt-get install python3-dateutil)"

    static let caseCount = 3000
    static let occurrencesPerCase = 8

    @Test(.enabled(if: available || TestEnvironment.inCI, Comment(rawValue: skipMessage)))
    func theEngineAgreesWithDateutil() throws {
        var zones: [String: ZoneRules] = [:]
        for name in RecurrenceOracleCase.zones { zones[name] = try ZoneFixtures.zone(name) }
        let cases = RecurrenceOracleCase.cases(count: Self.caseCount, seed: 2026, zones: zones).filter {
            item in
            guard let zone = zones[item.zone] else { return false }
            return Recurrence.clock(of: zone.instant(for: item.start), zone: zone) == item.start
        }
        #expect(cases.count > Self.caseCount * 9 / 10)
        let startsInGaps = cases.filter { item in
            zones[item.zone].map { $0.localDateTime(at: $0.instant(for: item.start)) != item.start } ?? false
        }
        #expect(startsInGaps.count > 10, "only \(startsInGaps.count) starts at a skipped time")
        let expected = try Self.dateutil(cases)
        try #require(
            expected.count == cases.count, "dateutil answered \(expected.count) of \(cases.count) cases")
        var compared = 0
        var atClockChanges = 0
        var mismatches: [String] = []
        for (item, theirs) in zip(cases, expected) {
            let zone = try #require(zones[item.zone])
            let deadline = zone.instant(for: item.start)
            let recurrence = Recurrence(rule: item.rule, until: item.until, zone: item.zone)
            let ours = Array(
                recurrence.occurrences(after: deadline, zone: zone).prefix(Self.occurrencesPerCase))
            compared += ours.count
            atClockChanges += ours.filter { Self.isAtClockChange($0, clock: item.start, zone) }.count
            if ours.map(\.secondsSince1970) != theirs, mismatches.count < 10 {
                let show = { (seconds: [Int64]) in
                    seconds.map { RecurrenceFixtures.local(Instant(secondsSince1970: $0), zone) }
                }
                mismatches.append(
                    "\(item.source) → \(item.rule.rrule) from \(RecurrenceFixtures.text(item.start)) in \(item.zone): "
                        + "ours \(show(ours.map(\.secondsSince1970))), dateutil's \(show(theirs))")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        #expect(compared > cases.count * 5, "only \(compared) occurrences compared")
        #expect(atClockChanges > 150, "only \(atClockChanges) occurrences at a skipped or repeated time")
        print(
            "note: oracle: \(cases.count) cases, \(startsInGaps.count) starting at a skipped time; \(compared) occurrences compared, \(atClockChanges) at a skipped or repeated time"
        )
    }

    /// Whether `occurrence` is at a time the clocks skipped (it shows another time than the
    /// start's) or repeat (the same time shows again an hour later).
    static func isAtClockChange(_ occurrence: Instant, clock start: LocalDateTime, _ zone: ZoneRules) -> Bool
    {
        let local = zone.localDateTime(at: occurrence)
        return local.hour != start.hour || local.minute != start.minute
            || zone.localDateTime(at: occurrence + 3600) == local
    }

    /// Runs python once with every case, and reads back each case's occurrences in seconds
    /// since 1970.
    static func dateutil(_ cases: [RecurrenceOracleCase]) throws -> [[Int64]] {
        let batch = cases.map { item -> [String: Any] in
            let start = item.start
            return [
                "rule": item.rule.rrule + ";UNTIL=" + untilText(item.until),
                "zone": item.zone,
                "start": [
                    start.date.year, start.date.month, start.date.day, start.hour, start.minute, start.second,
                ],
                "count": occurrencesPerCase,
            ]
        }
        let input = try JSONSerialization.data(withJSONObject: batch)
        let run = try BuiltBinary.run(
            ["-c", script], environment: [:], in: TemporaryFolder(), input: [UInt8](input), executable: python
        )
        try #require(run.status == 0, "python failed: \(run.errors)")
        let output = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[NSNumber]]
        return try #require(output).map { $0.map(\.int64Value) }
    }

    /// `20260305T170000Z`.
    private static func untilText(_ instant: Instant) -> String {
        instant.iso8601.filter { $0 != "-" && $0 != ":" }
    }

    private static let script = """
        import json, sys
        from datetime import datetime
        from zoneinfo import ZoneInfo
        from dateutil.rrule import rrulestr
        out = []
        for case in json.load(sys.stdin):
            start = datetime(*case["start"], tzinfo=ZoneInfo(case["zone"]))
            rule = rrulestr(case["rule"], dtstart=start)
            out.append([int(d.timestamp()) for d in rule.xafter(start, count=case["count"], inc=False)])
        json.dump(out, sys.stdout)
        """
}
