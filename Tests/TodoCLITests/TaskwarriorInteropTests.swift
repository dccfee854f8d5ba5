import Foundation
import TestSupport
import Testing

/// `todo` and taskwarrior 2.6 (`task`) reading each other's exports.
@Suite(.serialized) struct TaskwarriorInteropTests {
    static let enabled = OutsideProgram.task != nil || TestEnvironment.inCI

    /// A taskwarrior of its own: data in the folder, the attributes `todo` writes declared, and
    /// the configuration lines `more`.
    func taskEnvironment(_ folder: InteropFolder, more: String = "") -> [String: String] {
        folder.write(
            """
            data.location=\(folder.folder.file("taskdata"))
            confirmation=off
            verbose=nothing
            hooks=off
            news.version=2.6.0
            uda.location.type=string
            uda.location.label=Location
            uda.address.type=string
            uda.address.label=Address
            uda.reminder.type=duration
            uda.reminder.label=Remind
            uda.reminded.type=date
            uda.reminded.label=Reminded
            uda.uid.type=string
            uda.uid.label=UID
            uda.details.type=string
            uda.details.label=Details

            """ + more, to: "taskrc")
        return ["TASKRC": folder.folder.file("taskrc")]
    }

    @Test(
        .enabled(
            if: enabled, "taskwarrior is not installed (apt-get install taskwarrior); skipped outside CI"))
    func taskImportsOurExportAndWeImportItsExportBack() throws {
        let folder = InteropFolder()
        let task = taskEnvironment(folder)
        try folder.todo("import", "-", input: InteropFolder.records)
        let ours = try folder.tasks(try folder.todo("export"))
        folder.write(try folder.todo("export", "--format", "taskwarrior"), to: "tw.json")
        try folder.run(OutsideProgram.task, ["import", folder.folder.file("tw.json")], extra: task)

        let exported = try folder.run(OutsideProgram.task, ["export"], extra: task)
        let theirs = try folder.tasks(exported)
        #expect(theirs.count == 4)
        let first = try #require(theirs["3f0c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f"])
        #expect(
            first["description"] as? String
                == "Kaufe Zubehör für Zoë; dann Rechnung zahlen, bevor das Büro schließt ✓")
        #expect(first["due"] as? String == "20261201T153000Z")
        #expect(first["tags"] as? [String] == ["errand", "shop"])
        #expect(first["project"] as? String == "home.garden")
        #expect(first["priority"] as? String == "H")
        #expect(first["reminder"] as? String == "PT1H")
        #expect(first["location"] as? String == "Café Nußbaum")
        #expect(
            first["details"] as? String == "Line 1: bring cash, card; and ID\nLine 2: path C:\\temp\\notes")
        #expect(first["annotations"] == nil, "annotations are notes, and the task has none")
        #expect(theirs["8d2f6b1a-0c3e-4f5a-b6c7-d8e9f0a1b2c3"]?["status"] as? String == "completed")
        let plumber = try #require(theirs.values.first { $0["description"] as? String == "Pay the plumber" })
        #expect(plumber["uid"] as? String == "5214238172864ff3af003d9b086c8b34@vm")

        try folder.todo("import", "-", input: exported, store: "fresh.json")
        let back = try folder.tasks(try folder.todo("export", store: "fresh.json"))
        #expect(back.count == ours.count)
        for (uuid, task) in ours {
            var mine = task
            var returned = try #require(back[uuid], "\(uuid) came back")
            mine["id"] = nil
            returned["id"] = nil
            #expect(NSDictionary(dictionary: mine) == NSDictionary(dictionary: returned), "\(uuid)")
        }
    }

    @Test(
        .enabled(
            if: enabled, "taskwarrior is not installed (apt-get install taskwarrior); skipped outside CI"))
    func changesMadeInTaskwarriorImportAsChanges() throws {
        let folder = InteropFolder()
        let task = taskEnvironment(folder)
        try folder.todo("import", "-", input: InteropFolder.records)
        try folder.run(
            OutsideProgram.task, ["import", "-"], extra: task,
            input: try folder.todo("export", "--format", "taskwarrior"))
        try folder.run(OutsideProgram.task, ["c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f", "done"], extra: task)
        try folder.run(OutsideProgram.task, ["8d2f6b1a-0c3e-4f5a-b6c7-d8e9f0a1b2c3", "delete"], extra: task)
        try folder.run(
            OutsideProgram.task,
            ["add", "Water the ferns", "due:2026-12-24", "+garden", "project:home", "priority:L"],
            extra: task)
        try folder.run(
            OutsideProgram.task, ["add", "Take out the bins", "due:2026-11-30", "recur:weekly"], extra: task)
        let exported = try folder.run(OutsideProgram.task, ["export"], extra: task)

        #expect(
            try folder.todo("import", "-", input: exported)
                == "Imported 5 tasks: 2 added, 1 updated, 2 unchanged; skipped 1 deleted\n")
        let tasks = try folder.tasks(try folder.todo("export"))
        #expect(tasks["c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f"]?["state"] as? String == "completed")
        #expect(
            tasks["8d2f6b1a-0c3e-4f5a-b6c7-d8e9f0a1b2c3"]?["state"] as? String == "completed",
            "a deletion is not imported")
        let ferns = try #require(tasks.values.first { $0["title"] as? String == "Water the ferns" })
        #expect(ferns["deadline"] as? String == "2026-12-23T23:00:00Z", "taskwarrior's due:DATE is midnight")
        #expect(ferns["tags"] as? [String] == ["garden"])
        #expect(ferns["project"] as? String == "home")
        #expect(ferns["priority"] as? String == "low")
        #expect(ferns["remindBefore"] is NSNull, "taskwarrior has no reminders")
        let bins = tasks.values.filter { $0["title"] as? String == "Take out the bins" }
        #expect(bins.count == 1, "the template and its instance are one repeating task")
        #expect((bins.first?["recurrence"] as? [String: Any])?["rule"] as? String == "FREQ=WEEKLY")
        #expect(
            try folder.todo("import", "-", input: exported).hasSuffix(
                "0 added, 0 updated, 5 unchanged; skipped 1 deleted\n"))
    }

    @Test(
        .enabled(
            if: enabled, "taskwarrior is not installed (apt-get install taskwarrior); skipped outside CI"))
    func notesAreAnnotationsBothWays() throws {
        let folder = InteropFolder()
        let task = taskEnvironment(folder)
        try folder.todo("add", "Move house", "-d", "The flat on Elm St")
        try folder.todo("note", "1", "Landlord: 555-0100")
        try folder.todo("note", "1", "Van booked for Friday")
        try folder.run(
            OutsideProgram.task, ["import", "-"], extra: task,
            input: try folder.todo("export", "--format", "taskwarrior"))
        let uuid = try #require(try folder.tasks(try folder.todo("export")).keys.first)
        let info = try folder.run(OutsideProgram.task, [uuid, "information"], extra: task)
        #expect(info.contains("Landlord: 555-0100"), "\(info)")
        #expect(info.contains("Van booked for Friday"), "\(info)")
        try folder.run(OutsideProgram.task, [uuid, "annotate", "Keys", "returned"], extra: task)
        let exported = try folder.run(OutsideProgram.task, ["export"], extra: task)

        #expect(try folder.todo("import", "-", input: exported).contains("1 updated"))
        let tasks = try folder.tasks(try folder.todo("export"))
        let house = try #require(tasks[uuid])
        let notes = try #require(house["notes"] as? [[String: Any]])
        #expect(
            notes.map { $0["text"] as? String } == [
                "Landlord: 555-0100", "Van booked for Friday", "Keys returned",
            ])
        #expect(house["description"] as? String == "The flat on Elm St")
    }
}
