import TestSupport
import Testing

@testable import TodoCore

/// `agenda` and `calendar` read a repeating task's rule from the bytes of its summary rather
/// than reading the task again: the rule read so is the whole task's, in the main file and in
/// the log alike.
@Suite struct RecurrenceSummaryTests {
    let folder = TemporaryFolder()
    var store: TodoStore { TodoStore(path: folder.file("todos.json")) }
    let zone = ZoneRules.utc

    func add(_ title: String, every rule: String, due: Instant?) throws {
        var edits = TaskEdits.titled(title)
        if let due { edits.set(.deadline, .date(due)) }
        edits.set(.recurrence, try FieldInput(now: referenceNow, zone: zone).value(rule, as: .recurrence))
        try store.update(now: referenceNow) { list in
            _ = try list.add(edits, now: referenceNow, uuid: title, zones: ZoneLookup(local: zone))
        }
    }

    @Test(arguments: [false, true])
    func theRuleInTheSummaryIsTheWholeTasks(compacted: Bool) throws {
        try add("Plain", every: "day", due: nil)
        try store.update(now: referenceNow) { list in
            _ = try list.add(.titled("Once"), now: referenceNow, uuid: "once")
        }
        try add("Weekly", every: "monday and thursday until 2026-12-31", due: referenceNow + 86_400)
        try add("Monthly", every: "month on the 15th", due: nil)
        try add("After", every: "2 weeks from completion", due: referenceNow + 3 * 86_400)
        if compacted { try store.compact(now: referenceNow) }
        let summaries = try store.readSummaries()
        let tasks = try store.read().tasks
        try #require(summaries.tasks.count == 5)
        for (summary, task) in zip(summaries.tasks, tasks) {
            #expect(summary.isRepeating == (task.recurrence != nil))
            #expect(summaries.recurrence(of: summary) == task.recurrence, "task \(task.title)")
        }
    }
}
