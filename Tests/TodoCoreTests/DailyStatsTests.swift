import Testing

@testable import TodoCore

@Suite struct DailyStatsTests {
    @Test func countsCompletionsInTheHalfOpenDayBeforeNow() {
        let tasks = [
            makeTask(1, completedAt: referenceNow),
            makeTask(2, completedAt: referenceNow - day + 1),
            makeTask(3, completedAt: referenceNow - day),
            makeTask(4, completedAt: referenceNow + 1),
            makeTask(5, completedAt: referenceNow - 30 * day),
        ]
        let stats = DailyStats(tasks: tasks, now: referenceNow)
        #expect(stats.completedLast24Hours == 2)
        #expect(stats.completed == 3)
    }

    @Test func countsEachState() {
        let tasks = [
            makeTask(1), makeTask(2, deadline: referenceNow + hour), makeTask(3, deadline: referenceNow),
            makeTask(4, deadline: referenceNow - day), makeTask(5, completedAt: referenceNow - hour),
        ]
        let stats = DailyStats(tasks: tasks, now: referenceNow)
        #expect(stats == DailyStats(completedLast24Hours: 1, pending: 2, overdue: 2, completed: 1))
    }

    @Test func emptyListIsAllZero() {
        #expect(
            DailyStats(tasks: [TodoTask](), now: referenceNow)
                == DailyStats(completedLast24Hours: 0, pending: 0, overdue: 0, completed: 0))
    }
}
