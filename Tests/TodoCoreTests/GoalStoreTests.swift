import Foundation
import TestSupport
import Testing

@testable import TodoCore

/// Goals in the store file: written before the tasks, read back whole, read alone by
/// `readGoals` without the tasks, and refused when damaged.
@Suite struct GoalStoreTests {
    let folder = TemporaryFolder()
    let today = CivilDate(daysSince1970: 20_513)  // 2026-03-01
    var store: TodoStore { TodoStore(path: folder.file("todos.json")) }

    func text() -> String { String(decoding: folder.bytes("todos.json") ?? [], as: UTF8.self) }

    func setUpGoal() throws {
        try store.update(now: referenceNow) { list in
            try list.add(TaskEdits(title: "Write \"notes\""), now: referenceNow, uuid: "u1")
            try list.setGoal(
                "Ship it", tasks: [.id(1), .title("Tag")], on: today, now: referenceNow, replacing: false
            ) { "u2" }
        }
    }

    @Test func aStoreWithoutGoalsHasNoGoalsMember() throws {
        try store.update(now: referenceNow) { list in
            try list.add(TaskEdits(title: "a"), now: referenceNow, uuid: "u1")
        }
        #expect(!text().contains("goals"))
        #expect(try store.readGoals().isEmpty)
    }

