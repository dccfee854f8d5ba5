import Foundation
import TestSupport
import Testing

@testable import TodoCore

/// Days' goals in the change log: logged and undone with the tasks, by the store, not by the
/// goal commands.
@Suite struct JournalGoalTests {
    let folder = TemporaryFolder()
    var store: TodoStore { TodoStore(path: folder.file("todos.json"), command: "test") }
    /// `referenceNow`'s day in UTC, the store's zone.
    let today = CivilDate(daysSince1970: referenceNow.secondsSince1970 / 86_400)

    func setGoal(_ title: String, tasks: [GoalTaskChoice]) throws {
        try store.update(now: referenceNow) { list in
            _ = try list.setGoal(
                title, tasks: tasks, on: today, now: referenceNow, replacing: false,
                makeUUID: { "u-" + title })
        }
    }

    func goal() throws -> DayGoal? {
        try store.read().goals.goal(on: today)
    }

    @Test func settingAGoalIsLoggedAndUndoneWithTheTaskItAdded() throws {
        try setGoal("Ship it", tasks: [.title("Write the notes")])
        let entry = try #require(store.log().first)
        #expect(entry.goals == [TouchedGoal(date: today, title: "Ship it", action: .added)])
        #expect(entry.tasks == [TouchedTask(id: 1, title: "Write the notes", action: .added)])
        try store.undo(1, now: referenceNow + minute)
        #expect(try goal() == nil)
        #expect(try store.read().tasks.isEmpty)
        #expect(
            try store.log().first?.goals == [TouchedGoal(date: today, title: "Ship it", action: .removed)])
    }

    @Test func achievingAGoalAndCompletingItsTaskAreUndoneBothWays() throws {
        try store.update(now: referenceNow) { list in
            try list.add(TaskEdits(title: "a"), now: referenceNow, uuid: "u")
        }
        try setGoal("Ship it", tasks: [.id(1)])
        let set = try #require(try goal())
        _ = try store.update(now: referenceNow + minute) { list in
            try list.complete(ids: [1], now: referenceNow + minute)
        }
        #expect(try goal()?.tasks.first?.isCompleted == true)
        #expect(try store.log().first?.goals.map(\.action) == [.changed])
        try store.update(now: referenceNow + 2 * minute) { list in
            _ = try list.markGoal(achieved: true, on: today, now: referenceNow + 2 * minute)
        }
        #expect(try goal()?.isAchieved == true)
        try store.undo(2, now: referenceNow + 3 * minute)
        #expect(try goal() == set)
        #expect(try store.read().tasks.first?.isCompleted == false)
    }

    @Test func aGoalsReminderIsNoChangeAndStaysDeliveredWhenAnEarlierChangeIsUndone() throws {
        try setGoal("Ship it", tasks: [])
        try store.update(now: referenceNow + minute) { list in
            try list.add(TaskEdits(title: "b"), now: referenceNow, uuid: "v")
        }
        try store.update(now: referenceNow + 3 * hour) { list in
            _ = try list.markGoalReminded(on: today, at: referenceNow + 3 * hour)
        }
        #expect(try store.log().count == 2)
        try store.undo(1, now: referenceNow + 4 * hour)
        #expect(try goal()?.remindedAt == referenceNow + 3 * hour)
        #expect(try store.read().tasks.isEmpty)
    }

    @Test func anUndoReachesGoalsMovedToTheGoalArchiveAndKeepsTheOthers() throws {
        try setGoal("Day one", tasks: [])
        let next = today.adding(days: 1)
        let dayTwo = referenceNow + day
        try store.update(now: dayTwo) { list in
            _ = try list.setGoal(
                "Day two", tasks: [], on: next, now: dayTwo, replacing: false, makeUUID: { "w" })
            _ = try list.markGoal(achieved: true, on: next, now: dayTwo)
        }
        for index in 2...21 {
            let now = referenceNow + Int64(index) * day
            try store.update(now: now) { list in
                try list.add(TaskEdits(title: "t\(index)"), now: now, uuid: "u\(index)")
            }
        }
        #expect(folder.names(in: "todos.json.archive").contains { $0.hasPrefix("goals-") })
        #expect(try store.readRecentGoals().isEmpty)
        let later = referenceNow + 22 * day
        try store.undo(21, now: later)
        #expect(try store.read().tasks.isEmpty)
        #expect(try store.readGoals().goals.map(\.title) == ["Day one"])
        #expect(try store.readGoals().goal(on: today)?.title == "Day one")
        try store.undo(1, now: later)
        #expect(try store.readGoals().isEmpty)
    }

    @Test func goalEntriesAreReadBackAsWritten() throws {
        try setGoal("Ship it", tasks: [.title("x")])
        try store.update(now: referenceNow + minute) { list in
            _ = try list.markGoal(achieved: true, on: today, now: referenceNow + minute)
        }
        // The first entry is in the main file, the second in its log: both read back the same.
        let document = try StoreSnapshot(files: StoreFiles(resolving: store.path), archived: .none).document
        #expect(document.journal.recent.count == 1 && document.journal.appended.count == 1)
        for entries in [
            try store.log(),
            try {
                try store.compact(now: referenceNow + minute); return try store.log()
            }(),
        ] {
            #expect(entries.first?.goalsBefore.map(\.title) == ["Ship it"])
            #expect(entries.first?.goalsBefore.first?.isAchieved == false)
            #expect(entries.first?.goalTitle(before: today) == "Ship it")
        }
    }
}
