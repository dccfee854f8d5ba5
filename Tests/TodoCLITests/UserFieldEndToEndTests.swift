import Foundation
import TestSupport
import Testing

/// The user's own fields through the built `todo`: each format's export read back by `import`,
/// into a store that declares them and into one that does not.
@Suite struct UserFieldEndToEndTests {
    /// A choice, a number, a date and a text field.
    static let declarations = """
        [{"name":"energy","type":"choice","values":["low","high"],"label":"Energy"},
         {"name":"estimate","type":"number","values":null,"label":"Estimate"},
         {"name":"due-by","type":"date","values":null,"label":"Due by"},
         {"name":"remark","type":"text","values":null,"label":"Remark"}]
        """

    /// Tasks with values for them: a remark of several words, a whole-day date, none at all.
    static let records = """
        [{"uuid":"3f0c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f","title":"Plant the tulips","deadline":"2026-12-01T15:30:00Z",
          "project":"home","createdAt":"2026-11-23T10:00:00Z",
          "fields":{"energy":"high","estimate":2.5,"due-by":"2026-12-01T15:30:00Z","remark":"Bring a, b; c"}},
         {"uuid":"8d2f6b1a-0c3e-4f5a-b6c7-d8e9f0a1b2c3","title":"Send cards","createdAt":"2026-11-20T09:00:00Z",
          "completedAt":"2026-11-23T12:00:00Z",
          "fields":{"energy":"low","estimate":-1,"due-by":"2026-12-24T22:59:59Z","remark":"stamps"}},
         {"uuid":"c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f","title":"Renew passport","createdAt":"2026-11-22T08:00:00Z"}]
        """

    /// Writes a store named `name` that declares the fields and holds no task.
    static func declaringStore(_ folder: InteropFolder, _ name: String = "todos.json") {
        folder.write(
            #"{"version":4,"usedIds":[],"archive":{"nextSegment":1,"segments":[]},"fields":"#
                + declarations + #","tasks":[]}"#, to: name)
    }

    /// The `fields` of each task `todo export` prints, by uuid.
    static func fields(_ folder: InteropFolder, store: String? = nil) throws -> [String: NSDictionary] {
        try folder.tasks(try folder.todo("export", store: store)).mapValues {
            NSDictionary(dictionary: $0["fields"] as? [String: Any] ?? [:])
        }
    }

    /// The store's declarations, as `"name type"`, as `todo field list --json` gives them.
    static func declared(_ folder: InteropFolder, _ store: String) throws -> [String] {
        let listed = try folder.todo("field", "list", "--json", store: store)
        let fields = try #require(
            JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [[String: Any]])
        return fields.map { "\($0["name"] as? String ?? "") \($0["type"] as? String ?? "")" }
    }

