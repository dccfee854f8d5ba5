import Foundation
import TestSupport
import Testing

/// `todo sync` between two stores ("two machines") through each real server, checked by a
/// second, independent client (python's caldav) that also plays the phone: the same scenarios
/// against every server of `SyncServerKind`.
@Suite(.enabled(if: SyncPrograms.enabled, Comment(rawValue: SyncPrograms.reason)))
struct SyncServerTests {
    @Test(arguments: SyncServerKind.tested)
    func twoMachinesAndAPhoneKeepTheSameTasks(kind: SyncServerKind) throws {
        let server = try kind.start()
        let url = server.taskList("tasks", of: "alice")
        let phone = CalDAVPython(url: url)
        let a = SyncCLIMachine()
        let b = SyncCLIMachine()
        let missing = try b.failure("sync", "--setup", url, "--user", "alice")
        #expect(missing.contains("there is no task list at \(url) (HTTP 404)"), "\(missing)")
        #expect(b.folder.bytes("config/todo/sync.conf") == nil)
        #expect(
            try a.todo("sync", "--setup", url, "--user", "alice", "--create").hasPrefix(
                "Created the task list 'tasks'"))
        #expect(
            try b.todo("sync", "--setup", url, "--user", "alice").hasPrefix("Found the task list 'tasks'"))
        let root = try b.failure("sync", "--setup", server.origin + "/", "--user", "alice")
        #expect(
            root.contains(
                "is not a list of tasks (a CalDAV calendar that holds VTODOs); the task lists there: ")
                && root.contains("\(url) (tasks)"), "\(root)")
        #expect(a.folder.mode("config/todo/sync.conf") == 0o600)
        #expect(
            !String(decoding: a.folder.bytes("config/todo/sync.conf") ?? [], as: UTF8.self).contains("secret")
        )

        // Add on A: it appears on B, and on the server, every field.
        try a.todo(
            "add", "Buy milk", "--due", "2026-11-25 17:00", "-l", "Corner shop", "--tag", "errand",
            "--priority", "high")
        #expect(try a.todo("sync").contains("→ added    1  Buy milk"))
        #expect(try b.todo("sync").contains("← added    1  Buy milk"))
        let milk = try #require(try b.task("Buy milk"))
        #expect(milk["deadline"] as? String == "2026-11-25T17:00:00Z")
        #expect(milk["tags"] as? [String] == ["errand"])
        #expect(milk["priority"] as? String == "high")
        #expect((milk["location"] as? [String: Any])?["name"] as? String == "Corner shop")
        let onServer = try #require(try phone.item("Buy milk"))
        #expect(onServer.data.contains("CATEGORIES:errand") && onServer.data.contains("PRIORITY:1"))

        // Complete on B: completed on A and on the server.
        try b.todo("done", "1")
        try b.todo("sync")
        #expect(try a.todo("sync").contains("← changed  1  Buy milk (completed)"))
        #expect(try a.task("Buy milk")?["state"] as? String == "completed")
        #expect(try phone.item("Buy milk")?.status == "COMPLETED")

        // Edit on both: the conflict keeps both versions, everywhere.
        try a.todo("add", "Pay rent")
        try a.todo("sync")
        try b.todo("sync")
        try a.todo("edit", "2", "--title", "Pay the rent")
        try b.todo("edit", "2", "--title", "Pay rent today")
        try a.todo("sync")
        let conflict = try b.todo("sync")
        #expect(conflict.contains("! conflict 2  Pay the rent (title)"), "\(conflict)")
        try a.todo("sync")
        for machine in [a, b] {
            #expect(try machine.titles() == ["Buy milk", "Pay the rent", "Pay rent today"])
        }
        #expect(try b.task("Pay rent today")?["tags"] as? [String] == ["sync-conflict"])
        #expect(try Set(phone.items().map(\.summary)) == ["Buy milk", "Pay the rent", "Pay rent today"])

        // Delete on A: gone on B and on the server.
        try a.todo("rm", "1")
        try a.todo("sync")
        #expect(try b.todo("sync").contains("← deleted  1  Buy milk"))
        #expect(try !b.titles().contains("Buy milk"))
        #expect(try phone.item("Buy milk") == nil)
        #expect(try a.todo("sync") == "Already in step with \(url).\n")
        #expect(try b.todo("sync") == "Already in step with \(url).\n")
    }

    @Test(arguments: SyncServerKind.tested)
    func propertiesTodoDoesNotModelSurviveItsRoundTrip(kind: SyncServerKind) throws {
        let server = try kind.start()
        let url = server.taskList("tasks", of: "alice")
        let phone = CalDAVPython(url: url)
        let a = SyncCLIMachine()
        try a.todo("sync", "--setup", url, "--user", "alice", "--create")
        try phone.add(
            """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:-//Phone//EN\r
            BEGIN:VTODO\r
            UID:phone-1\r
            DTSTAMP:20261101T100000Z\r
            SUMMARY:Water the ferns\r
            DUE;VALUE=DATE:20261201\r
            X-APPLE-SORT-ORDER:42\r
            RELATED-TO;RELTYPE=PARENT:phone-0\r
            GEO:52.52;13.405\r
            ATTACH:https://example.com/ferns.jpg\r
            BEGIN:VALARM\r
            ACTION:AUDIO\r
            TRIGGER;VALUE=DATE-TIME:20261130T080000Z\r
            END:VALARM\r
            END:VTODO\r
            END:VCALENDAR\r

            """)
        #expect(try a.todo("sync").contains("← added    1  Water the ferns"))
        try a.todo("edit", "1", "--title", "Water the big ferns", "--priority", "low")
        try a.todo("done", "1")
        #expect(try a.todo("sync").contains("→ changed  1  Water the big ferns (title, completed, priority)"))
        let item = try #require(try phone.item("Water the big ferns"))
        #expect(item.uid == "phone-1")
        #expect(item.status == "COMPLETED")
        for kept in [
            "X-APPLE-SORT-ORDER:42", "RELATED-TO;RELTYPE=PARENT:phone-0", "GEO:52.52;13.405",
            "ATTACH:https://example.com/ferns.jpg", "ACTION:AUDIO",
            "TRIGGER;VALUE=DATE-TIME:20261130T080000Z",
            "DUE;VALUE=DATE:20261201", "PRIORITY:9",
        ] {
            #expect(item.data.contains(kept), "\(kept) in \(item.data)")
        }
    }

    /// Radicale's alone: Xandikos serves no HTTPS of its own.
    @Test(.enabled(if: SyncServerKind.tested.contains(.radicale), SyncServerKind.radicale.skipReason))
    func overHTTPSWithASelfSignedCertificate() throws {
        let server = try RadicaleServer(tls: true)
        let url = server.taskList("tasks", of: "alice")
        let a = SyncCLIMachine()
        let untrusted = try a.failure("sync", "--setup", url, "--user", "alice", "--create")
        #expect(untrusted.contains("is not trusted") && untrusted.contains("--ca-file"), "\(untrusted)")
        try a.todo("sync", "--setup", url, "--user", "alice", "--create", "--ca-file", server.certificate)
        try a.todo("add", "Renew the certificate")
        #expect(try a.todo("sync").contains("→ added"))
        let phone = CalDAVPython(url: url, certificate: server.certificate)
        #expect(try phone.items().map(\.summary) == ["Renew the certificate"])
        let b = SyncCLIMachine()
        try b.todo("sync", "--setup", url, "--user", "alice", "--ca-file", server.certificate)
        try b.todo("sync")
        #expect(try b.titles() == ["Renew the certificate"])
    }

    @Test(arguments: SyncServerKind.tested)
    func statusAndDryRunSayWhatIsPendingAndChangeNothing(kind: SyncServerKind) throws {
        let server = try kind.start()
        let url = server.taskList("tasks", of: "alice")
        let a = SyncCLIMachine()
        try a.todo("sync", "--setup", url, "--user", "alice", "--create")
        #expect(
            try a.todo("sync", "--status")
                == "Task list: \(url) (user alice)\nLast synced: never\nNothing to send.\n")
        try a.todo("add", "One")
        try a.todo("add", "Two")
        try a.todo("sync")
        try a.todo("done", "1")
        try a.todo("add", "Three")
        let status = try a.todo("sync", "--status")
        #expect(
            status == """
                Task list: \(url) (user alice)
                Last synced: Mon 23 Nov 18:00 (now), 2 tasks in step
                To send: 2 changes made here
                  → changed  1  One (completed)
                  → added    3  Three

                """)
        let before = a.storeBytes
        let dryRun = try a.todo("sync", "--dry-run", "--json")
        let object = try #require(JSONSerialization.jsonObject(with: Data(dryRun.utf8)) as? [String: Any])
        #expect(object["dryRun"] as? Bool == true)
        #expect(object["sent"] as? Int == 2)
        #expect(a.storeBytes == before)
        #expect(try CalDAVPython(url: url).items().count == 2)
        let json = try a.todo("sync", "--json")
        let report = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let events = try #require(report["events"] as? [[String: Any]])
        #expect(events.map { $0["action"] as? String } == ["sent-changed", "sent-added"])
        #expect(events.first?["fields"] as? [String] == ["completed"])
        #expect(try a.todo("sync", "--status").hasSuffix("Nothing to send.\n"))
    }
}
