import Testing

@testable import TodoCore

/// The rules of a day's goal, on a list in memory with a fixed `now`.
@Suite struct GoalRulesTests {
    let today = CivilDate(daysSince1970: 20_513)  // 2026-03-01
    var yesterday: CivilDate { today.adding(days: -1) }
    var uuids = (1...20).map { "goal-uuid-\($0)" }.makeIterator()

    func makeUUID() -> () -> String {
        var iterator = uuids
        return { iterator.next() ?? "spare" }
    }

    @Test mutating func setLinksIdsAndAddsNewTasksInTheOrderNamed() throws {
        var list = makeList(count: 2)
        let (goal, added) = try list.setGoal(
            "Ship it", tasks: [.title("Write notes"), .id(2), .title("task 1")], on: today, now: referenceNow,
            replacing: false, makeUUID: makeUUID())
        #expect(added.map(\.title) == ["Write notes"])
        #expect(goal.tasks.map(\.id) == [3, 2, 1], "a title an open task has names that task")
        #expect(goal.tasks.map(\.title) == ["Write notes", "task 2", "task 1"])
        #expect(goal.setAt == referenceNow && goal.achievedAt == nil && goal.carriedFrom == nil)
        #expect(list.tasks.count == 3)
        #expect(list.goals.goal(on: today) == goal)
    }

