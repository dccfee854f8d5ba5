import Testing

@testable import TodoCore

/// Fields of one's own in a VTODO: `X-TODO-FIELD-NAME` properties, typed by the declarations.
@Suite struct VTodoUserFieldsTests {
    let schema = TaskSchema(declarations: [
        FieldDeclaration(name: "energy", type: .choice, values: ["low", "high"]),
        FieldDeclaration(name: "estimate", type: .number),
        FieldDeclaration(name: "due-by", type: .date),
    ])
    let at = Instant(secondsSince1970: 1_795_000_000)

    func vtodo(_ lines: String...) throws -> (calendar: ICalendarComponent, todo: ICalendarComponent) {
        let text =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:u1\r\nSUMMARY:Fix the gate\r\n"
            + lines.map { $0 + "\r\n" }.joined() + "END:VTODO\r\nEND:VCALENDAR\r\n"
        let calendar = try #require(try ICalendarParser.parse(Array(text.utf8)).first)
        return (calendar, try #require(calendar.components.first))
    }

    func read(_ todo: ICalendarComponent, schema: TaskSchema?) throws -> [String: FieldValue] {
        var reader = VTodoReader(
            zones: ICalendarZones(context: try FormatFixtures.context("UTC")), schema: schema)
        var skipped = SkippedTasks()
        return try #require(try reader.read(todo, skipped: &skipped)).values.fields
    }

    @Test func readsEachFieldTypedByItsDeclarationAndTheRestAsText() throws {
        let (_, todo) = try vtodo(
            "X-TODO-FIELD-ENERGY:HIGH", "x-todo-field-estimate:2.5", "X-TODO-FIELD-DUE-BY:20261118T100000Z",
            "X-TODO-FIELD-MOOD:calm\\, mostly", "X-TODO-FIELD-MOOD:second", "X-TODO-FIELD-EMPTY: ",
            "X-TODO-FIELD-TITLE:reserved", "X-TODO-FIELD-9LIVES:not a name", "X-TODO-PROJECT:home")
        let date = try #require(Instant(iso8601UTC: "2026-11-18T10:00:00Z"))
        #expect(
            try read(todo, schema: schema) == [
                "energy": .text("high"), "estimate": .number(try #require(FieldNumber(text: "2.5"))),
                "due-by": .date(date), "mood": .text("calm, mostly"),
            ])
        #expect(
            try read(todo, schema: .standard) == [
                "energy": .text("HIGH"), "estimate": .text("2.5"), "due-by": .text("20261118T100000Z"),
                "mood": .text("calm, mostly"),
            ])
        #expect(try read(todo, schema: nil) == [:], "unread unless a schema is given")
    }

    @Test func aValueNotOfTheDeclaredTypeStaysText() throws {
        let (_, todo) = try vtodo(
            "X-TODO-FIELD-ENERGY:medium", "X-TODO-FIELD-ESTIMATE:lots",
            "X-TODO-FIELD-DUE-BY:2026-11-18T10:00:00Z")
        let date = try #require(Instant(iso8601UTC: "2026-11-18T10:00:00Z"))
        #expect(
            try read(todo, schema: schema) == [
                "energy": .text("medium"), "estimate": .text("lots"), "due-by": .date(date),
            ])
    }

    @Test func writesANewVTodoAndPatchesOnlyTheFieldsThatChanged() throws {
        var task = TodoTask(
            id: 1, uuid: "u1", title: "Fix the gate", createdAt: at,
            fields: [
                "estimate": .number(try #require(FieldNumber(text: "-1.5"))), "energy": .text("high"),
                "due-by": .date(at), "mood": .text("calm, mostly"),
            ])
        let context = try FormatFixtures.context("UTC")
        let written = VTodoWriter.component(for: task, context: context)
        #expect(
            written.properties.filter { $0.key.hasPrefix("X-TODO-FIELD-") }.map { "\($0.name):\($0.value)" }
                == [
                    "X-TODO-FIELD-DUE-BY:20261118T110640Z", "X-TODO-FIELD-ENERGY:high",
                    "X-TODO-FIELD-ESTIMATE:-1.5", "X-TODO-FIELD-MOOD:calm\\, mostly",
                ])
        var todo = written
        todo.properties += [
            ICalendarProperty("X-TODO-FIELD-ZZZ", value: "kept"), ICalendarProperty("X-OTHER", value: "kept"),
        ]
        let calendar = VTodoWriter.calendar([todo], productId: "-//test//EN")
        task.fields["zzz"] = .text("kept")
        #expect(VTodoWriter.patch(todo, in: calendar, with: task, context: context) == nil)
        task.fields["energy"] = .text("low")
        task.fields["mood"] = nil
        task.fields["new-one"] = .text("x")
        let patched = try #require(VTodoWriter.patch(todo, in: calendar, with: task, context: context))
        #expect(patched["X-TODO-FIELD-ENERGY"]?.value == "low")
        #expect(patched["X-TODO-FIELD-MOOD"] == nil)
        #expect(patched["X-TODO-FIELD-NEW-ONE"]?.value == "x")
        #expect(patched["X-TODO-FIELD-ESTIMATE"] == todo["X-TODO-FIELD-ESTIMATE"])
        #expect(patched["X-TODO-FIELD-ZZZ"]?.value == "kept" && patched["X-OTHER"]?.value == "kept")
    }
}
