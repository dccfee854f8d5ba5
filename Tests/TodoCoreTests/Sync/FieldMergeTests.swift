import Testing

@testable import TodoCore

@Suite struct FieldMergeTests {
    let at = Instant(secondsSince1970: 1_795_000_000)
    let schema = SyncSchema(
        TaskSchema(declarations: [
            FieldDeclaration(name: "energy", type: .choice, values: ["low", "high"]),
            FieldDeclaration(name: "estimate", type: .number),
        ]))

    func task(
        _ title: String = "Pay rent", details: String? = nil, completedAt: Instant? = nil,
        tags: [String] = [], priority: TaskPriority? = nil, fields: [String: FieldValue] = [:]
    ) -> TodoTask {
        TodoTask(
            id: 1, uuid: "u", title: title, details: details, createdAt: at, completedAt: completedAt,
            tags: tags, priority: priority, fields: fields)
    }

    func merge(_ base: TodoTask?, _ local: TodoTask, _ remote: TodoTask) -> FieldMerge.Result {
        FieldMerge.merge(base: base, local: local, remote: remote, schema: schema)
    }

    @Test func aFieldChangedOnOneSideTakesThatSide() {
        let merged = merge(task(), task("Pay the rent"), task(priority: .high))
        #expect(merged.conflicts.isEmpty)
        #expect(merged.task == task("Pay the rent", priority: .high))
    }

    @Test func aFieldChangedAlikeOnBothSidesIsNoConflict() {
        let merged = merge(task(), task("Pay the rent"), task("Pay the rent"))
        #expect(merged.conflicts.isEmpty)
        #expect(merged.task.title == "Pay the rent")
    }

    @Test func aFieldChangedDifferentlyIsAConflictAndTakesTheServersValue() {
        let merged = merge(task(details: "a"), task("Mine", details: "b"), task("Theirs", details: "c"))
        #expect(merged.conflicts == ["title", "description"])
        #expect(merged.task == task("Theirs", details: "c"))
    }

    @Test func completionsOnBothSidesKeepTheEarlierTime() {
        let merged = merge(task(), task(completedAt: at + 60), task(completedAt: at + 30))
        #expect(merged.conflicts.isEmpty)
        #expect(merged.task.completedAt == at + 30)
        let reopened = merge(task(completedAt: at), task(), task(completedAt: at))
        #expect(reopened.task.completedAt == nil)
    }

    @Test func tagsMergeAsSets() {
        let merged = merge(task(tags: ["a", "b"]), task(tags: ["a", "b", "c"]), task(tags: ["b", "D"]))
        #expect(merged.conflicts.isEmpty)
        #expect(merged.task.tags == ["b", "c", "D"])
    }

    @Test func withoutABaseEveryDifferenceButTagsIsAConflict() {
        let merged = merge(nil, task("A", tags: ["x"]), task("B", tags: ["y"]))
        #expect(merged.conflicts == ["title"])
        #expect(merged.task == task("B", tags: ["x", "y"]))
    }

