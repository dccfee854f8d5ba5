import Foundation
import TestSupport
import Testing

/// The tasks a task waits on, and its wait, beside real programs: taskwarrior 2.6 keeps our
/// `depends` and `wait` and we read its export back; python's icalendar reads our
/// `RELATED-TO;RELTYPE=DEPENDS-ON`, and we read it back.
@Suite(.serialized) struct PlanningInteropTests {
    static let taskEnabled = OutsideProgram.task != nil || TestEnvironment.inCI
    static let pythonEnabled = OutsideProgram.python != nil || TestEnvironment.inCI

    /// Book the van (1), Pack boxes (2) waiting on 1, Move house (3) waiting on 1 and 2 and
    /// until 1 December 9:00 UTC.
    func fill(_ folder: InteropFolder) throws {
        try folder.todo("add", "Book the van")
        try folder.todo("add", "Pack boxes", "--blocked-by", "1")
        try folder.todo(
            "add", "Move house", "--blocked-by", "1", "--blocked-by", "2", "--wait", "2026-12-01T09:00:00Z")
    }

    /// What the store's tasks wait on, by title: the titles of their blockers, and the wait.
    func plan(_ folder: InteropFolder, store: String? = nil) throws -> [String: ([String], String?)] {
        let objects = try #require(
            BuiltBinary.jsonObjects(
                store.map { try folder.todo("export", store: $0) } ?? (try folder.todo("export"))))
        let titles = Dictionary(
            uniqueKeysWithValues: objects.map { ($0["id"] as? Int ?? 0, $0["title"] as? String ?? "") })
        var plan: [String: ([String], String?)] = [:]
        for object in objects {
            let blockers = (object["blockedBy"] as? [Int] ?? []).compactMap { titles[$0] }
            plan[object["title"] as? String ?? ""] = (blockers, object["wait"] as? String)
        }
        return plan
    }

    func expectPlan(_ plan: [String: ([String], String?)]) {
        #expect(plan["Book the van"]?.0 == [])
        #expect(plan["Pack boxes"]?.0 == ["Book the van"])
        #expect(
            plan["Move house"]?.0.sorted() == ["Book the van", "Pack boxes"], "taskwarrior keeps no order")
        #expect(plan["Move house"]?.1 == "2026-12-01T09:00:00Z")
    }

    @Test(
        .enabled(
            if: taskEnabled, "taskwarrior is not installed (apt-get install taskwarrior); skipped outside CI")
    )
    func taskKeepsOurDependsAndWeReadItsExportBack() throws {
        let folder = InteropFolder()
        try fill(folder)
        folder.write(
            "data.location=\(folder.folder.file("taskdata"))\nconfirmation=off\nverbose=nothing\nhooks=off\n"
                + "news.version=2.6.0\n", to: "taskrc")
        let task = ["TASKRC": folder.folder.file("taskrc")]
        folder.write(try folder.todo("export", "--format", "taskwarrior"), to: "tw.json")
        try folder.run(OutsideProgram.task, ["import", folder.folder.file("tw.json")], extra: task)

        let exported = try folder.run(OutsideProgram.task, ["export"], extra: task)
        let theirs = try #require(
            try JSONSerialization.jsonObject(with: Data(exported.utf8)) as? [[String: Any]])
        let byTitle = Dictionary(
            uniqueKeysWithValues: theirs.map { ($0["description"] as? String ?? "", $0) })
        let van = try #require(byTitle["Book the van"]?["uuid"] as? String)
        let boxes = try #require(byTitle["Pack boxes"]?["uuid"] as? String)
        #expect(byTitle["Pack boxes"]?["depends"] as? [String] == [van])
        #expect(Set(byTitle["Move house"]?["depends"] as? [String] ?? []) == [van, boxes])
        #expect(byTitle["Move house"]?["wait"] as? String == "20261201T090000Z")
        // taskwarrior's own reports agree: two tasks are blocked, one is ready.
        let blocked = try folder.run(OutsideProgram.task, ["+BLOCKED", "count"], extra: task)
        #expect(blocked.trimmingCharacters(in: .whitespacesAndNewlines) == "2")

        try folder.todo("import", "-", input: exported, store: "fresh.json")
        expectPlan(try plan(folder, store: "fresh.json"))
        // An older taskwarrior wrote depends as one comma-separated string.
        let old = exported.replacingOccurrences(of: "[\"\(van)\",\"\(boxes)\"]", with: "\"\(van),\(boxes)\"")
            .replacingOccurrences(of: "[\"\(boxes)\",\"\(van)\"]", with: "\"\(boxes),\(van)\"")
        #expect(old != exported)
        try folder.todo("import", "-", input: old, store: "old.json")
        expectPlan(try plan(folder, store: "old.json"))
    }

    /// Prints, as JSON, each VTODO's summary and the RELTYPE and value of its RELATED-TOs.
    static let readRelations = """
        import icalendar, json, sys
        calendar = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
        todos = []
        for todo in calendar.walk('VTODO'):
            related = todo.get('RELATED-TO')
            related = related if isinstance(related, list) else ([related] if related is not None else [])
            todos.append({'summary': str(todo.get('SUMMARY')), 'uid': str(todo.get('UID')),
                          'related': [[r.params.get('RELTYPE'), str(r)] for r in related],
                          'wait': str(todo.get('X-TODO-WAIT')) if todo.get('X-TODO-WAIT') else None})
        print(json.dumps(todos))
        """

    @Test(
        .enabled(
            if: pythonEnabled,
            "python3-icalendar is not installed (apt-get install python3-icalendar); skipped outside CI"))
    func pythonReadsOurDependsOnAndWeReadItBack() throws {
        let folder = InteropFolder()
        try fill(folder)
        folder.write(try folder.todo("export", "--format", "ics"), to: "plan.ics")
        folder.write(Self.readRelations, to: "read.py")
        let output = try folder.run(
            OutsideProgram.python, [folder.folder.file("read.py"), folder.folder.file("plan.ics")])
        let todos = try #require(
            try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        let byTitle = Dictionary(uniqueKeysWithValues: todos.map { ($0["summary"] as? String ?? "", $0) })
        let van = try #require(byTitle["Book the van"]?["uid"] as? String)
        let boxes = try #require(byTitle["Pack boxes"]?["uid"] as? String)
        #expect(byTitle["Pack boxes"]?["related"] as? [[String]] == [["DEPENDS-ON", van]])
        #expect(
            byTitle["Move house"]?["related"] as? [[String]] == [
                ["DEPENDS-ON", van], ["DEPENDS-ON", boxes],
            ])
        #expect(byTitle["Book the van"]?["related"] as? [[String]] == [])

        try folder.todo("import", folder.folder.file("plan.ics"), store: "back.json")
        expectPlan(try plan(folder, store: "back.json"))
    }
}
