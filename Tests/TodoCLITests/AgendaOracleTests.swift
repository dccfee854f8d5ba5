import Foundation
import TestSupport
import Testing

/// The occurrences `agenda --json` projects, against python-dateutil's `rrule` (Debian's
/// `python3-dateutil`, which `.ci/run` installs) expanding each task's RRULE from its deadline
/// in its zone: the same instants over 120 days that cross both daylight saving changes.
@Suite struct AgendaOracleTests {
    static let available = OutsideProgram.hasPythonModule("dateutil.rrule")

    /// (the rule as typed, the first deadline in New York).
    static let series = [
        ("day", "2026-10-20 07:30"), ("weekday", "2026-10-21 18:00"), ("monday,thursday", "2026-10-22 09:15"),
        ("2 weeks", "2026-10-23 23:30"), ("month on the last day", "2026-10-31 12:00"),
        ("month on the 15th", "2026-11-15 08:00"), ("3 days", "2026-10-19 00:30"),
        ("year", "2026-12-24 20:00"),
    ]

    @Test(
        .enabled(
            if: available || TestEnvironment.inCI, "needs python3-dateutil (apt-get install python3-dateutil)"
        ))
    func theProjectionAgreesWithDateutil() throws {
        let home = ConfigHome()
        home.extra["TZ"] = "America/New_York"
        home.now = "2026-10-19T04:00:00Z"
        for (rule, due) in Self.series {
            try home.todo("add", "Every \(rule)", "--every", rule, "--due", due)
        }
        home.now = "2026-10-20T15:00:00Z"
        let run = try BuiltBinary.run(
            ["agenda", "--days", "120", "--json"], environment: home.environment, in: home.folder)
        let agenda = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        var ours: [Int: [String]] = [:]
        for day in agenda["days"] as? [[String: Any]] ?? [] {
            for task in day["tasks"] as? [[String: Any]] ?? [] {
                if let id = task["id"] as? Int, let deadline = task["deadline"] as? String {
                    ours[id, default: []].append(deadline)
                }
            }
        }
        let cases = try home.tasks().map { task -> [String: Any] in
            let recurrence = task["recurrence"] as? [String: Any] ?? [:]
            return [
                "id": task["id"] as? Int ?? 0, "rule": recurrence["rule"] as? String ?? "",
                "zone": recurrence["zone"] as? String ?? "", "deadline": task["deadline"] as? String ?? "",
            ]
        }
        let python = try #require(OutsideProgram.path("python3"))
        let answer = try BuiltBinary.run(
            ["-c", Self.script, "2026-10-20T15:00:00Z", "2026-10-20", "120"], environment: [:],
            in: home.folder,
            input: Array(try JSONSerialization.data(withJSONObject: cases)), executable: python)
        try #require(answer.status == 0, "\(answer.errors)")
        let theirs = try #require(
            try JSONSerialization.jsonObject(with: Data(answer.output.utf8)) as? [String: [String]])
        #expect(theirs.count == Self.series.count)
        var compared = 0
        for (id, expected) in theirs {
            let id = try #require(Int(id))
            #expect(ours[id] ?? [] == expected, "task \(id) \(Self.series[id - 1].0)")
            compared += expected.count
        }
        #expect(compared > 250, "only \(compared) occurrences compared")
    }

    /// Each task's instants from its deadline in (now, end of the last day], as UTC texts.
    static let script = """
        import json, sys
        from datetime import datetime, timedelta, timezone
        from zoneinfo import ZoneInfo
        from dateutil.rrule import rrulestr
        now = datetime.fromisoformat(sys.argv[1].replace("Z", "+00:00"))
        out = {}
        for case in json.load(sys.stdin):
            zone = ZoneInfo(case["zone"])
            first = datetime.fromisoformat(sys.argv[2]).replace(tzinfo=zone)
            end = (first.replace(tzinfo=None) + timedelta(days=int(sys.argv[3]))).replace(tzinfo=zone)
            start = datetime.fromisoformat(case["deadline"].replace("Z", "+00:00")).astimezone(zone)
            rule = rrulestr(case["rule"], dtstart=start.replace(tzinfo=None))
            found = []
            for local in rule.between(start.replace(tzinfo=None), end.replace(tzinfo=None), inc=True):
                instant = local.replace(tzinfo=zone).astimezone(timezone.utc)
                if now < instant < end.astimezone(timezone.utc):
                    found.append(instant.strftime("%Y-%m-%dT%H:%M:%SZ"))
            out[str(case["id"])] = found
        json.dump(out, sys.stdout)
        """
}
