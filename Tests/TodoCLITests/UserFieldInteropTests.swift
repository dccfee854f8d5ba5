import Foundation
import TestSupport
import Testing

/// The user's own fields through the real programs: taskwarrior's `task import` and `task
/// export`, python's `icalendar` and todo.txt-cli.
@Suite(.serialized) struct UserFieldInteropTests {
    typealias Fixture = UserFieldEndToEndTests

    /// A taskwarrior of its own; `declaring` adds the fields to its configuration as UDAs.
    func taskEnvironment(_ folder: InteropFolder, declaring: Bool) -> [String: String] {
        let udas = """
            uda.energy.type=string
            uda.energy.values=low,high
            uda.estimate.type=numeric
            uda.due-by.type=date
            uda.remark.type=string

            """
        return TaskwarriorInteropTests().taskEnvironment(folder, more: declaring ? udas : "")
    }

    @Test(
        .enabled(
            if: TaskwarriorInteropTests.enabled,
            "taskwarrior is not installed (apt-get install taskwarrior); skipped outside CI"),
        arguments: [true, false])
    func taskKeepsTheFieldsAndGivesThemBack(declaring: Bool) throws {
        let folder = InteropFolder()
        let task = taskEnvironment(folder, declaring: declaring)
        Fixture.declaringStore(folder)
        try folder.todo("import", "-", input: Fixture.records)
        let ours = try Fixture.fields(folder)
        try folder.run(
            OutsideProgram.task, ["import", "-"], extra: task,
            input: try folder.todo("export", "--format", "taskwarrior"))

        let theirs = try folder.tasks(try folder.run(OutsideProgram.task, ["export"], extra: task))
        let tulips = try #require(theirs["3f0c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f"])
        #expect(tulips["energy"] as? String == "high")
        #expect(tulips["due-by"] as? String == "20261201T153000Z")
        #expect(tulips["remark"] as? String == "Bring a, b; c")
        // Declared numeric, taskwarrior exports a number; undeclared, the text it was given
        // as a number, with six decimals.
        if declaring {
            #expect(tulips["estimate"] as? Double == 2.5)
        } else {
            #expect(tulips["estimate"] as? String == "2.500000")
        }

        // Undeclared, taskwarrior keeps the attributes (as orphans) but cannot change them:
        // `task modify energy:low` would read the words as the description.
        var expected = ours
        if declaring {
            try folder.run(
                OutsideProgram.task, ["3f0c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f", "modify", "energy:low"],
                extra: task)
            let changed = try #require(
                ours["3f0c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f"]?.mutableCopy() as? NSMutableDictionary)
            changed["energy"] = "low"
            expected["3f0c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f"] = changed
        }
        let exported = try folder.run(OutsideProgram.task, ["export"], extra: task)
        #expect(
            try folder.todo("import", "-", input: exported)
                == "Imported 3 tasks: 0 added, \(declaring ? 1 : 0) updated, \(declaring ? 2 : 3) unchanged\n"
        )
        #expect(try Fixture.fields(folder) == expected)

        Fixture.declaringStore(folder, "fresh.json")
        try folder.todo("import", "-", input: exported, store: "fresh.json")
        #expect(try Fixture.fields(folder, store: "fresh.json") == expected)
    }

    /// Prints, as JSON, the `X-TODO-FIELD-` properties python's icalendar reads from each VTODO.
    static let reader = """
        import icalendar, json, sys
        calendar = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
        print(json.dumps([
            {key: str(value) for key, value in todo.items() if key.startswith('X-TODO-FIELD-')}
            for todo in calendar.walk('VTODO')]))
        """

    @Test(
        .enabled(
            if: OutsideProgram.python != nil || TestEnvironment.inCI,
            "python3-icalendar is not installed (apt-get install python3-icalendar); skipped outside CI"))
    func pythonsIcalendarReadsTheXProperties() throws {
        let folder = InteropFolder()
        Fixture.declaringStore(folder)
        try folder.todo("import", "-", input: Fixture.records)
        folder.write(try folder.todo("export", "--format", "ics"), to: "tasks.ics")
        folder.write(Self.reader, to: "read.py")
        let output = try folder.run(
            OutsideProgram.python, [folder.folder.file("read.py"), folder.folder.file("tasks.ics")])
        let todos = try #require(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: String]])
        #expect(
            todos == [
                [
                    "X-TODO-FIELD-ENERGY": "high", "X-TODO-FIELD-ESTIMATE": "2.5",
                    "X-TODO-FIELD-DUE-BY": "20261201T153000Z", "X-TODO-FIELD-REMARK": "Bring a, b; c",
                ],
                [
                    "X-TODO-FIELD-ENERGY": "low", "X-TODO-FIELD-ESTIMATE": "-1",
                    "X-TODO-FIELD-DUE-BY": "20261224T225959Z", "X-TODO-FIELD-REMARK": "stamps",
                ],
                [:],
            ])
    }

    @Test(
        .enabled(
            if: TodoTxtInteropTests.enabled,
            "todo.txt-cli is not installed (apt-get install todotxt-cli); skipped outside CI"))
    func todoTxtCliKeepsTheWordsThroughItsChanges() throws {
        let folder = InteropFolder()
        Fixture.declaringStore(folder)
        try folder.todo("import", "-", input: Fixture.records)
        folder.write(try folder.todo("export", "--format", "todotxt"), to: "todo.txt")
        let todoTxt = TodoTxtInteropTests()
        let listed = try todoTxt.todoTxt(folder, "ls")
        let line = try #require(listed.split(separator: "\n").first { $0.contains("Plant the tulips") })
        #expect(line.hasSuffix(" energy:high estimate:2.5 due-by:20261201T153000Z"))
        let number = try #require(line.split(separator: " ").first)
        try todoTxt.todoTxt(folder, "append", String(number), "estimate:4")
        try todoTxt.todoTxt(folder, "-a", "do", String(number))
        #expect(
            folder.read("todo.txt").contains(" energy:high estimate:2.5 due-by:20261201T153000Z estimate:4"))

        #expect(
            try folder.todo("import", folder.folder.file("todo.txt"))
                == "Imported 3 tasks: 0 added, 1 updated, 2 unchanged\n")
        let tulips = try #require(try Fixture.fields(folder)["3f0c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f"])
        #expect(tulips["estimate"] as? Double == 4, "the last word of a field counts")
        #expect(tulips["energy"] as? String == "high")
        #expect(tulips["remark"] as? String == "Bring a, b; c", "what todo.txt cannot hold is kept")
        let task = try folder.tasks(try folder.todo("export"))["3f0c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f"]
        #expect(task?["state"] as? String == "completed")
        #expect(task?["title"] as? String == "Plant the tulips")
    }
}