    @Test(arguments: ["json", "ics", "taskwarrior"])
    func aFormatCarriesEveryValueIntoAStoreThatDeclaresTheFields(format: String) throws {
        let folder = InteropFolder()
        Self.declaringStore(folder)
        try folder.todo("import", "-", input: Self.records)
        let ours = try Self.fields(folder)
        #expect(ours["3f0c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f"]?["estimate"] as? Double == 2.5)
        let exported = try folder.todo("export", "--format", format)
        Self.declaringStore(folder, "fresh.json")
        try folder.todo("import", "-", input: exported, store: "fresh.json")
        #expect(try Self.fields(folder, store: "fresh.json") == ours)
        #expect(
            try folder.todo("import", "-", input: exported).hasSuffix("0 added, 0 updated, 3 unchanged\n"),
            "the store's own tasks read back as they are")
    }

    @Test(arguments: ["json", "ics", "taskwarrior"])
    func aStoreThatDoesNotDeclareTheFieldsDeclaresThemAsText(format: String) throws {
        let folder = InteropFolder()
        Self.declaringStore(folder)
        try folder.todo("import", "-", input: Self.records)
        let exported = try folder.todo("export", "--format", format)
        try folder.todo("import", "-", input: exported, store: "plain.json")
        #expect(
            try Self.declared(folder, "plain.json").sorted() == [
                "due-by text", "energy text", "estimate text", "remark text",
            ])
        let fields = try Self.fields(folder, store: "plain.json")
        let tulips = try #require(fields["3f0c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f"])
        #expect(tulips["estimate"] as? String == "2.5")
        #expect(tulips["energy"] as? String == "high")
        #expect(tulips["remark"] as? String == "Bring a, b; c")
        let date = tulips["due-by"] as? String
        #expect(date == (format == "json" ? "2026-12-01T15:30:00Z" : "20261201T153000Z"))
        #expect(try folder.todo("undo", store: "plain.json").contains("import"))
        #expect(try Self.declared(folder, "plain.json").isEmpty, "undo takes the declarations back")
    }

    @Test func todoTxtCarriesValuesOfOneWordAndAReimportKeepsTheOthers() throws {
        let folder = InteropFolder()
        Self.declaringStore(folder)
        try folder.todo("import", "-", input: Self.records)
        let ours = try Self.fields(folder)
        let exported = try folder.todo("export", "--format", "todotxt")
        #expect(
            exported.split(separator: "\n").first?.hasSuffix(
                " energy:high estimate:2.5 due-by:20261201T153000Z") == true)
        #expect(exported.contains(" energy:low estimate:-1 due-by:2026-12-24 remark:stamps\n"))
        #expect(!exported.contains("Bring"), "a remark of several words is not one word")

        folder.write(exported, to: "todo.txt")
        #expect(
            try folder.todo("import", folder.folder.file("todo.txt"))
                == "Imported 3 tasks: 0 added, 0 updated, 3 unchanged\n")
        #expect(try Self.fields(folder) == ours)

        Self.declaringStore(folder, "fresh.json")
        try folder.todo("import", folder.folder.file("todo.txt"), store: "fresh.json")
        var expected = ours
        let tulips = try #require(
            ours["3f0c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f"]?.mutableCopy() as? NSMutableDictionary)
        tulips.removeObject(forKey: "remark")
        expected["3f0c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f"] = tulips
        #expect(try Self.fields(folder, store: "fresh.json") == expected)

        try folder.todo("import", folder.folder.file("todo.txt"), store: "plain.json")
        let titles = try folder.tasks(try folder.todo("export", store: "plain.json")).values.map {
            $0["title"] as? String ?? ""
        }
        #expect(
            titles.contains("Send cards energy:low estimate:-1 due-by:2026-12-24 remark:stamps"),
            "a key no field declares stays in the title")
    }

    @Test func aValueItsFieldCannotHoldRefusesTheFileAndLeavesTheStore() throws {
        let folder = InteropFolder()
        Self.declaringStore(folder)
        let before = folder.read("todos.json")
        let ics = """
            BEGIN:VCALENDAR
            BEGIN:VTODO
            UID:a
            SUMMARY:Sort the shed
            X-TODO-FIELD-ESTIMATE:a lot
            END:VTODO
            END:VCALENDAR

            """
        let run = try BuiltBinary.run(
            ["import", "-"], environment: folder.environment, in: folder.folder, input: Array(ics.utf8))
        #expect(run.status == 3)
        #expect(
            run.errors
                == "todo: '-' is not valid iCalendar: line 5, column 23: X-TODO-FIELD-ESTIMATE must be a number like 2 or -1.5; nothing was imported\n"
        )
        let json = #"[{"title":"a","fields":{"energy":"medium"}}]"#
        let refused = try BuiltBinary.run(
            ["import", "-"], environment: folder.environment, in: folder.folder, input: Array(json.utf8))
        #expect(refused.status == 3)
        #expect(refused.errors.contains("line 1, column 34: the field \"energy\" must be one of low, high"))
        #expect(folder.read("todos.json") == before)
    }

    @Test func aVdirExportPatchesTheFieldThatChanged() throws {
        let folder = InteropFolder()
        Self.declaringStore(folder)
        try folder.todo("import", "-", input: Self.records)
        let vdir = folder.folder.file("cal")
        try folder.todo("export", "--vdir", vdir)
        let file = "cal/3f0c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f.ics"
        #expect(folder.read(file).contains("X-TODO-FIELD-ENERGY:high\r\n"))
        let json =
            #"[{"uuid":"3f0c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f","title":"Plant the tulips","deadline":"2026-12-01T15:30:00Z","project":"home","createdAt":"2026-11-23T10:00:00Z","modifiedAt":"2026-11-23T10:00:00Z","fields":{"energy":"low","estimate":2.5,"due-by":"2026-12-01T15:30:00Z"}}]"#
        try folder.todo("import", "-", input: json)
        #expect(
            try folder.todo("export", "--vdir", vdir)
                == "Exported 3 tasks to \(vdir): 0 new, 1 updated, 2 unchanged\n")
        let patched = folder.read(file)
        #expect(patched.contains("X-TODO-FIELD-ENERGY:low\r\n"))
        #expect(!patched.contains("X-TODO-FIELD-REMARK"))
        #expect(try folder.todo("import", vdir).hasSuffix("0 added, 0 updated, 3 unchanged\n"))
    }
}