    @Test func theMergedTaskKeepsTheLocalIdUuidAndTimes() {
        var local = task("Mine")
        local.id = 7
        local.uuid = "local"
        local.modifiedAt = at + 99
        var remote = task("Theirs")
        remote.id = 1
        remote.uuid = ""
        remote.createdAt = Instant(secondsSince1970: 0)
        let merged = merge(task(), local, remote).task
        #expect(
            merged.id == 7 && merged.uuid == "local" && merged.createdAt == at && merged.modifiedAt == at + 99
        )
    }

    /// One field, in the three versions of a three-way merge, and what the merge makes of it.
    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        /// The field, by name; one the schema does not declare is a text field of one's own.
        let field: String
        /// nil: no base (the task and the item met for the first time).
        let base: FieldValue??
        let local: FieldValue?
        let remote: FieldValue?
        let merged: FieldValue?
        let conflicts: [String]
    }

    static let at = Instant(secondsSince1970: 1_795_000_000)

    /// The value of a number field (every finite number is one).
    static func number(_ value: Double) -> FieldValue {
        FieldNumber(value).map(FieldValue.number) ?? .text("not a number")
    }

    static let cases: [Case] = [
        // .pick
        Case(
            testDescription: "pick: changed here", field: "title", base: .text("A"), local: .text("B"),
            remote: .text("A"), merged: .text("B"), conflicts: []),
        Case(
            testDescription: "pick: changed there", field: "title", base: .text("A"), local: .text("A"),
            remote: .text("C"), merged: .text("C"), conflicts: []),
        Case(
            testDescription: "pick: both alike", field: "priority", base: .text("low"), local: .text("high"),
            remote: .text("high"), merged: .text("high"), conflicts: []),
        Case(
            testDescription: "pick: both differently", field: "title", base: .text("A"), local: .text("B"),
            remote: .text("C"), merged: .text("C"), conflicts: ["title"]),
        Case(
            testDescription: "pick: no base", field: "project", base: nil, local: .text("home"),
            remote: .text("work"), merged: .text("work"), conflicts: ["project"]),
        Case(
            testDescription: "pick: cleared here", field: "project", base: .text("home"), local: nil,
            remote: .text("home"), merged: nil, conflicts: []),
        Case(
            testDescription: "pick: named by changeName", field: "remindBefore", base: .seconds(600),
            local: .seconds(60), remote: .seconds(3600), merged: .seconds(3600), conflicts: ["reminder"]),
        Case(
            testDescription: "pick: an empty description is none", field: "description", base: .text("x"),
            local: .text(""), remote: nil, merged: nil, conflicts: []),
        // .earlier
        Case(
            testDescription: "earlier: both set", field: "completedAt", base: .some(nil),
            local: .date(at + 60),
            remote: .date(at + 30), merged: .date(at + 30), conflicts: []),
        Case(
            testDescription: "earlier: set here", field: "completedAt", base: .some(nil), local: .date(at),
            remote: nil, merged: .date(at), conflicts: []),
        Case(
            testDescription: "earlier: cleared there", field: "completedAt", base: .date(at),
            local: .date(at),
            remote: nil, merged: nil, conflicts: []),
        Case(
            testDescription: "earlier: cleared here, moved there", field: "completedAt", base: .date(at),
            local: nil, remote: .date(at + 5), merged: .date(at + 5), conflicts: ["completed"]),
        Case(
            testDescription: "earlier: a delivery, no base", field: "remindedAt", base: nil, local: .date(at),
            remote: nil, merged: nil, conflicts: ["reminder"]),
        Case(
            testDescription: "earlier: deliveries on both sides, no base", field: "remindedAt", base: nil,
            local: .date(at + 9), remote: .date(at + 3), merged: .date(at + 3), conflicts: []),
        // .union
        Case(
            testDescription: "union: both added", field: "tags", base: .names(["a"]),
            local: .names(["a", "b"]),
            remote: .names(["a", "c"]), merged: .names(["a", "b", "c"]), conflicts: []),
        Case(
            testDescription: "union: removed here, added there", field: "tags", base: .names(["a", "b"]),
            local: .names(["b"]), remote: .names(["a", "b", "c"]), merged: .names(["b", "c"]), conflicts: []),
        Case(
            testDescription: "union: ignoring case", field: "tags", base: .some(nil), local: .names(["Home"]),
            remote: .names(["home"]), merged: .names(["home"]), conflicts: []),
        Case(
            testDescription: "union: all removed", field: "tags", base: .names(["a"]), local: nil,
            remote: .names(["a"]), merged: nil, conflicts: []),
        Case(
            testDescription: "union: no base", field: "tags", base: nil, local: .names(["x"]),
            remote: .names(["y"]), merged: .names(["x", "y"]), conflicts: []),
        // fields of one's own: .pick, named by their names
        Case(
            testDescription: "user field: set there", field: "energy", base: .some(nil), local: nil,
            remote: .text("high"), merged: .text("high"), conflicts: []),
        Case(
            testDescription: "user field: changed here", field: "estimate", base: number(2),
            local: number(3), remote: number(2),
            merged: number(3),
            conflicts: []),
        Case(
            testDescription: "user field: both differently", field: "energy", base: .text("low"),
            local: .text("high"), remote: .text("medium"), merged: .text("medium"), conflicts: ["energy"]),
        Case(
            testDescription: "user field: removed there", field: "estimate", base: number(1),
            local: number(1), remote: nil, merged: nil, conflicts: []),
        Case(
            testDescription: "user field not declared here: set there", field: "mood", base: .some(nil),
            local: nil, remote: .text("calm"), merged: .text("calm"), conflicts: []),
        Case(
            testDescription: "user field not declared here: both differently", field: "mood", base: nil,
            local: .text("calm"), remote: .text("busy"), merged: .text("busy"), conflicts: ["mood"]),
    ]

    func field(_ name: String) -> TaskField {
        schema.schema.field(named: name) ?? TaskField(FieldDeclaration(name: name, type: .text))
    }

    func task(_ field: TaskField, _ value: FieldValue?) -> TodoTask {
        var task = task(priority: .medium, fields: ["estimate": Self.number(8)])
        if field.name == "estimate" { task.fields = [:] }
        field.set(value, in: &task)
        return task
    }

    @Test(arguments: cases) func eachRuleMergesItsField(_ row: Case) {
        let field = field(row.field)
        let base = row.base.map { task(field, $0) }
        let local = task(field, row.local)
        let merged = merge(base, local, task(field, row.remote))
        #expect(SyncSchema.value(field, in: merged.task) == row.merged)
        #expect(merged.conflicts == row.conflicts)
        var expected = local
        field.set(row.merged, in: &expected)
        #expect(schema.isInStep(merged.task, expected), "the other fields are left as they were")
    }

    @Test func differencesNameWhatAPersonChanged() {
        let old = task(details: "", fields: ["energy": .text("low")])
        var new = task(details: nil, completedAt: at, tags: ["home"], fields: ["mood": .text("calm")])
        new.remindedAt = at
        new.remindBefore = 60
        #expect(schema.differences(new, from: old) == ["completed", "tags", "reminder", "energy", "mood"])
        #expect(schema.differences(old, from: new) == ["uncompleted", "tags", "reminder", "energy", "mood"])
        #expect(schema.differences(task(completedAt: at), from: task(completedAt: at + 1)) == [])
        #expect(schema.isInStep(task(details: ""), task()))
        #expect(!schema.isInStep(task(completedAt: at), task(completedAt: at + 1)))
    }

    @Test func theFingerprintTellsEveryFieldApart() {
        let variants = [
            task(), task("Pay rent "), task(details: ""), task(details: "x"), task(completedAt: at),
            task(tags: ["a"]), task(tags: ["a", "b"]), task(priority: .low),
            task(fields: ["energy": .text("2")]),
            task(fields: ["energy": Self.number(2)]), task(fields: ["mood": .text("2")]),
            task(fields: ["energy": .text("2"), "mood": .text("2")]),
        ]
        #expect(Set(variants.map { SyncFingerprint.of($0) }).count == variants.count - 1)
        #expect(SyncFingerprint.of(task(details: "")) == SyncFingerprint.of(task()))
    }

    /// The fingerprints of tasks without fields of one's own are those the first version of
    /// sync computed (these values came from it), so that the state files it wrote still say
    /// their tasks are unchanged.
    @Test func theFingerprintOfATaskWithoutFieldsOfOnesOwnIsAsBefore() {
        let tasks = [
            TodoTask(id: 1, uuid: "a", title: "Pay rent", createdAt: at),
            TodoTask(
                id: 2, uuid: "b", title: "Fix the gate", details: "Bring the hinges\nand screws",
                deadline: at + 86_400, location: Location(name: "Home", address: "1 Main St\nSpringfield"),
                createdAt: at, completedAt: at + 3_600, modifiedAt: at + 7_200, tags: ["home", "Money"],
                project: "home.garden", priority: .high, remindBefore: 3_600, remindedAt: at + 1_800),
            TodoTask(
                id: 3, uuid: "c", title: "Café ☕ à côté", details: "", location: Location(name: "Office"),
                createdAt: at, priority: .low, remindBefore: nil),
            TodoTask(
                id: 4, uuid: "d", title: "Call Bob", deadline: Instant(secondsSince1970: -86_400),
                createdAt: at, tags: ["x"], project: "work", priority: .medium, remindBefore: 0),
        ]
        #expect(
            tasks.map { SyncStateCodec.hex(SyncFingerprint.of($0)) } == [
                "9e6ee51db435b788", "d78b94b842914fbb", "a407a381872ecba5", "22398a33cebbbb25",
            ])
    }
}

