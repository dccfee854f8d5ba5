import Foundation
import TestSupport
import Testing

/// Subtasks and notes through `todo sync` and a real Radicale, with python's caldav as the other
/// client: a subtask reaches the server as `RELATED-TO;RELTYPE=PARENT`, a note as `COMMENT`, and
/// the other client's subtasks (with and without `RELTYPE`) and comments come back as the tree.
@Suite(.enabled(if: SyncPrograms.enabled, Comment(rawValue: SyncPrograms.reason)))
struct SyncSubtaskRadicaleTests {
    @Test func theTreeAndTheNotesGoBothWays() throws {
        let server = try RadicaleServer()
        let url = server.origin + "/alice/tasks/"
        let phone = CalDAVPython(url: url)
        let a = SyncCLIMachine()
        try a.todo("sync", "--setup", url, "--user", "alice", "--create")
        try a.todo("add", "Move house")
        try a.todo("add", "Book the van", "--parent", "1")
        try a.todo("add", "Wrap plates", "--parent", "2")
        try a.todo("note", "1", "Landlord: 555-0100")
        let sent = try a.todo("sync")
        #expect(sent.contains("→ added    3  Wrap plates"), "\(sent)")

        let house = try #require(try phone.item("Move house"))
        let van = try #require(try phone.item("Book the van"))
        let plates = try #require(try phone.item("Wrap plates"))
        #expect(van.data.contains("RELATED-TO;RELTYPE=PARENT:\(house.uid)"), "\(van.data)")
        #expect(plates.data.contains("RELATED-TO;RELTYPE=PARENT:\(van.uid)"), "\(plates.data)")
        #expect(!house.data.contains("RELATED-TO"))
        #expect(house.data.contains(":Landlord: 555-0100"), "\(house.data)")
        #expect(house.data.contains("COMMENT;X-TODO-AT=20261123T180000Z"), "\(house.data)")

        // The other client adds a subtask as RFC 5545 writes one (no RELTYPE), one as
        // Nextcloud Tasks does, moves a task, and comments.
        try phone.add(
            Self.todo(uid: "phone-keys", summary: "Return the keys", extra: "RELATED-TO:\(house.uid)"))
        try phone.add(
            Self.todo(
                uid: "phone-boxes", summary: "Buy boxes", extra: "RELATED-TO;RELTYPE=PARENT:\(van.uid)"))
        try phone.set(uid: plates.uid, "RELATED-TO", to: house.uid)
        try phone.set(uid: van.uid, "COMMENT", to: "Ask for the big one")
        let received = try a.todo("sync")
        #expect(received.contains("← added"), "\(received)")
        // The ids the new tasks get follow the server's order: the tree is compared without them.
        let tree = try a.todo("list").split(separator: "\n").map { $0.replacing(/^ +\d+[ ]/, with: "") }
        #expect(
            tree == [
                "Pending (5)", "   Move house 0/3", "     Return the keys", "     Book the van 0/1",
                "       Buy boxes", "     Wrap plates",
            ], "\(tree)")
        let tasks = try a.tasks()
        let byTitle = Dictionary(uniqueKeysWithValues: tasks.map { ($0["title"] as? String ?? "", $0) })
        #expect(byTitle["Return the keys"]?["parent"] as? Int == 1)
        #expect(byTitle["Buy boxes"]?["parent"] as? Int == 2)
        #expect(byTitle["Wrap plates"]?["parent"] as? Int == 1)
        let vanNotes = byTitle["Book the van"]?["notes"] as? [[String: Any]]
        #expect(vanNotes?.map { $0["text"] as? String } == ["Ask for the big one"])
        #expect(try a.todo("sync") == "Already in step with \(url).\n")
    }

    static func todo(uid: String, summary: String, extra: String) -> String {
        """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//phone//EN\r
        BEGIN:VTODO\r
        UID:\(uid)\r
        DTSTAMP:20260301T093000Z\r
        CREATED:20260301T093000Z\r
        SUMMARY:\(summary)\r
        STATUS:NEEDS-ACTION\r
        \(extra)\r
        END:VTODO\r
        END:VCALENDAR\r

        """
    }
}
