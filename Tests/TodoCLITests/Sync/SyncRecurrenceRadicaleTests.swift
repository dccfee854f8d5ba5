import Foundation
import TestSupport
import Testing

/// Repeating tasks through `todo sync` and a real Radicale, with python's caldav as the other
/// client: the series goes there as one VTODO with RRULE, DTSTART and DUE in its zone, and moves
/// on there when completed here, beside a completed VTODO of the occurrence; completed there in
/// each of python caldav's three ways, the series goes on here, with a record of the occurrence
/// and nothing twice, and the server shows it going on.
@Suite(.enabled(if: SyncPrograms.enabled, Comment(rawValue: SyncPrograms.reason)))
struct SyncRecurrenceRadicaleTests {
    let server: RadicaleServer
    let url: String
    let phone: CalDAVPython
    let machine = SyncCLIMachine()

    init() throws {
        server = try RadicaleServer()
        url = server.origin + "/alice/tasks/"
        phone = CalDAVPython(url: url)
        machine.zone = "Europe/Berlin"
        try machine.todo("sync", "--setup", url, "--user", "alice", "--create")
    }

    /// The server's VTODOs with this summary, the series first.
    func items(_ summary: String) throws -> [CalDAVPython.Item] {
        try phone.items().filter { $0.summary == summary }.sorted {
            $0.data.contains("RRULE") && !$1.data.contains("RRULE")
        }
    }

    func task(_ id: Int) throws -> [String: Any] {
        let output = try machine.todo("show", String(id), "--json")
        return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    @Test func aSeriesCompletedHereGoesOnThere() throws {
        try machine.todo("add", "Water plants", "--every", "thursday", "--due", "thursday 9am")
        #expect(try machine.todo("sync").contains("→ added    1  Water plants"))
        let sent = try #require(try items("Water plants").first)
        for line in [
            "RRULE:FREQ=WEEKLY;BYDAY=TH", "DUE;TZID=Europe/Berlin:20261126T090000",
            "DTSTART;TZID=Europe/Berlin:20261126T090000", "BEGIN:VTIMEZONE", "TZID:Europe/Berlin",
            "STATUS:NEEDS-ACTION",
        ] {
            #expect(sent.data.contains(line), "\(line) in \(sent.data)")
        }

        #expect(try machine.todo("done", "1").contains("next due Thu 3 Dec 09:00"))
        let synced = try machine.todo("sync")
        #expect(synced.contains("→ changed  1  Water plants (deadline)"), "\(synced)")
        #expect(synced.contains("→ added    2  Water plants"), "\(synced)")
        let there = try items("Water plants")
        try #require(there.count == 2, "\(there)")
        #expect(there[0].data.contains("DUE;TZID=Europe/Berlin:20261203T090000"))
        #expect(there[0].data.contains("DTSTART;TZID=Europe/Berlin:20261203T090000"))
        #expect(there[0].status == "NEEDS-ACTION")
        #expect(there[1].status == "COMPLETED" && !there[1].data.contains("RRULE"))
        #expect(there[1].data.contains("DUE:20261126T080000Z"))
        #expect(try machine.todo("sync") == "Already in step with \(url).\n")
    }

    /// python caldav's default mode with `handle_rrule=True`: a completed copy under a new UID,
    /// and the series moved on (its DTSTART, and its DUE after it).
    @Test func aSeriesCompletedThereTheSafeWayGoesOnHere() throws {
        try machine.todo("add", "Water plants", "--every", "thursday", "--due", "thursday 9am")
        try machine.todo("sync")
        let series = try #require(try items("Water plants").first)
        try phone.complete(uid: series.uid, at: "2026-11-26T10:00:00Z", mode: "safe")
        machine.now = "2026-11-26T10:30:00Z"
        let synced = try machine.todo("sync")
        #expect(synced.contains("← changed  1  Water plants (deadline)"), "\(synced)")
        #expect(synced.contains("← added    2  Water plants"), "\(synced)")
        #expect(try task(1)["deadline"] as? String == "2026-12-03T08:00:00Z")
        #expect((try task(1)["recurrence"] as? [String: Any])?["rule"] as? String == "FREQ=WEEKLY;BYDAY=TH")
        // python caldav completes the copy at the time of its own clock.
        #expect(try task(2)["completedAt"] is String)
        #expect(try task(2)["deadline"] as? String == "2026-11-26T08:00:00Z")
        #expect(try task(2)["recurrence"] is NSNull)
        #expect(try machine.tasks().count == 2)
        #expect(try items("Water plants").count == 2)
        #expect(try machine.todo("sync") == "Already in step with \(url).\n")
    }

    /// Thunderbird's way: an override of the occurrence (RECURRENCE-ID) marked completed, beside
    /// the series as it was. The next deadline is the first occurrence after it; the occurrence
    /// is recorded here and sent there as a VTODO of its own; the series is written back moved
    /// on. (python caldav's `thisandfuture` mode would make such overrides, but it takes the
    /// file's first component for the series, and Radicale keeps the VTIMEZONE first.)
    @Test func aSeriesCompletedThereByOverridesGoesOnHere() throws {
        try machine.todo("add", "Pay rent", "--every", "month on the 26th", "--due", "2026-11-26 18:00")
        try machine.todo("sync")
        let series = try #require(try items("Pay rent").first)
        try phone.replace(uid: series.uid, with: Self.completingOccurrence(of: series.data))
        machine.now = "2026-11-27T10:30:00Z"
        let synced = try machine.todo("sync")
        #expect(synced.contains("← changed  1  Pay rent (deadline)"), "\(synced)")
        #expect(synced.contains("← added    2  Pay rent"), "\(synced)")
        #expect(try task(1)["deadline"] as? String == "2026-12-26T17:00:00Z")
        let record = try task(2)
        #expect(record["deadline"] as? String == "2026-11-26T17:00:00Z")
        #expect(record["completedAt"] as? String == "2026-11-27T10:00:00Z")
        #expect(record["occurrenceOf"] as? String == series.uid)
        let there = try items("Pay rent")
        #expect(there.count == 2, "the series, and the record sent as a VTODO of its own")
        #expect(there[0].data.contains("DTSTART;TZID=Europe/Berlin:20261226T180000"), "\(there[0].data)")
        #expect(try machine.todo("sync") == "Already in step with \(url).\n")
        #expect(try machine.tasks().count == 2)
    }

    /// The item with an override of the occurrence of 26 November 18:00 marked completed on 27
    /// November, as Thunderbird writes it: a copy of the series' VTODO with a RECURRENCE-ID.
    static func completingOccurrence(of data: String) -> String {
        let lines = data.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(
            of: "\n ", with: ""
        )
        .components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "BEGIN:VTODO"), let end = lines.firstIndex(of: "END:VTODO")
        else {
            return data
        }
        var override = lines[start...end].filter {
            !$0.hasPrefix("RRULE") && !$0.hasPrefix("STATUS") && !$0.hasPrefix("DTSTAMP")
        }
        override.insert(
            contentsOf: [
                "RECURRENCE-ID;TZID=Europe/Berlin:20261126T180000", "DTSTAMP:20261127T100000Z",
                "STATUS:COMPLETED", "COMPLETED:20261127T100000Z", "PERCENT-COMPLETE:100",
            ], at: 2)
        var result = lines
        let close = result.lastIndex(of: "END:VCALENDAR") ?? result.count
        result.insert(contentsOf: override, at: close)
        return result.joined(separator: "\r\n")
    }