@Suite struct SyncStateCodecTests {
    @Test func writesAndReadsBackEveryRecord() throws {
        var state = SyncState(collection: "https://h/alice/tasks/")
        state.token = "http://radicale.org/ns/sync/1"
        state.syncedAt = Instant(secondsSince1970: 1_795_000_000)
        state.ignored = ["/alice/tasks/ev.ics": "\"e9\""]
        state.records["u1"] = SyncRecord(
            uid: "u1", href: "/alice/tasks/u1.ics", etag: "\"e1\"", fingerprint: 0xFFEE_0000_0000_0001,
            ics: Array("BEGIN:VCALENDAR\r\nSUMMARY:Café \"quoted\" \\ \u{7}\r\nEND:VCALENDAR\r\n".utf8))
        state.records["u2"] = SyncRecord(uid: "u2", href: "/x", etag: nil, fingerprint: 7, ics: [])
        let bytes = SyncStateCodec.encode(state)
        #expect(try SyncStateCodec.decode(bytes) == state)
        #expect(String(decoding: bytes, as: UTF8.self).split(separator: "\n").count == 6)
    }

    @Test func refusesANewerVersionAndBrokenRecords() {
        #expect(throws: JSONError.self) { try SyncStateCodec.decode(Array(#"{"version":2}"#.utf8)) }
        #expect(throws: JSONError.self) { try SyncStateCodec.decode(Array(#"{"items":[{"uid":"a"}]}"#.utf8)) }
        #expect(throws: JSONError.self) {
            try SyncStateCodec.decode(Array(#"{"items":[{"uid":"a","href":"/a","fingerprint":"xyz"}]}"#.utf8))
        }
    }
}
