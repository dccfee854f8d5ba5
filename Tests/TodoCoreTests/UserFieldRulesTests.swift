import Foundation
import TestSupport
import Testing

@testable import TodoCore

/// Declaring and forgetting fields of one's own, in the list and in the store (archived tasks
/// and undo included), and the list filters of those fields.
@Suite struct UserFieldRulesTests {
    let folder = TemporaryFolder()
    var store: TodoStore { TodoStore(path: folder.file("todos.json")) }
    static let energy = FieldDeclaration(name: "energy", type: .choice, values: ["low", "high"])
    static let started = FieldDeclaration(name: "started", type: .date)

    /// A lowercase letter, then lowercase letters, digits and `-`, at most 32 bytes: names held
    /// inline in a `String` (15 bytes or fewer) and names held apart alike.
    @Test(arguments: [
        ("energy", true), ("e", true), ("x2-y", true), ("abcdefghijklmno", true),
        ("abcdefghijklmnop", true), (String(repeating: "a", count: 32), true), ("", false),
        ("Energy", false), ("2x", false), ("-x", false), ("ener gy", false), ("énergie", false),
        ("energé", false), ("a_b", false), (String(repeating: "a", count: 33), false),
        ("abcdefghijklmnopqrstuvwxyz0123A", false),
    ])
    func aNameHasTheFormOfAFieldsName(name: String, isValid: Bool) {
        #expect(FieldDeclaration.isValidName(name) == isValid)
    }

    @Test func aNameIsDeclaredOnce() throws {
        var list = makeList(count: 1)
        try list.declareField(Self.energy)
        #expect(throws: FieldDeclarationError.alreadyDeclared("energy")) {
            try list.declareField(FieldDeclaration(name: "energy", type: .text))
        }
        #expect(list.fieldDeclarations == [Self.energy])
    }

    @Test func removingAFieldInUseIsRefusedUnlessItsValuesAreCleared() throws {
        var list = makeList(count: 3)
        try list.declareField(Self.energy)
        try list.declareField(Self.started)
        _ = try list.edit(
            ids: [1, 3], edits: TaskEdits([FieldEdit(TaskField(Self.energy), .set(.text("low")))]),
            now: referenceNow)
        #expect(throws: FieldRemovalError.notDeclared(name: "enrgy", declared: ["energy", "started"])) {
            try list.removeField(named: "enrgy", clearingValues: true, now: referenceNow)
        }
        #expect(throws: FieldRemovalError.inUse(name: "energy", ids: [1, 3])) {
            try list.removeField(named: "energy", clearingValues: false, now: referenceNow)
        }
        #expect(list.fieldDeclarations.count == 2 && list.task(id: 1)?.fields["energy"] == .text("low"))
        let later = referenceNow + hour
        let (removed, cleared) = try list.removeField(named: "energy", clearingValues: true, now: later)
        #expect(removed == Self.energy && cleared.map(\.id) == [1, 3])
        #expect(list.tasks.allSatisfy { $0.fields.isEmpty })
        #expect(list.task(id: 1)?.modifiedAt == later && list.task(id: 2)?.modifiedAt != later)
        #expect(list.fieldDeclarations == [Self.started])
        // A field nobody uses goes without asking.
        try list.removeField(named: "started", clearingValues: false, now: later)
        #expect(list.fieldDeclarations.isEmpty)
    }

    @Test func anArchivedTasksValueHoldsTheFieldAndUndoBringsBothBack() throws {
        try store.update(now: referenceNow) { list in
            try list.declareField(Self.energy)
            var edits = TaskEdits.titled("old")
            edits.set(TaskField(Self.energy), .text("high"))
            try list.add(edits, now: referenceNow, uuid: "u1")
            try list.add(.titled("new"), now: referenceNow, uuid: "u2")
            _ = try list.complete(ids: [1], now: referenceNow)
        }
        let later = referenceNow + 2 * day
        try store.update(now: later) { list in
            _ = try list.edit(
                ids: [2], edits: TaskEdits([FieldEdit(.title, .set(.text("newer")))]), now: later)
        }
        #expect(try store.read().task(id: 1) == nil, "task 1 is archived")
        #expect(throws: FieldRemovalError.inUse(name: "energy", ids: [1])) {
            try store.update(now: later, archived: .all) { list in
                try list.removeField(named: "energy", clearingValues: false, now: later)
            }
        }
        try store.update(now: later, archived: .all) { list in
            try list.removeField(named: "energy", clearingValues: true, now: later)
        }
        #expect(try store.readFieldDeclarations().isEmpty)
        #expect(try store.read(archived: .all).task(id: 1)?.fields == [:])
        try store.undo(1, now: later)
        #expect(try store.readFieldDeclarations() == [Self.energy])
        let restored = try store.read(archived: .all)
        #expect(restored.task(id: 1)?.fields == ["energy": .text("high")])
        #expect(restored.tasks.map(\.id).sorted() == [1, 2])
        try store.undo(1, now: later)
        try store.undo(1, now: later)
        #expect(try store.readFieldDeclarations().isEmpty, "undoing the first change forgets the field")
    }

    @Test func aDateFieldFiltersByTheLocalDay() throws {
        let zone = try ZoneFixtures.zone("America/New_York")
        let instants = [
            "2026-03-05T04:59:59Z", "2026-03-05T05:00:00Z", "2026-03-06T04:59:59Z", "2026-03-06T05:00:00Z",
        ]
        let tasks =
            try instants.enumerated().map { index, text in
                var task = makeTask(index + 1)
                task.fields["started"] = .date(try ZoneFixtures.instant(text))
                return task
            } + [makeTask(5)]
        let (summaries, whole) = try TaskFilterTests.store(tasks, declarations: [Self.started])
        let schema = TaskSchema(declarations: [Self.started])
        for (word, expected) in [
            ("started:2026-03-05", [2, 3]), ("started:none", [5]), ("started:any", [1, 2, 3, 4]),
            ("STARTED:2026-03-06T12:00", [4]),
        ] {
            let filter = try TaskFilter(words: [word], now: referenceNow, zone: zone, schema: schema)
            #expect(
                summaries.tasks.filter {
                    filter.matches($0, in: summaries, readiness: TaskReadiness(now: referenceNow))
                }.map(\.id) == expected, "\(word)")
            #expect(
                whole.filter { filter.matches($0, readiness: TaskReadiness(now: referenceNow)) }.map(\.id)
                    == expected, "\(word)")
        }
    }

    @Test func aValueTheFieldCannotHoldIsRefusedAndAnUndeclaredNameIsText() throws {
        let schema = TaskSchema(declarations: [
            Self.energy, Self.started, FieldDeclaration(name: "estimate", type: .number),
        ])
        func filter(_ word: String) throws -> TaskFilter {
            try TaskFilter(words: [word], now: referenceNow, zone: .utc, schema: schema)
        }
        #expect(
            throws: TaskFilterError.invalidChoice(
                filter: "energy:", value: "medium", choices: ["low", "high", "none", "any"])
        ) {
            try filter("energy:medium")
        }
        #expect(throws: TaskFilterError.invalidValue(filter: "estimate:", failure: .number("two"))) {
            try filter("estimate:two")
        }
        #expect(throws: TaskFilterError.self) { try filter("started:someday") }
        let text = try filter("mood:happy")
        #expect(text.texts.count == 1 && text.fields.isEmpty)
        let standard = try TaskFilter(words: ["energy:medium"], now: referenceNow, zone: .utc)
        #expect(standard.texts.count == 1 && !standard.filtersUserFields)
        #expect(try filter("Energy:HIGH").filtersUserFields)
    }
}