    /// python caldav's `complete()` as it is by default (`handle_rrule=False`), as a program that
    /// does not know repetition completes a task: the series itself is marked completed. Here
    /// that completes its current occurrence; there the series is written back going on.
    @Test func aSeriesMarkedCompletedThereGoesOnHereAndThere() throws {
        try machine.todo("add", "Stretch", "--every", "day", "--due", "tomorrow 7am")
        try machine.todo("sync")
        let series = try #require(try items("Stretch").first)
        try phone.complete(uid: series.uid, at: "2026-11-24T07:30:00Z", mode: "plain")
        #expect(try items("Stretch").first?.status == "COMPLETED")
        machine.now = "2026-11-24T08:00:00Z"
        let synced = try machine.todo("sync")
        #expect(synced.contains("← changed  1  Stretch (deadline)"), "\(synced)")
        #expect(try task(1)["deadline"] as? String == "2026-11-25T06:00:00Z")
        #expect(try task(1)["completedAt"] is NSNull)
        #expect(try task(2)["completedAt"] as? String == "2026-11-24T07:30:00Z")
        let there = try items("Stretch")
        #expect(there.count == 2)
        #expect(
            there[0].status == "NEEDS-ACTION"
                && there[0].data.contains("DUE;TZID=Europe/Berlin:20261125T070000"))
        #expect(try machine.todo("sync") == "Already in step with \(url).\n")
    }
}
