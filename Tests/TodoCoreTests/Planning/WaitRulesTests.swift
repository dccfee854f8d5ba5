import Testing

@testable import TodoCore

/// A wait: derived from the clock (waiting before it, not at it nor after), only for an open
/// task; entered later than now and no later than the deadline.
@Suite struct WaitRulesTests {
    func waiting(_ wait: Instant?, completed: Bool = false) -> TodoTask {
        var task = makeTask(1, completedAt: completed ? referenceNow - hour : nil)
        task.wait = wait
        return task
    }

    @Test func aTaskWaitsBeforeItsWaitAndNotAtOrAfterIt() {
        let task = waiting(referenceNow + hour)
        #expect(TaskReadiness(now: referenceNow).isWaiting(task))
        #expect(TaskReadiness(now: referenceNow + hour - 1).isWaiting(task))
        #expect(!TaskReadiness(now: referenceNow + hour).isWaiting(task), "at the wait it is listed again")
        #expect(!TaskReadiness(now: referenceNow + day).isWaiting(task))
        #expect(!TaskReadiness(now: referenceNow).isWaiting(waiting(nil)))
    }

    @Test func aCompletedTaskDoesNotWait() {
        let task = waiting(referenceNow + hour, completed: true)
        #expect(!TaskReadiness(now: referenceNow).isWaiting(task))
        #expect(!TaskReadiness(now: referenceNow).isReady(task), "a completed task is not ready either")
    }

    @Test func waitingIsReportedInTheFactsAndNeverStored() {
        let task = waiting(referenceNow + hour)
        let facts = TaskReadiness(tasks: [task], now: referenceNow).facts(of: task)
        #expect(facts.isWaiting && !facts.isBlocked && facts.state == .pending)
        var store = JSONWriter()
        TaskCodec.write(task, facts: nil, into: &store)
        let stored = String(decoding: store.bytes, as: UTF8.self)
        #expect(stored.contains("\"wait\":\"2026-03-01T10:30:00Z\""))
        #expect(!stored.contains("waiting"), "derived: never stored")
        var json = JSONWriter()
        TaskCodec.write(task, facts: facts, into: &json)
        #expect(String(decoding: json.bytes, as: UTF8.self).contains("\"waiting\":true"))
    }

    @Test func aWaitEnteredIsLaterThanNow() {
        var list = makeList(count: 1)
        for wait in [referenceNow, referenceNow - 1] {
            #expect(throws: TaskError.waitNotInFuture(wait: wait, now: referenceNow)) {
                try list.edit(
                    ids: [1], edits: TaskEdits([FieldEdit(.wait, .set(.date(wait)))]), now: referenceNow)
            }
        }
        let edited = try? list.edit(
            ids: [1], edits: TaskEdits([FieldEdit(.wait, .set(.date(referenceNow + 1)))]), now: referenceNow)
        #expect(edited?.first?.wait == referenceNow + 1)
    }

    @Test func aWaitIsNoLaterThanTheDeadline() throws {
        var list = makeList(count: 1)
        let deadline = referenceNow + day
        var edits = TaskEdits.titled("late")
        edits.set(.deadline, .date(deadline))
        edits.set(.wait, .date(deadline + 1))
        #expect(throws: TaskError.waitAfterDeadline(wait: deadline + 1, deadline: deadline)) {
            try list.add(edits, now: referenceNow, uuid: "u")
        }
        var atDeadline = TaskEdits.titled("at the deadline")
        atDeadline.set(.deadline, .date(deadline))
        atDeadline.set(.wait, .date(deadline))
        let added = try list.add(atDeadline, now: referenceNow, uuid: "v")
        // Moving the deadline before the wait is refused too.
        #expect(throws: TaskError.waitAfterDeadline(wait: deadline, deadline: deadline - hour)) {
            try list.edit(
                ids: [added.id], edits: TaskEdits([FieldEdit(.deadline, .set(.date(deadline - hour)))]),
                now: referenceNow)
        }
    }
}
