import Foundation
import TestSupport
import Testing

/// `todo`'s iCalendar read by python's `icalendar` and by todoman 4.1, and todoman's changes
/// read back by `todo`.
@Suite struct ICalendarInteropTests {
    /// Prints, as JSON, what python's icalendar reads from each VTODO of the file given.
    static let reader = """
        import icalendar, json, sys
        calendar = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
        todos = []
        for todo in calendar.walk('VTODO'):
            due = todo.get('DUE')
            alarm = next(iter(todo.walk('VALARM')), None)
            categories = todo.get('CATEGORIES')
            todos.append({
                'uid': str(todo['UID']), 'summary': str(todo['SUMMARY']),
                'location': str(todo.get('LOCATION', '')), 'status': str(todo['STATUS']),
                'due': due.dt.isoformat() if due else None,
                'priority': int(todo.get('PRIORITY', 0)),
                'categories': [str(c) for c in categories.cats] if categories else [],
                'trigger': str(alarm['TRIGGER'].dt) if alarm else None,
                'related': alarm['TRIGGER'].params.get('RELATED') if alarm else None,
            })
        print(json.dumps(todos))
        """

    @Test(
        .enabled(
            if: OutsideProgram.python != nil || TestEnvironment.inCI,
            "python3-icalendar is not installed (apt-get install python3-icalendar); skipped outside CI"))
    func pythonsIcalendarReadsOurFile() throws {
        let folder = InteropFolder()
        try folder.todo("import", "-", input: InteropFolder.records)
        folder.write(try folder.todo("export", "--format", "ics"), to: "tasks.ics")
        folder.write(Self.reader, to: "read.py")
        let output = try folder.run(
            OutsideProgram.python, [folder.folder.file("read.py"), folder.folder.file("tasks.ics")])
        let todos = try #require(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        #expect(todos.count == 4)
        let first = todos[0]
        #expect(
            first["summary"] as? String
                == "Kaufe Zubehör für Zoë; dann Rechnung zahlen, bevor das Büro schließt ✓")
        #expect(first["location"] as? String == "Café Nußbaum\nHauptstraße 5, 10115 Berlin")
        #expect(first["due"] as? String == "2026-12-01T15:30:00+00:00")
        #expect(first["priority"] as? Int == 1)
        #expect(first["categories"] as? [String] == ["errand", "shop"])
        #expect(first["trigger"] as? String == "-1 day, 23:00:00")
        #expect(first["related"] as? String == "END")
        #expect(todos[1]["due"] as? String == "2026-12-24")
        #expect(todos[1]["status"] as? String == "COMPLETED")
        #expect(todos[1]["trigger"] as? String == "2026-12-24 22:49:59+00:00")
        #expect(todos[3]["uid"] as? String == "5214238172864ff3af003d9b086c8b34@vm")
        #expect(todos[3]["trigger"] is NSNull)
    }

    static let todomanEnabled = OutsideProgram.todoman != nil || TestEnvironment.inCI

    /// todoman's configuration: one list, `Personal`, in the folder's vdir.
    func todoman(_ folder: InteropFolder, _ words: String...) throws -> String {
        folder.write(
            """
            path = "\(folder.folder.file("cal"))/*"
            date_format = "%Y-%m-%d"
            time_format = "%H:%M"
            default_list = "Personal"
            default_due = 0
            cache_path = "\(folder.folder.file("cache.sqlite3"))"

            """, to: "todoman.py")
        return try folder.run(
            OutsideProgram.todoman, ["--config", folder.folder.file("todoman.py")] + words)
    }

    @Test(
        .enabled(if: todomanEnabled, "todoman is not installed (apt-get install todoman); skipped outside CI")
    )
    func todomanListsTheVdirWeWroteAndWeReadWhatItChanged() throws {
        let folder = InteropFolder()
        let vdir = folder.folder.file("cal/Personal")
        try folder.todo("import", "-", input: InteropFolder.records)
        #expect(
            try folder.todo("export", "--vdir", vdir)
                == "Exported 4 tasks to \(vdir): 4 new, 0 updated, 0 unchanged\n")

        let listed = try todoman(folder, "--porcelain", "list", "--status", "ANY")
        let todos = try #require(JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [[String: Any]])
        let bySummary = Dictionary(uniqueKeysWithValues: todos.map { ($0["summary"] as? String ?? "", $0) })
        let first = try #require(
            bySummary["Kaufe Zubehör für Zoë; dann Rechnung zahlen, bevor das Büro schließt ✓"])
        #expect(first["due"] as? Int == 1_796_139_000)
        #expect(first["location"] as? String == "Café Nußbaum\nHauptstraße 5, 10115 Berlin")
        #expect(first["priority"] as? Int == 1)
        #expect(first["completed"] as? Bool == false)
        #expect(bySummary["Send holiday cards"]?["completed"] as? Bool == true)
        #expect(
            bySummary["Send holiday cards"]?["due"] as? Int == 1_798_066_800, "a DATE is midnight to todoman")
        #expect(bySummary["Renew passport"]?["due"] is NSNull)

        let id = try #require(bySummary["Renew passport"]?["id"] as? Int)
        try todoman(folder, "done", String(id))
        try todoman(
            folder, "new", "-l", "Personal", "--due", "2026-12-05 18:00", "--location",
            "Rathaus, Marktplatz 1", "Pick up permit")
        #expect(try folder.todo("import", vdir) == "Imported 5 tasks: 1 added, 1 updated, 3 unchanged\n")
        let tasks = try folder.tasks(try folder.todo("export"))
        let renewed = try #require(tasks["c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f"])
        #expect(renewed["state"] as? String == "completed")
        #expect((renewed["location"] as? [String: Any])?["name"] as? String == "Bürgeramt")
        let permit = try #require(tasks.values.first { $0["title"] as? String == "Pick up permit" })
        #expect(permit["deadline"] as? String == "2026-12-05T17:00:00Z")
        #expect((permit["location"] as? [String: Any])?["name"] as? String == "Rathaus, Marktplatz 1")
        let uid = try #require(permit["uuid"] as? String)
        #expect(
            FileManager.default.fileExists(atPath: vdir + "/" + uid + ".ics"),
            "todoman names the file by its UID")
        #expect(try folder.todo("export", "--vdir", vdir).hasSuffix(": 0 new, 0 updated, 5 unchanged\n"))

        try folder.todo("done", String(try #require(permit["id"] as? Int)))
        #expect(try folder.todo("export", "--vdir", vdir).hasSuffix(": 0 new, 1 updated, 4 unchanged\n"))
        let after = try todoman(folder, "--porcelain", "list", "--status", "ANY")
        #expect(after.contains("\"summary\": \"Pick up permit\""))
        let again = try #require(JSONSerialization.jsonObject(with: Data(after.utf8)) as? [[String: Any]])
        #expect(again.first { $0["summary"] as? String == "Pick up permit" }?["completed"] as? Bool == true)
    }
}
