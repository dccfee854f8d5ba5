import Testing

@testable import TodoCore

@Suite struct TaskStateTests {
    @Test func pendingWithoutDeadline() {
        #expect(makeTask(1).state(at: referenceNow) == .pending)
    }

    @Test func flipsToOverdueTheSecondTheDeadlinePasses() {
        let task = makeTask(1, deadline: referenceNow)
        #expect(task.state(at: referenceNow - 1) == .pending)
        #expect(task.state(at: referenceNow) == .overdue)
        #expect(task.state(at: referenceNow + 1) == .overdue)
    }

    @Test func completedWinsOverOverdue() {
        let task = makeTask(1, deadline: referenceNow - day, completedAt: referenceNow - hour)
        #expect(task.state(at: referenceNow) == .completed)
    }

    @Test func clearedExactly24HoursAfterCompletion() {
        let exactly = makeTask(1, completedAt: referenceNow - day)
        let almost = makeTask(2, completedAt: referenceNow - day + minute)
        let justNot = makeTask(3, completedAt: referenceNow - day + 1)
        #expect(exactly.isCleared(at: referenceNow))
        #expect(!almost.isCleared(at: referenceNow))
        #expect(!justNot.isCleared(at: referenceNow))
        #expect(!makeTask(4).isCleared(at: referenceNow))
    }
}