    @Test func aFourthTaskIsRefusedAndNothingChanges() throws {
        var list = makeList(count: 4)
        #expect(throws: GoalError.tooManyTasks(count: 4)) {
            try list.setGoal(
                "Too much", tasks: [.id(1), .id(2), .title("new"), .id(4)], on: today, now: referenceNow,
                replacing: false, makeUUID: { "u" })
        }
        #expect(list.goals.isEmpty && list.tasks.count == 4)
        try list.setGoal(
            "Enough", tasks: [.id(1), .id(2), .id(3)], on: today, now: referenceNow, replacing: false,
            makeUUID: { "u" })
        #expect(throws: GoalError.tooManyTasks(count: 4)) {
            try list.addGoalTasks([.title("one more")], on: today, now: referenceNow, makeUUID: { "u" })
        }
        #expect(list.tasks.count == 4, "the refused title added no task")
        let (goal, added) = try list.addGoalTasks([.id(2), .id(1)], on: today, now: referenceNow) { "u" }
        #expect(goal.tasks.count == 3 && added.isEmpty, "linking a linked task again changes nothing")
    }

    @Test func aSecondSetIsRefusedUnlessReplacing() throws {
        var list = makeList(count: 2)
        try list.setGoal("First", tasks: [.id(1)], on: today, now: referenceNow, replacing: false) { "u" }
        #expect(throws: GoalError.alreadySet(date: today, title: "First")) {
            try list.setGoal("Second", tasks: [], on: today, now: referenceNow + 60, replacing: false) { "u" }
        }
        let (goal, _) = try list.setGoal(
            "Second", tasks: [.id(2)], on: today, now: referenceNow + 60, replacing: true
        ) { "u" }
        #expect(goal.title == "Second" && goal.setAt == referenceNow + 60)
        #expect(list.goals.goals.count == 1)
    }

    @Test func badValuesAreRefusedBeforeAnythingChanges() throws {
        var list = makeList(count: 1)
        #expect(throws: GoalError.emptyTitle) {
            try list.setGoal("  ", tasks: [], on: today, now: referenceNow, replacing: false) { "u" }
        }
        #expect(throws: TaskError.notFound(ids: [9])) {
            try list.setGoal(
                "Goal", tasks: [.title("new"), .id(9)], on: today, now: referenceNow, replacing: false
            ) {
                "u"
            }
        }
        #expect(throws: TaskError.emptyTitle) {
            try list.setGoal("Goal", tasks: [.title(" ")], on: today, now: referenceNow, replacing: false) {
                "u"
            }
        }
        #expect(list.tasks.count == 1 && list.goals.isEmpty)
        #expect(throws: GoalError.noGoal(date: today)) {
            try list.addGoalTasks([.id(1)], on: today, now: referenceNow) { "u" }
        }
        #expect(throws: GoalError.noGoal(date: today)) { try list.removeGoalTasks(ids: [1], on: today) }
        #expect(throws: GoalError.noGoal(date: today)) {
            try list.markGoal(achieved: true, on: today, now: referenceNow)
        }
    }

    @Test func theReminderIsRecordedOnTheGoal() throws {
        var list = makeList(count: 1)
        #expect(throws: GoalError.noGoal(date: today)) {
            try list.markGoalReminded(on: today, at: referenceNow)
        }
        try list.setGoal("Goal", tasks: [.id(1)], on: today, now: referenceNow, replacing: false) { "u" }
        let reminded = try list.markGoalReminded(on: today, at: referenceNow + 3 * hour)
        #expect(reminded.remindedAt == referenceNow + 3 * hour)
        #expect(list.goals.goal(on: today)?.remindedAt == referenceNow + 3 * hour)
        let (replaced, _) = try list.setGoal(
            "New", tasks: [], on: today, now: referenceNow + 4 * hour, replacing: true
        ) {
            "u"
        }
        #expect(replaced.remindedAt == nil, "a new goal is reminded again")
    }

    @Test func removeUnlinksAndKeepsTheTask() throws {
        var list = makeList(count: 3)
        try list.setGoal("Goal", tasks: [.id(1), .id(2)], on: today, now: referenceNow, replacing: false) {
            "u"
        }
        #expect(throws: TaskError.notFound(ids: [3])) { try list.removeGoalTasks(ids: [1, 3], on: today) }
        let (goal, removed) = try list.removeGoalTasks(ids: [1], on: today)
        #expect(removed.map(\.id) == [1] && goal.tasks.map(\.id) == [2])
        #expect(list.task(id: 1) != nil)
    }

    @Test func doneAndUndoneKeepTheFirstAchievement() throws {
        var list = makeList(count: 1)
        try list.setGoal("Goal", tasks: [.id(1)], on: today, now: referenceNow, replacing: false) { "u" }
        let first = try list.markGoal(achieved: true, on: today, now: referenceNow + 60)
        #expect(!first.before.isAchieved && first.after.achievedAt == referenceNow + 60)
        let again = try list.markGoal(achieved: true, on: today, now: referenceNow + 120)
        #expect(again.after.achievedAt == referenceNow + 60)
        let undone = try list.markGoal(achieved: false, on: today, now: referenceNow + 180)
        #expect(undone.after.achievedAt == nil)
    }

    @Test func carryBringsTheLatestUnachievedGoalWithItsOpenTasks() throws {
        var list = makeList(count: 3)
        #expect(throws: GoalError.nothingToCarry) {
            try list.carryGoal(to: today, now: referenceNow, replacing: false)
        }
        let twoDaysAgo = today.adding(days: -2)
        try list.setGoal(
            "Old", tasks: [.id(3)], on: twoDaysAgo, now: referenceNow - 2 * day, replacing: false
        ) {
            "u"
        }
        try list.setGoal(
            "Ship", tasks: [.id(1), .id(2)], on: yesterday, now: referenceNow - day, replacing: false
        ) {
            "u"
        }
        _ = try list.complete(ids: [1], now: referenceNow - hour)
        let (goal, from) = try list.carryGoal(to: today, now: referenceNow, replacing: false)
        #expect(from.date == yesterday && from.title == "Ship")
        #expect(goal.title == "Ship" && goal.tasks.map(\.id) == [2] && goal.carriedFrom == yesterday)
        #expect(goal.setAt == referenceNow)
        #expect(throws: GoalError.alreadySet(date: today, title: "Ship")) {
            try list.carryGoal(to: today, now: referenceNow, replacing: false)
        }
        _ = try list.markGoal(achieved: true, on: today, now: referenceNow)
        let tomorrow = today.adding(days: 1)
        #expect(throws: GoalError.alreadyAchieved(date: today, title: "Ship")) {
            try list.carryGoal(to: tomorrow, now: referenceNow + day, replacing: false)
        }
    }

    @Test func todaysGoalFollowsItsTasksAndEarlierDaysKeepTheirRecord() throws {
        var list = makeList(count: 3)
        try list.setGoal("Past", tasks: [.id(1)], on: yesterday, now: referenceNow - day, replacing: false) {
            "u"
        }
        try list.setGoal("Now", tasks: [.id(2), .id(3)], on: today, now: referenceNow, replacing: false) {
            "u"
        }
        var changes = TaskEdits()
        changes.set(.title, .text("renamed"))
        _ = try list.edit(ids: [2], edits: changes, now: referenceNow)
        changes.set(.title, .text("renamed too"))
        _ = try list.edit(ids: [1], edits: changes, now: referenceNow)
        _ = try list.complete(ids: [1, 3], now: referenceNow)
        list.refreshGoals(from: today)
        #expect(list.goals.goal(on: today)?.tasks.map(\.title) == ["renamed", "task 3"])
        #expect(list.goals.goal(on: today)?.tasks.map(\.isCompleted) == [false, true])
        #expect(
            list.goals.goal(on: yesterday)?.tasks == [GoalTask(id: 1, title: "task 1", isCompleted: false)])
        _ = try list.delete(ids: [2])
        list.refreshGoals(from: today)
        #expect(
            list.goals.goal(on: today)?.tasks.first == GoalTask(id: 2, title: "renamed", isCompleted: false),
            "a deleted task keeps its title in the goal")
        #expect(list.goal(on: yesterday)?.tasks.first?.title == "renamed too", "what the list shows now")
    }

    @Test func historyKeepsOneGoalPerDateInOrder() {
        let days = [3, 1, 2, 1].map { today.adding(days: Int64($0)) }
        let history = GoalHistory(
            days.enumerated().map { DayGoal(date: $1, title: "g\($0)", setAt: referenceNow) })
        #expect(
            history.goals.map(\.title) == ["g3", "g2", "g0"], "a later goal on a date replaces an earlier")
        #expect(history.latest(before: today.adding(days: 3))?.title == "g2")
        #expect(
            history.goals(from: today.adding(days: 2), to: today.adding(days: 9)).map(\.title) == [
                "g2", "g0",
            ])
    }
}
