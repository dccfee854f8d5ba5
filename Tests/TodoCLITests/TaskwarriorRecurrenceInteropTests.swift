import Foundation
import TestSupport
import Testing

/// Repeating tasks between `todo` and taskwarrior 2.6 (`task`): a recurring task of taskwarrior's,
/// its template and its instances, one of them completed, comes in as one repeating task and a
/// record, never as duplicates; `todo`'s repeating tasks go to taskwarrior with `recur` (and
/// `until`), which it makes recurring tasks of its own.
@Suite(.serialized) struct TaskwarriorRecurrenceInteropTests {
    static let enabled = OutsideProgram.task != nil || TestEnvironment.inCI
    let folder = InteropFolder()

    func task(_ words: String...) throws -> String {
        let environment = TaskwarriorInteropTests().taskEnvironment(
            folder, more: "recurrence.confirmation=no\n")
        return try folder.run(OutsideProgram.task, words, extra: environment)
    }

    @Test(
        .enabled(
            if: enabled, "taskwarrior is not installed (apt-get install taskwarrior); skipped outside CI"))
    func aRecurringTaskOfTaskwarriorsIsOneRepeatingTask() throws {
        // Due in the past, so that taskwarrior makes an instance for each week up to now.
        try task("add", "Water plants", "due:2026-01-05T09:00", "recur:weekly")
        let before = try #require(BuiltBinary.jsonObjects(try task("export")))
        let template = try #require(before.first { $0["status"] as? String == "recurring" })
        let templateUUID = try #require(template["uuid"] as? String)
        let instances = before.filter { $0["parent"] as? String == templateUUID }
        let first = try #require(
            instances.min { ($0["due"] as? String ?? "") < ($1["due"] as? String ?? "") })
        let firstUUID = try #require(first["uuid"] as? String)
        try task(firstUUID, "done")
        let exported = try task("export")
        #expect(try #require(BuiltBinary.jsonObjects(exported)).count >= 3, "a template and its instances")

        try folder.todo("import", "--format", "taskwarrior", "-", input: exported)
        let tasks = try folder.tasks(try folder.todo("export"))
        #expect(tasks.count == 2, "the series and the completed occurrence: \(tasks.keys)")
        let series = try #require(tasks[templateUUID])
        #expect(series["title"] as? String == "Water plants" && series["completedAt"] is NSNull)
        #expect(series["deadline"] as? String == "2026-01-12T08:00:00Z", "the earliest pending instance")
        let recurrence = try #require(series["recurrence"] as? [String: Any])
        #expect(
            recurrence["rule"] as? String == "FREQ=WEEKLY" && recurrence["zone"] as? String == "Europe/Berlin"
        )
        let record = try #require(tasks[firstUUID])
        #expect(record["occurrenceOf"] as? String == templateUUID && record["recurrence"] is NSNull)
        #expect(record["deadline"] as? String == "2026-01-05T08:00:00Z" && record["completedAt"] is String)

        let again = try folder.todo("import", "--format", "taskwarrior", "-", input: exported)
        #expect(again.contains("0 added"), "\(again)")
        #expect(try folder.tasks(try folder.todo("export")).count == 2)
    }

    @Test(
        .enabled(
            if: enabled, "taskwarrior is not installed (apt-get install taskwarrior); skipped outside CI"))
    func taskwarriorKeepsRecurFromOurExport() throws {
        try folder.todo(
            "add", "Bins", "--every", "2 weeks", "--due", "2026-11-30 07:00", "--until", "2027-06-30")
        try folder.todo("add", "Standup", "--every", "weekday", "--due", "2026-11-24 09:30")
        try folder.todo("add", "Gym", "--every", "mon,thu", "--due", "2026-11-26 18:00")
        let ours = try folder.todo("export", "--format", "taskwarrior")
        #expect(ours.contains(#""recur":"2weeks""#) && ours.contains(#""recur":"weekdays""#))
        folder.write(ours, to: "tw.json")
        try task("import", folder.folder.file("tw.json"))
        let theirs = try #require(BuiltBinary.jsonObjects(try task("export")))
        let templates = theirs.filter { $0["status"] as? String == "recurring" }
        #expect(Set(templates.compactMap { $0["description"] as? String }) == ["Bins", "Standup"])
        let bins = try #require(templates.first { $0["description"] as? String == "Bins" })
        #expect(bins["recur"] as? String == "2weeks" && bins["until"] as? String == "20270630T215959Z")
        #expect(theirs.contains { $0["parent"] as? String == bins["uuid"] as? String }, "an instance made")

        // And back: the same three tasks, Gym keeping the rule taskwarrior cannot say.
        try folder.todo("import", "--format", "taskwarrior", "-", input: try task("export"))
        let back = try folder.tasks(try folder.todo("export"))
        #expect(back.count == 3)
        let gym = try #require(back.values.first { $0["title"] as? String == "Gym" })
        #expect((gym["recurrence"] as? [String: Any])?["rule"] as? String == "FREQ=WEEKLY;BYDAY=MO,TH")
    }
}
