import Testing

@testable import TodoCore

/// How each format writes a store's own fields, reads fields the store does not declare, and
/// refuses a value its field cannot hold.
@Suite struct UserFieldFormatTests {
    func lines(_ bytes: [UInt8], separator: String = "\r\n") -> [String] {
        String(decoding: bytes, as: UTF8.self).split(separator: separator).map(String.init)
    }

    @Test func iCalendarWritesXTodoFieldProperties() throws {
        let context = try UserFieldFixtures.context()
        let bytes = ICalendarFormat.file(
            for: try UserFieldFixtures.task(), context: context, productId: "-//t//EN")
        let lines = lines(bytes)
        let project = try #require(lines.firstIndex(of: "X-TODO-PROJECT:home.garden"))
        #expect(
            Array(lines[(project + 1)...].prefix(5)) == [
                "X-TODO-FIELD-ENERGY:high", "X-TODO-FIELD-ESTIMATE:2.5",
                "X-TODO-FIELD-DUE-BY:20261201T153000Z",
                "X-TODO-FIELD-REMARK:Bring a\\, b\\; c", "BEGIN:VALARM",
            ], "after the built-in properties, before the alarm")
    }

    @Test func iCalendarReadsUndeclaredFieldsAsTextAndRefusesValuesThatDoNotFit() throws {
        let context = try UserFieldFixtures.context()
        let file = """
            BEGIN:VCALENDAR
            BEGIN:VTODO
            UID:a
            SUMMARY:Sort the shed
            x-todo-field-energy:HIGH
            X-TODO-FIELD-MOOD:calm\\, mostly
            X-TODO-FIELD-DUE:not a field of one's own
            X-TODO-FIELD-A_B:nor this
            X-TODO-FIELD-DUE-BY;VALUE=DATE:20261224
            END:VTODO
            END:VCALENDAR
            """
        let record = try #require(
            ICalendarFormat.decode(FormatFixtures.bytes(file), context: context).records.first)
        #expect(
            record.fields == [
                "energy": .text("high"), "mood": .text("calm, mostly"),
                "due-by": .date(try FormatFixtures.instant("2026-12-24T22:59:59Z")),
            ])
        let bad = file.replacing("X-TODO-FIELD-MOOD:calm\\, mostly", with: "X-TODO-FIELD-ESTIMATE:lots")
        let error = #expect(throws: FormatError.self) {
            try ICalendarFormat.decode(FormatFixtures.bytes(bad), context: context)
        }
        #expect(
            error?.description == "line 6, column 23: X-TODO-FIELD-ESTIMATE must be a number like 2 or -1.5")
        let choice = file.replacing("HIGH", with: "medium")
        #expect(throws: FormatError.self) {
            try ICalendarFormat.decode(FormatFixtures.bytes(choice), context: context)
        }
    }

    @Test func patchingAVTodoRewritesOnlyTheFieldsThatChanged() throws {
        let context = try UserFieldFixtures.context()
        var task = try UserFieldFixtures.task()
        var file = ICalendarFormat.file(for: task, context: context, productId: "-//t//EN")
        file = Array(
            String(decoding: file, as: UTF8.self).replacing(
                "END:VTODO", with: "X-TODO-FIELD-MOOD:calm\r\nEND:VTODO"
            ).utf8)
        let calendar = try #require(try ICalendarParser.parse(file).first)
        let todo = try #require(calendar.components.first)
        #expect(VTodoWriter.patch(todo, in: calendar, with: task, context: context) == nil, "nothing changed")

        task.fields["energy"] = .text("low")
        task.fields["remark"] = nil
        let patched = try #require(VTodoWriter.patch(todo, in: calendar, with: task, context: context))
        #expect(patched["X-TODO-FIELD-ENERGY"]?.value == "low")
        #expect(patched["X-TODO-FIELD-REMARK"] == nil)
        #expect(patched["X-TODO-FIELD-MOOD"]?.value == "calm", "a field this store does not declare stays")
        let unchanged = patched.properties.filter { $0.name != "X-TODO-FIELD-ENERGY" && $0.name != "DTSTAMP" }
        #expect(
            unchanged
                == todo.properties.filter {
                    $0.name != "X-TODO-FIELD-ENERGY" && $0.name != "X-TODO-FIELD-REMARK"
                        && $0.name != "DTSTAMP"
                })
    }

    @Test func taskwarriorWritesAttributesOfTheirNames() throws {
        var encoder = TaskwarriorEncoder(schema: UserFieldFixtures.schema)
        var bytes: [UInt8] = []
        encoder.write(try UserFieldFixtures.task(), into: &bytes)
        #expect(
            String(decoding: bytes, as: UTF8.self).hasSuffix(
                #""reminded":"20261128T130000Z","energy":"high","estimate":2.5,"due-by":"20261201T153000Z","remark":"Bring a, b; c"}"#
            ))
    }

    @Test func taskwarriorReadsItsUserDefinedAttributesAndRefusesValuesThatDoNotFit() throws {
        let context = try UserFieldFixtures.context()
        let export = """
            [{"uuid":"a","description":"one","estimate":"3.000000","hours":2.500000,"mood":"calm","wait":"20261201T000000Z",
            "scheduled":"20261201T000000Z","notes":"reserved","due-by":"20261224T225959Z","depth":[1],"energy":"LOW"}]
            """
        let record = try #require(
            try TaskwarriorReader.decode(FormatFixtures.bytes(export), context: context).records.first)
        #expect(
            record.fields == [
                "estimate": .number(try #require(FieldNumber(3))), "hours": .text("2.5"),
                "mood": .text("calm"),
                "due-by": .date(try FormatFixtures.instant("2026-12-24T22:59:59Z")), "energy": .text("low"),
            ])
        let error = #expect(throws: FormatError.self) {
            try TaskwarriorReader.decode(
                FormatFixtures.bytes(#"[{"description":"a","due-by":"soon"}]"#), context: context)
        }
        #expect(error?.description == "line 1, column 30: \"due-by\" must be a date like 20261201T153000Z")
    }

    @Test func aFieldNamedAsTaskwarriorsOwnIsNotWrittenAndAnImportKeepsIt() throws {
        var context = try FormatFixtures.context()
        context.schema = TaskSchema(declarations: [FieldDeclaration(name: "start", type: .date)])
        var task = try FormatFixtures.labelledTask()
        task.fields["start"] = .date(try FormatFixtures.instant("2026-11-02T08:00:00Z"))
        var encoder = TaskwarriorEncoder(schema: context.schema)
        var bytes: [UInt8] = []
        encoder.writeHeader(into: &bytes)
        encoder.write(task, into: &bytes)
        encoder.writeFooter(into: &bytes)
        #expect(!String(decoding: bytes, as: UTF8.self).contains("\"start\""), "taskwarrior's own start")
        let records = try TaskwarriorReader.decode(bytes, context: context).records
        #expect(records.first?.fields == [:])
        let list = try listDeclaring(context.schema.declarations, tasks: [task])
        let reconciled = ImportReconciliation.reconciled(
            records, with: list, format: .taskwarrior, context: context)
        #expect(reconciled.first?.fields == task.fields)
    }

    @Test func todoTxtWritesOneWordValues() throws {
        let context = try UserFieldFixtures.context()
        var task = try UserFieldFixtures.task()
        task.fields["due-by"] = .date(
            context.endOfDay(try #require(CivilDate(year: 2026, month: 12, day: 1))))
        task.fields["estimate"] = .number(try #require(FieldNumber(-1.5)))
        let line = TodoTxtWriter(context: context).line(for: task)
        #expect(line.hasSuffix(" desc:Bulbs%20in%20the%20shed energy:high estimate:-1.5 due-by:2026-12-01"))
        #expect(!line.contains("remark:"), "a value of several words cannot be a word")
    }

    @Test func todoTxtReadsDeclaredFieldsAndLeavesOtherWordsInTheTitle() throws {
        let context = try UserFieldFixtures.context()
        var reader = TodoTxtReader(context: context)
        let records = try reader.read(
            FormatFixtures.bytes(
                """
                Call Bob energy:High estimate:lots mood:calm remark:soon due-by:20261201T153000Z
                Plan estimate:2 energy:medium due-by:2026-12-24 due-by:tomorrow
                """)
        ).records
        #expect(
            records.map(\.title) == [
                "Call Bob estimate:lots mood:calm", "Plan energy:medium due-by:tomorrow",
            ])
        #expect(
            records[0].fields == [
                "energy": .text("high"), "remark": .text("soon"),
                "due-by": .date(try FormatFixtures.instant("2026-12-01T15:30:00Z")),
            ])
        #expect(
            records[1].fields == [
                "estimate": .number(try #require(FieldNumber(2))),
                "due-by": .date(try FormatFixtures.instant("2026-12-24T22:59:59Z")),
            ])
    }

    @Test func aTodoTxtImportKeepsAValueTheLineCouldNotHoldAndDropsOneRemovedFromIt() throws {
        let context = try UserFieldFixtures.context()
        var several = try UserFieldFixtures.task()
        several.fields = ["remark": .text("Bring a, b; c"), "energy": .text("high")]
        var single = try FormatFixtures.sampleTasks()[2]
        single.fields = ["remark": .text("passport"), "energy": .text("low")]
        let list = try listDeclaring(UserFieldFixtures.declarations, tasks: [several, single])
        let writer = TodoTxtWriter(context: context)
        let file =
            writer.line(for: several) + "\n"
            + writer.line(for: single).replacing(" remark:passport", with: "")
        var reader = TodoTxtReader(context: context)
        let records = try reader.read(FormatFixtures.bytes(file)).records
        let reconciled = ImportReconciliation.reconciled(
            records, with: list, format: .todotxt, context: context)
        #expect(reconciled[0].fields == several.fields)
        #expect(reconciled[1].fields == ["energy": .text("low")])
    }

    @Test func anImportDeclaresTheFieldsTheStoreDoesNotAsText() throws {
        var list = try listDeclaring([FieldDeclaration(name: "estimate", type: .number)], tasks: [])
        let records = [
            ImportedTask(
                uuid: "a", title: "one",
                userFields: ["mood": .text("calm"), "estimate": .number(try #require(FieldNumber(2)))]),
            ImportedTask(
                uuid: "b", title: "two", userFields: ["hours": .number(try #require(FieldNumber(2.5)))]),
        ]
        let summary = list.restore(records, now: FormatFixtures.now)
        #expect(summary.added == 2)
        #expect(
            list.fieldDeclarations == [
                FieldDeclaration(name: "estimate", type: .number),
                FieldDeclaration(name: "mood", type: .text),
                FieldDeclaration(name: "hours", type: .text),
            ])
        #expect(list.tasks.map(\.fields) == [records[0].fields, ["hours": .text("2.5")]])
    }

    @Test func aJSONImportTypesValuesByTheirDeclarations() throws {
        let schema = UserFieldFixtures.schema
        let records = try ImportFile.decode(
            FormatFixtures.bytes(
                #"[{"title":"a","fields":{"estimate":"2","energy":"HIGH","due-by":"2026-12-01T15:30:00Z","mood":7,"remark":""}}]"#
            ), schema: schema)
        #expect(
            records.first?.fields == [
                "estimate": .number(try #require(FieldNumber(2))), "energy": .text("high"),
                "due-by": .date(try FormatFixtures.instant("2026-12-01T15:30:00Z")), "mood": .text("7"),
            ])
        for (file, problem) in [
            (
                #"[{"title":"a","fields":{"estimate":"two"}}]"#,
                "line 1, column 36: the field \"estimate\" must be a number like 2 or -1.5"
            ),
            (
                #"[{"title":"a","fields":{"due-by":"tomorrow"}}]"#,
                "line 1, column 34: the field \"due-by\" must be a date like 2026-12-01T15:30:00Z"
            ),
            (
                #"[{"title":"a","fields":{"tags":"x"}}]"#,
                "line 1, column 25: \"tags\" is a name todo uses itself, not a field of one's own"
            ),
            (
                #"[{"title":"a","fields":{"mood":true}}]"#,
                "line 1, column 32: expected a string or a number for the field \"mood\", found true"
            ),
        ] {
            let error = #expect(throws: JSONError.self) {
                try ImportFile.decode(FormatFixtures.bytes(file), schema: schema)
            }
            #expect(error.map { FormatError($0).description } == problem, "\(file)")
        }
    }

    @Test func anEmptyValueIsNoneWhateverTheFieldsType() throws {
        let context = try UserFieldFixtures.context()
        let json = try ImportFile.decode(
            FormatFixtures.bytes(#"[{"title":"a","fields":{"estimate":"","energy":" ","due-by":null}}]"#),
            schema: context.schema)
        #expect(json.first?.fields == [:])
        let taskwarrior = try TaskwarriorReader.decode(
            FormatFixtures.bytes(#"[{"description":"a","estimate":"","energy":""}]"#), context: context)
        #expect(taskwarrior.records.first?.fields == [:])
        let ics = try ICalendarFormat.decode(
            FormatFixtures.bytes(
                "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:a\nX-TODO-FIELD-ESTIMATE:\nX-TODO-FIELD-DUE-BY: \n"
                    + "END:VTODO\nEND:VCALENDAR\n"), context: context)
        #expect(ics.records.first?.fields == [:])
    }

    /// A list holding `tasks`, with the fields declared.
    func listDeclaring(_ declarations: [FieldDeclaration], tasks: [TodoTask]) throws -> TodoList {
        var list = TodoList(tasks: tasks)
        list.fieldDeclarations = declarations
        return list
    }
}