    @Test func goalsAreWrittenBeforeTheTasksWithoutDefaultsAndReadBack() throws {
        try setUpGoal()
        try store.update(now: referenceNow + 60) { list in
            _ = try list.complete(ids: [1], now: referenceNow + 60)
            _ = try list.markGoal(achieved: true, on: today, now: referenceNow + 60)
        }
        let written =
            #"{"date":"2026-03-01","title":"Ship it","setAt":"2026-03-01T09:30:00Z","tasks":[{"id":1,"title":"Write \"notes\"","completed":true},{"id":2,"title":"Tag"}],"achievedAt":"2026-03-01T09:31:00Z"}"#
        let logged = String(decoding: folder.bytes("todos.json.log") ?? [], as: UTF8.self)
        #expect(
            logged.contains(#""goals":[ "# + written + " ]"),
            "the change's line holds the goals as the main file does")
        try store.compact(now: referenceNow + 60)
        let lines = text().split(separator: "\n")
        #expect(
            lines[0]
                == #"{"version":5,"generation":2,"usedIds":[[1,2]],"archive":{"nextSegment":1,"segments":[]},"goals":["#
        )
        #expect(lines[1] == written)
        #expect(lines[2].hasPrefix(#"],"clearsAt":"2026-03-02T09:31:00Z","journal":{"#))
        #expect(text().contains("]}},\n\"tasks\":[\n"), "the tasks last")
        let goal = try #require(try store.readGoals().goal(on: today))
        #expect(goal.tasks.map(\.isCompleted) == [true, false] && goal.achievedAt == referenceNow + 60)
        #expect(try store.read().goals == store.readGoals())
    }

    @Test func readGoalsDoesNotReadTheTasks() throws {
        try setUpGoal()
        let damaged = text().replacing(#""uuid":"u1""#, with: #""uuid":1"#)
        folder.write(damaged, to: "todos.json")
        #expect(throws: StoreError.self) { try store.read() }
        #expect(try store.readGoals().goal(on: today)?.title == "Ship it")
    }

    @Test func goalsAfterTheTasksAreFoundToo() throws {
        folder.write(
            """
            {"version":3,"usedIds":[[1,1]],"archive":{"nextSegment":1,"segments":[]},"tasks":[
            {"id":1,"uuid":"u","title":"x","createdAt":"2026-03-01T09:30:00Z"}
            ],"goals":[
            {"date":"2026-03-01","title":"Late","setAt":"2026-03-01T09:30:00Z","tasks":[{"id":1,"title":"x"}]}
            ]}

            """, to: "todos.json")
        #expect(try store.read().goals.goal(on: today)?.title == "Late")
        #expect(try store.readGoals().goal(on: today)?.title == "Late")
    }

    @Test(arguments: [
        (
            #","tasks":[{"id":1,"title":"x"}]"#,
            #","tasks":[{"id":1,"title":"a"},{"id":2,"title":"b"},{"id":3,"title":"c"},{"id":4,"title":"d"}]"#
        ),
        (#""date":"2026-03-01""#, #""date":"2026-02-30""#),
        (#""setAt":"2026-03-01T09:30:00Z","#, ""),
        (#""title":"Ship it""#, #""title":"  ""#),
        (#""id":1,"#, #""id":0,"#),
        ("}\n],", #"},{"date":"2026-03-01","title":"again","setAt":"2026-03-01T09:30:00Z"}],"#),
        ("}\n],", #"},{"date":"2026-02-01","title":"earlier","setAt":"2026-03-01T09:30:00Z"}],"#),
    ])
    func damagedGoalsMakeTheStoreUnreadable(good: String, bad: String) throws {
        try store.update(now: referenceNow) { list in
            try list.add(TaskEdits(title: "x"), now: referenceNow, uuid: "u1")
            try list.setGoal("Ship it", tasks: [.id(1)], on: today, now: referenceNow, replacing: false) {
                "u"
            }
        }
        let original = text()
        #expect(original.contains(good))
        folder.write(original.replacing(good, with: bad), to: "todos.json")
        #expect(throws: StoreError.self) { try store.read() }
        #expect(throws: StoreError.self) { try store.readGoals() }
        #expect(throws: StoreError.self) {
            try store.update(now: referenceNow) { list in
                try list.add(TaskEdits(title: "y"), now: referenceNow, uuid: "v")
            }
        }
        #expect(text() == original.replacing(good, with: bad), "an unreadable store is never written")
    }

    @Test func aNewerStoreIsRefusedByReadGoals() throws {
        folder.write(#"{"version":6,"goals":[],"tasks":[]}"#, to: "todos.json")
        #expect(throws: StoreError.newerVersion(path: folder.file("todos.json"), version: 6, supported: 5)) {
            try store.readGoals()
        }
    }

    @Test func aWriteKeepsTodaysGoalUpToDateInTheStoresZoneAndLeavesEarlierDays() throws {
        let zone = try ZoneFixtures.zone("America/New_York")
        let zoned = TodoStore(path: store.path, zone: zone)
        // 2026-03-01T09:30Z is 04:30 on 1 March in New York.
        try zoned.update(now: referenceNow) { list in
            try list.setGoal("Day one", tasks: [.title("a")], on: today, now: referenceNow, replacing: false)
            { "u1" }
        }
        try zoned.update(now: referenceNow + 4 * hour) { list in
            _ = try list.complete(ids: [1], now: referenceNow + 4 * hour)
        }
        #expect(try zoned.readGoals().goal(on: today)?.tasks.first?.isCompleted == true)
        // 2026-03-02T06:00Z is already the 2nd in New York: the first's record stays as it was.
        let nextMorning = referenceNow + day - 3 * hour - 30 * minute
        try zoned.update(now: nextMorning) { list in _ = try list.uncomplete(ids: [1], now: nextMorning) }
        #expect(try zoned.readGoals().goal(on: today)?.tasks.first?.isCompleted == true)
    }

    /// A store with a goal on each of the `days` days up to `today`, set one write at a time.
    func dailyGoals(days: Int, zone: ZoneRules = .utc) throws -> TodoStore {
        let zoned = TodoStore(path: store.path, zone: zone)
        for offset in stride(from: days - 1, through: 0, by: -1) {
            let date = today.adding(days: Int64(-offset))
            let now = referenceNow - Int64(offset) * day
            try zoned.update(now: now) { list in
                try list.setGoal(
                    "Goal \(date.iso8601)", tasks: [.title("task of \(date.iso8601)")], on: date, now: now,
                    replacing: false
                ) { "u\(offset)" }
                if offset % 2 == 0 { _ = try list.markGoal(achieved: true, on: date, now: now) }
            }
        }
        return zoned
    }

    @Test func goalsOfDaysLongPastMoveToTheGoalArchive() throws {
        let zoned = try dailyGoals(days: 30)
        let main = text()
        let archives = folder.names(in: "todos.json.archive").filter { $0.hasPrefix("goals-") }
        #expect(archives.count == 1, "the one archive file the main file names, the replaced ones removed")
        let archive = try #require(archives.first)
        #expect(main.contains(#""goalArchive":{"file":"\#(archive)","through":"2026-02-15"},"#))
        let recentDates = try zoned.readRecentGoals().goals.map(\.date)
        #expect(
            recentDates.count >= 8 && recentDates.count <= 15, "\(recentDates.count) goals in the main file")
        #expect(recentDates.last == today)
        let all = try zoned.readGoals()
        #expect(all.goals.count == 30)
        #expect(
            all.goals.map(\.title)
                == (0..<30).reversed().map { "Goal \(today.adding(days: Int64(-$0)).iso8601)" })
        #expect(
            try zoned.read().goals.goals.map(\.date) == recentDates, "a change reads only the recent goals")
        let stored = String(decoding: folder.bytes("todos.json.archive/" + archive) ?? [], as: UTF8.self)
        #expect(stored.hasPrefix("{\"version\":5,\"goals\":[\n{\"date\":\"2026-01-31\""))
        let month = try zoned.readProgress(.month, now: referenceNow, zone: .utc)
        #expect(month.goals == 1, "only 1 March in March")
        let year = try zoned.readProgress(.year, now: referenceNow, zone: .utc)
        #expect(year.goals == 30 && year.goalsAchieved == 15)
        try FileManager.default.removeItem(atPath: folder.file("todos.json.archive/" + archive))
        #expect(
            try zoned.readProgress(.week, now: referenceNow, zone: .utc).goals == 7, "a week needs no archive"
        )
        #expect(throws: StoreError.self) { try zoned.readProgress(.year, now: referenceNow, zone: .utc) }
    }

    @Test func anOldGoalIsCarriedFromTheArchive() throws {
        var zoned = try dailyGoals(days: 20)
        let later = referenceNow + 20 * day
        let laterDay = today.adding(days: 20)
        zoned = TodoStore(path: store.path)
        try zoned.update(now: later) { list in
            try list.add(TaskEdits(title: "moves the goals"), now: later, uuid: "m")
        }
        #expect(try zoned.readRecentGoals().isEmpty, "every goal is old enough to move")
        let archived = try zoned.readGoals().latest(before: laterDay)
        #expect(archived?.date == today && archived?.isAchieved == true)
        #expect(throws: GoalError.alreadyAchieved(date: today, title: "Goal 2026-03-01")) {
            try zoned.update(now: later) { list in
                try list.carryGoal(to: laterDay, now: later, replacing: false, archived: archived)
            }
        }
        let earlier = try #require(try zoned.readGoals().latest(before: today))
        let (carried, from) = try zoned.update(now: later) { list in
            try list.carryGoal(to: laterDay, now: later, replacing: false, archived: earlier)
        }
        #expect(from.date == today.adding(days: -1) && carried.tasks.map(\.title) == ["task of 2026-02-28"])
    }

    @Test func aMissingGoalArchiveIsAnErrorAndMovesNothing() throws {
        _ = try dailyGoals(days: 16)
        let archive = try #require(folder.names(in: "todos.json.archive").first { $0.hasPrefix("goals-") })
        try FileManager.default.removeItem(atPath: folder.file("todos.json.archive/" + archive))
        #expect(
            throws: StoreError.unreadable(
                path: folder.file("todos.json.archive/" + archive), reason: "the goal archive is missing")
        ) {
            try store.readGoals()
        }
        let before = text()
        let later = referenceNow + 10 * day
        #expect(throws: StoreError.self) {
            try TodoStore(path: store.path).update(now: later) { list in
                try list.add(TaskEdits(title: "would move goals"), now: later, uuid: "w")
            }
        }
        #expect(text() == before)
    }

    @Test func leftoversOfACrashedMoveAreRemovedByTheNextOne() throws {
        _ = try dailyGoals(days: 16)
        folder.write("{}", to: "todos.json.archive/goals-999999.json")
        folder.write("{", to: "todos.json.archive/.goals-999998.json.tmp")
        let later = referenceNow + 10 * day
        try TodoStore(path: store.path).update(now: later) { list in
            try list.add(TaskEdits(title: "moves goals"), now: later, uuid: "w")
        }
        let names = folder.names(in: "todos.json.archive")
        #expect(
            names.count == 1 && names.first?.hasPrefix("goals-") == true && names.first != "goals-999999.json"
        )
        #expect(try store.readGoals().goals.count == 16)
    }

    @Test(arguments: [
        #""goalArchive":{"file":"../todos.json","through":"2026-01-01"},"#,
        #""goalArchive":{"file":"segment-000001.json","through":"2026-01-01"},"#,
        #""goalArchive":{"file":"goals-000001.json"},"#, #""goalArchive":"goals-000001.json","#,
    ])
    func aGoalArchiveNamesOnlyOurOwnFiles(member: String) throws {
        folder.write(
            #"{"version":3,"usedIds":[],"archive":{"nextSegment":2,"segments":[]},"# + member
                + #""tasks":[]}"#,
            to: "todos.json")
        #expect(throws: StoreError.self) { try store.read() }
        #expect(throws: StoreError.self) { try store.readGoals() }
    }
}
