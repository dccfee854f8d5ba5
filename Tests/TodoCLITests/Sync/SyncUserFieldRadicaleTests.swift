import Foundation
import TestSupport
import Testing

/// Fields of one's own through `todo sync` and a real Radicale, with python's caldav as the other
/// client: a field set here reaches the server as `X-TODO-FIELD-NAME`, one the other client
/// edits comes back, and one changed on both sides is a conflict.
@Suite(.enabled(if: SyncPrograms.enabled, Comment(rawValue: SyncPrograms.reason)))
struct SyncUserFieldRadicaleTests {
    /// A store declaring `energy` (a choice) and `estimate` (a number), as `todo field add` makes it.
    static let store = """
        {"version":4,"usedIds":[],"archive":{"nextSegment":1,"segments":[]},"fields":[\
        {"name":"energy","type":"choice","values":["low","high"],"label":"Energy"},\
        {"name":"estimate","type":"number","values":null,"label":"Estimate"}],"tasks":[]}

        """

    @Test func fieldsReachTheServerAndComeBackFromTheOtherClient() throws {
        let server = try RadicaleServer()
        let url = server.origin + "/alice/tasks/"
        let phone = CalDAVPython(url: url)
        let a = SyncCLIMachine()
        a.folder.write(Self.store, to: "todos.json")
        try a.todo("sync", "--setup", url, "--user", "alice", "--create")
        try a.todo("add", "Fix the gate", "--set", "energy=high", "--set", "estimate=2.5")
        #expect(try a.todo("sync").contains("→ added    1  Fix the gate"))
        let item = try #require(try phone.item("Fix the gate"))
        for line in ["X-TODO-FIELD-ENERGY:high", "X-TODO-FIELD-ESTIMATE:2.5"] {
            #expect(item.data.contains(line), "\(line) in \(item.data)")
        }

        // The other client changes one field and adds one this store does not declare.
        try phone.set(uid: item.uid, "X-TODO-FIELD-ENERGY", to: "low")
        try phone.set(uid: item.uid, "X-TODO-FIELD-MOOD", to: "calm")
        let received = try a.todo("sync")
        #expect(received.contains("← changed  1  Fix the gate (energy, mood)"), "\(received)")
        let task = try #require(try a.task("Fix the gate"))
        #expect(task["fields"] as? NSDictionary == ["energy": "low", "estimate": 2.5, "mood": "calm"])
        let declared = try a.todo("field", "list", "--json")
        #expect(
            declared.contains(#"{"name":"mood","type":"text","values":null,"label":"Mood"}"#), "\(declared)")

        // Changed on both sides: a conflict, the server's value kept, this side's in the copy.
        try a.todo("edit", "1", "--set", "estimate=3")
        try phone.set(uid: item.uid, "X-TODO-FIELD-ESTIMATE", to: "5")
        let conflict = try a.todo("sync")
        #expect(conflict.contains("! conflict 1  Fix the gate (estimate)"), "\(conflict)")
        let tasks = try a.tasks()
        let kept = try #require(tasks.first { ($0["tags"] as? [String])?.isEmpty == true })
        #expect((kept["fields"] as? [String: Any])?["estimate"] as? Double == 5)
        let copy = try #require(tasks.first { ($0["tags"] as? [String]) == ["sync-conflict"] })
        #expect((copy["fields"] as? [String: Any])?["estimate"] as? Double == 3)
        let onServer = try phone.items()
        #expect(onServer.count == 2)
        #expect(onServer.contains { $0.uid != item.uid && $0.data.contains("X-TODO-FIELD-ESTIMATE:3") })
        #expect(onServer.contains { $0.uid == item.uid && $0.data.contains("X-TODO-FIELD-ESTIMATE:5") })
        #expect(try a.todo("sync") == "Already in step with \(url).\n")
    }
}
