import Testing
import TodoCore

/// Urgency's terms one at a time, at their edges, and the order `next` makes of them.
@Suite struct UrgencyTests {
    let now = Instant(secondsSince1970: 1_772_357_400)
    let day: Int64 = 86_400

    func urgency(
        deadline: Instant? = nil, priority: TaskPriority? = nil, age days: Int64 = 0, goal: Bool = false,
        blocks: Int = 0
    ) -> Urgency {
        Urgency(
            Urgency.Facts(
                deadline: deadline, priority: priority, createdAt: now - days * day, isInTodaysGoal: goal,
                openTasksBlocked: blocks),
            now: now)
    }

    @Test func aTaskWithNothingToItIsWorthNothing() {
        let plain = urgency()
        #expect(plain.total == 0)
        #expect(plain.terms.isEmpty)
    }

    @Test(arguments: [
        (days: 20.0, points: 0.0), (days: 14, points: 0), (days: 7, points: 5), (days: 3.5, points: 7.5),
        (days: 0.5, points: 9.64), (days: 0, points: 12), (days: -1, points: 13), (days: -7, points: 19),
        (days: -30, points: 19),
    ])
    func theDeadlineRisesAsItNearsAndMoreOnceItHasPassed(days: Double, points: Double) {
        let deadline = now + Int64(days * 86_400)
        #expect(Urgency.rounded(urgency(deadline: deadline).points(.deadline)) == points)
    }

    @Test func passingTheDeadlineAddsMoreThanReachingIt() {
        let justBefore = urgency(deadline: now + 60).total
        let justAfter = urgency(deadline: now - 60).total
        #expect(justAfter - justBefore >= 2)
    }

    @Test func priorityGoalBlockingAndAgeEachAdd() {
        #expect(urgency(priority: .high).total == 6)
        #expect(urgency(priority: .medium).total == 4)
        #expect(urgency(priority: .low).total == 2)
        #expect(urgency(goal: true).total == 5)
        #expect(urgency(blocks: 1).total == 2)
        #expect(urgency(blocks: 3).total == 6)
        #expect(urgency(blocks: 9).total == 8)
        #expect(urgency(age: 50).total == 0.5)
        #expect(urgency(age: 1000).total == 2)
    }

    @Test func theTermsAddUpToTheTotalWithTheirReasons() {
        let task = urgency(deadline: now + 3 * day, priority: .high, age: 50, goal: true, blocks: 2)
        #expect(task.terms == [.deadline, .priority, .goal, .blocking, .age])
        let sum = task.terms.reduce(0) { $0 + task.points($1) }
        #expect(task.total == Urgency.rounded(sum))
        #expect(task.reason(.deadline) == "due in 3 days")
        #expect(task.reason(.priority) == "high")
        #expect(task.reason(.blocking) == "2 open tasks wait on it")
        #expect(task.reason(.age) == "made 50 days ago")
        #expect(urgency(deadline: now - 2 * day - 60).reason(.deadline) == "overdue by 2 days")
        #expect(urgency(deadline: now + 3600 * 5).reason(.deadline) == "due in 5 hours")
    }

    @Test func pointsAreWrittenWithAtMostTwoDecimals() {
        #expect(Urgency.text(19) == "19")
        #expect(Urgency.text(9.3) == "9.3")
        #expect(Urgency.text(4.567) == "4.57")
        #expect(Urgency.text(0.05) == "0.05")
        #expect(Urgency.text(12.999) == "13")
    }
}
