import Testing

@testable import TodoCore

/// Waits and the tasks a task waits on through sync: carried as `X-TODO-WAIT` and
/// `RELATED-TO;RELTYPE=DEPENDS-ON` by UID, so that the other machine's ids are its own, and the
/// blockers merged as sets when both sides change them.
@Suite struct SyncPlanningTests {
    let server = FakeCalDAVServer()
    let a = SyncMachine("a")
    let b = SyncMachine("b")

    func blockers(_ machine: SyncMachine, _ title: String) throws -> [String] {
        let tasks = try machine.tasks
        let task = try #require(try machine.task(title))
        return task.blockedBy.compactMap { id in tasks.first { $0.id == id }?.title }
    }

    @Test func blockersAndWaitsTravelBothWays() throws {
        try b.add("Pad")
        #expect(try b.actions(server) == ["sent-added Pad"])
        _ = try a.add("Book the van")
        _ = try a.add("Pack boxes")
        let van = try #require(try a.task("Book the van")).id
        try a.edit("Pack boxes") { edits in
            edits.append(.blockedBy, .add(.tasks([van])))
            edits.set(.wait, .date(a.now + 3_600))
        }
        _ = try a.actions(server)
        let text = try #require(server.ics(uid: "a-2"))
        #expect(text.contains("RELATED-TO;RELTYPE=DEPENDS-ON:a-1\r\n"), "\(text)")
        #expect(text.contains("X-TODO-WAIT:"))
        _ = try b.actions(server)
        #expect(try blockers(b, "Pack boxes") == ["Book the van"], "B's own id for the van")
        #expect(try b.task("Pack boxes")?.wait == a.now + 3_600)

        // Both sides add a blocker: the sets merge.
        _ = try a.add("Buy tape")
        _ = try a.actions(server)
        _ = try b.actions(server)
        let tapeA = try #require(try a.task("Buy tape")).id
        let padB = try #require(try b.task("Pad")).id
        _ = try a.actions(server)
        try a.edit("Pack boxes") { $0.append(.blockedBy, .add(.tasks([tapeA]))) }
        try b.edit("Pack boxes") { $0.append(.blockedBy, .add(.tasks([padB]))) }
        _ = try a.actions(server)
        _ = try b.actions(server)
        _ = try a.actions(server)
        #expect(Set(try blockers(a, "Pack boxes")) == ["Book the van", "Buy tape", "Pad"])
        #expect(Set(try blockers(b, "Pack boxes")) == ["Book the van", "Buy tape", "Pad"])
        #expect(try a.actions(server) == [] && b.actions(server) == [])
    }
}
