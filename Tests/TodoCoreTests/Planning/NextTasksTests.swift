import Testing
import TodoCore

/// The order of `next`: by urgency, then the earlier deadline, then the lower id; open tasks
/// only, as many as asked.
@Suite struct NextTasksTests {
    let now = Instant(secondsSince1970: 1_772_357_400)
    let day: Int64 = 86_400

    func task(_ id: Int, deadline: Instant? = nil, priority: TaskPriority? = nil, done: Bool = false)
        -> TodoTask
    {
        TodoTask(
            id: id, uuid: "u\(id)", title: "Task \(id)", deadline: deadline, createdAt: now,
            completedAt: done ? now : nil, priority: priority)
    }

    func ranked(_ tasks: [TodoTask], limit: Int = 10, goal: Set<Int> = []) -> [Int] {
        let readiness = TaskReadiness(tasks: tasks, now: now)
        return NextTasks.rank(
            tasks, limit: limit, now: now, isReady: { readiness.isReady($0) },
            facts: { task in
                var facts = readiness.urgencyFacts(of: task, goal: nil)
                facts.isInTodaysGoal = goal.contains(task.id)
                return facts
            }
        ).map { tasks[$0.index].id }
    }

    @Test func theMoreUrgentComesFirst() {
        #expect(ranked([task(1), task(2, priority: .low)]) == [2, 1])
        #expect(ranked([task(1, deadline: now + 5 * day), task(2, deadline: now + 2 * day)]) == [2, 1])
        #expect(ranked([task(1), task(2)], goal: [2]) == [2, 1])
    }

    @Test func equalUrgencyGoesToTheEarlierDeadlineThenTheLowerId() {
        // Both deadlines are beyond the 14 days in which a deadline counts.
        #expect(ranked([task(1, deadline: now + 30 * day), task(2, deadline: now + 20 * day)]) == [2, 1])
        #expect(ranked([task(1), task(2, deadline: now + 20 * day)]) == [2, 1])
        #expect(ranked([task(2), task(1)]) == [1, 2])
    }

    @Test func completedTasksAreNotOfferedAndTheLimitHolds() {
        let tasks = [task(1, done: true), task(2), task(3, priority: .high), task(4, priority: .low)]
        #expect(ranked(tasks) == [3, 4, 2])
        #expect(ranked(tasks, limit: 2) == [3, 4])
        #expect(ranked(tasks, limit: 0) == [])
    }
}
