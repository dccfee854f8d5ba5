import Testing

@testable import TodoCore

/// Fields of one's own through sync: carried as `X-TODO-FIELD-NAME`, typed by the store's
/// declarations, merged like any other field, and declared as text where they arrive undeclared.
@Suite struct SyncUserFieldTests {
    let server = FakeCalDAVServer()
    let a = SyncMachine("a")
    let b = SyncMachine("b")
    let declarations = [
        FieldDeclaration(name: "energy", type: .choice, values: ["low", "high"]),
        FieldDeclaration(name: "estimate", type: .number),
        FieldDeclaration(name: "due-by", type: .date),
    ]

    /// The value of a number field (every finite number is one).
    func number(_ value: Double) -> FieldValue {
        FieldNumber(value).map(FieldValue.number) ?? .text("not a number")
    }

    /// A's task "Fix the gate" with every field of one's own set, synced to the server and to B.
    func setUp(bDeclares: Bool) throws {
        try a.declare(declarations[0], declarations[1], declarations[2])
        if bDeclares { try b.declare(declarations[0], declarations[1], declarations[2]) }
        try a.add("Fix the gate")
        try a.set("Fix the gate", field: "energy", to: .text("high"))
        try a.set("Fix the gate", field: "estimate", to: number(2.5))
        try a.set("Fix the gate", field: "due-by", to: .date(a.now + 3_600))
        #expect(try a.actions(server) == ["sent-added Fix the gate"])
        #expect(try b.actions(server) == ["received-added Fix the gate"])
    }

    /// The server's item, changed as another client changes it.
    func editOnTheServer(_ change: (String) -> String) throws {
        let name = try #require(server.name(uid: "a-1"))
        server.store(change(try #require(server.ics(uid: "a-1"))), as: name)
    }

    @Test func fieldsTravelAsXTodoFieldPropertiesTypedByTheDeclarations() throws {
        try setUp(bDeclares: true)
        let text = try #require(server.ics(uid: "a-1"))
        for line in [
            "X-TODO-FIELD-DUE-BY:20261118T120640Z", "X-TODO-FIELD-ENERGY:high", "X-TODO-FIELD-ESTIMATE:2.5",
        ] {
            #expect(text.contains(line + "\r\n"), "\(line) in \(text)")
        }
        let task = try #require(try b.task("Fix the gate"))
        #expect(
            task.fields == ["energy": .text("high"), "estimate": number(2.5), "due-by": .date(a.now + 3_600)])
        #expect(try a.fields == b.fields)
        #expect(try a.actions(server) == [] && b.actions(server) == [])
    }

    @Test func aFieldThatArrivesUndeclaredIsDeclaredAsText() throws {
        try setUp(bDeclares: false)
        let list = try b.store.read()
        #expect(
            list.fieldDeclarations == [
                FieldDeclaration(name: "due-by", type: .text), FieldDeclaration(name: "energy", type: .text),
                FieldDeclaration(name: "estimate", type: .text),
            ])
        let task = try #require(list.tasks.first)
        #expect(
            task.fields == [
                "energy": .text("high"), "estimate": .text("2.5"), "due-by": .text("20261118T120640Z"),
            ])
        #expect(try b.actions(server) == [])
        try b.edit("Fix the gate") { $0.set(.title, .text("Fix the garden gate")) }
        #expect(try b.actions(server) == ["sent-changed Fix the garden gate"])
        #expect(try a.actions(server) == ["received-changed Fix the garden gate"])
        #expect(try a.task("Fix the garden gate")?.fields["estimate"] == number(2.5))
    }

    @Test func aFieldChangedOnTheServerArrivesAndOneClearedHereIsRemovedThere() throws {
        try setUp(bDeclares: true)
        try editOnTheServer {
            $0.replacingOccurrences(of: "X-TODO-FIELD-ENERGY:high", with: "X-TODO-FIELD-ENERGY:LOW")
                .replacingOccurrences(of: "END:VTODO", with: "X-TODO-FIELD-MOOD:calm\r\nEND:VTODO")
        }
        let report = try a.sync(server)
        #expect(report.events.map(\.action) == [.receivedChanged])
        #expect(report.events.first?.fields == ["energy", "mood"])
        let task = try #require(try a.task("Fix the gate"))
        #expect(task.fields["energy"] == .text("low"))
        #expect(task.fields["mood"] == .text("calm"))
        #expect(try a.store.read().fieldDeclarations.last == FieldDeclaration(name: "mood", type: .text))
        try a.set("Fix the gate", field: "estimate", to: nil)
        #expect(try a.sync(server).events.first?.fields == ["estimate"])
        let text = try #require(server.ics(uid: "a-1"))
        #expect(!text.contains("X-TODO-FIELD-ESTIMATE") && text.contains("X-TODO-FIELD-MOOD:calm"))
        try b.sync(server)
        #expect(try a.fields == b.fields)
    }

    @Test func aFieldChangedOnBothSidesIsAConflictAndOtherChangesMerge() throws {
        try setUp(bDeclares: true)
        try a.set("Fix the gate", field: "estimate", to: number(3))
        try a.set("Fix the gate", field: "energy", to: .text("low"))
        try b.set("Fix the gate", field: "estimate", to: number(5))
        try b.edit("Fix the gate") { $0.set(.priority, .text("high")) }
        try a.sync(server)
        let report = try b.sync(server)
        let conflict = try #require(report.events.first { $0.action == .conflict })
        #expect(conflict.fields == ["estimate"])
        #expect(report.events.first { $0.action == .receivedChanged }?.fields == ["energy"])
        let merged = try #require(try b.tasks.first { !$0.tags.contains(SyncEvent.conflictTag) })
        #expect(merged.fields["estimate"] == number(3))
        #expect(merged.fields["energy"] == .text("low"))
        #expect(merged.priority == .high)
        let copy = try #require(try b.tasks.first { $0.tags.contains(SyncEvent.conflictTag) })
        #expect(copy.fields["estimate"] == number(5))
        try a.sync(server)
        #expect(try a.fields == b.fields)
        #expect(try a.actions(server) == [] && b.actions(server) == [])
    }
}
