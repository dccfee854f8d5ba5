import Foundation
import TestSupport
import Testing

/// Goals and progress through the built binary, the clock moved with `TODO_NOW` across days,
/// midnights, the daylight-saving changes of Europe/Berlin (29 March 2026 has 23 hours, 25
/// October 25) and a change of `TZ`.
@Suite struct GoalEndToEndTests {
    let folder = TemporaryFolder()

    @discardableResult
    func todo(_ words: String..., at now: String, zone: String = "Europe/Berlin") throws -> BuiltBinary.Run {
        try BuiltBinary.run(words, storeIn: folder, now: now, zone: zone)
    }

    /// The days of `stats --week --json` as (date, completed, goal achieved or nil).
    func week(at now: String, zone: String = "Europe/Berlin") throws -> [(String, Int, Bool?)] {
        let run = try todo("stats", "--week", "--json", at: now, zone: zone)
        #expect(run.status == 0, "\(run.errors)")
        let object = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let days = try #require(object["days"] as? [[String: Any]])
        return days.map {
            ($0["date"] as? String ?? "", $0["completed"] as? Int ?? -1, $0["goalAchieved"] as? Bool)
        }
    }

    @Test func aMorningTheTasksAndTheCongratulation() throws {
        // 07:45 in Berlin.
        let set = try todo(
            "goal", "set", "Ship the release", "-t", "Write the notes", "-t", "Tag the build",
            at: "2026-11-21T06:45:00Z")
        #expect(set.status == 0, "\(set.errors)")
        #expect(set.output.hasSuffix("0 of 2 done · set at 07:45\n"))
        let first = try todo("done", "1", at: "2026-11-21T09:00:00Z")
        #expect(
            first.output.hasSuffix("Today's goal \"Ship the release\": 1 of 2 done, 1 to go. Keep going!\n"))
        let last = try todo("done", "2", at: "2026-11-21T15:00:00Z")
        #expect(last.output.hasSuffix("Mark it achieved with \"todo goal done\".\n"))
        #expect(
            try todo("goal", "done", at: "2026-11-21T15:01:00Z").output
                == "Today's goal achieved: Ship the release ✓\n")
        #expect(
            try todo("goal", at: "2026-11-21T22:59:59Z").output.hasSuffix(
                "2 of 2 done · achieved ✓ at 16:01 · set at 07:45\n"))
        // Midnight in Berlin: a new day, and yesterday's goal was achieved, so nothing is offered.
        #expect(
            try todo("goal", at: "2026-11-21T23:00:00Z").output
                == "No goal for today. Set one with \"todo goal set TITLE\".\n")
    }

    @Test func theDayOfTwentyThreeHours() throws {
        // Saturday 28 March, 23:50 in Berlin: a goal for the 28th.
        try todo(
            "goal", "set", "Spring cleaning", "-t", "Windows", "-t", "Floors", at: "2026-03-28T22:50:00Z")
        // 00:10 on Sunday the 29th (still CET): a new day, and the 28th's goal is offered.
        let sunday = try todo("goal", at: "2026-03-28T23:10:00Z")
        #expect(sunday.output.contains("Yesterday's goal, \"Spring cleaning\", was not achieved"))
        #expect(try todo("goal", "carry", at: "2026-03-28T23:10:00Z").status == 0)
        // Completions at 01:59 CET and at 23:59 CEST are both on the 29th; 00:00 CEST on the 30th is not.
        try todo("done", "1", at: "2026-03-29T00:59:00Z")
        try todo("done", "2", at: "2026-03-29T21:59:00Z")
        try todo("add", "Monday task", at: "2026-03-29T22:00:00Z")
        try todo("done", "3", at: "2026-03-29T22:00:00Z")
        let days = try week(at: "2026-03-29T21:59:30Z")
        #expect(days.map(\.0) == (23...29).map { "2026-03-\($0)" })
        #expect(days.map(\.1) == [0, 0, 0, 0, 0, 0, 2])
        #expect(days[5].2 == false && days[6].2 == false)
        let monday = try week(at: "2026-03-30T08:00:00Z")
        #expect(monday.first?.0 == "2026-03-30" && monday.first?.1 == 1)
        let history = try todo("goal", "history", at: "2026-03-30T08:00:00Z").output
        #expect(history == "2026-03-29  ✗  Spring cleaning  2 of 2\n2026-03-28  ✗  Spring cleaning  0 of 2\n")
    }

    @Test func theDayOfTwentyFiveHoursAndTheArchive() throws {
        try todo("add", "Early", at: "2026-10-24T20:00:00Z")
        try todo("add", "Late", at: "2026-10-24T20:00:00Z")
        try todo("goal", "set", "Long day", "-t", "1", "-t", "2", at: "2026-10-24T22:30:00Z")
        // 00:30 CEST and 23:30 CET on Sunday 25 October: 25 hours apart, both the 25th.
        try todo("done", "1", at: "2026-10-24T22:30:00Z")
        try todo("done", "2", at: "2026-10-25T22:30:00Z")
        try todo("goal", "done", at: "2026-10-25T22:31:00Z")
        // Three days later both are in the archive, and still counted.
        try todo("add", "Later", at: "2026-10-28T12:00:00Z")
        #expect(folder.names(in: "todos.json.archive").count == 1)
        let days = try week(at: "2026-10-28T12:00:00Z")
        #expect(days.first?.0 == "2026-10-26" && days.allSatisfy { $0.1 == 0 })
        let previous = try week(at: "2026-10-25T22:59:59Z")
        #expect(previous.map(\.0) == (19...25).map { "2026-10-\($0)" })
        #expect(previous.last?.1 == 2 && previous.last?.2 == true)
        #expect(previous.dropLast().allSatisfy { $0.1 == 0 && $0.2 == nil })
        let month = try todo("stats", "--month", at: "2026-10-28T12:00:00Z").output
        #expect(month.contains("Sun 25 2 ") && month.contains("✓ Long day"))
        #expect(
            try todo("goal", "history", at: "2026-10-28T12:00:00Z").output
                == "2026-10-25  ✓  Long day  2 of 2\n")
    }

    @Test func aGoalStaysOnItsDayWhenTheZoneChanges() throws {
        // 23:30 on 1 March in Berlin.
        try todo("goal", "set", "Pack", "-t", "Passport", at: "2026-03-01T22:30:00Z")
        // Two hours later: still 1 March in New York, already 2 March in Berlin and Tokyo.
        let later = "2026-03-02T00:30:00Z"
        #expect(
            try todo("goal", at: later, zone: "America/New_York").output.hasPrefix("Today's goal: Pack\n"))
        #expect(try todo("goal", at: later).output.hasPrefix("No goal for today."))
        let tokyo = try todo("goal", "history", "--json", at: later, zone: "Asia/Tokyo").output
        #expect(tokyo.contains(#""date":"2026-03-01""#))
        // Completed in New York on its 1 March: today's goal there follows it.
        try todo("done", "1", at: later, zone: "America/New_York")
        #expect(try todo("goal", at: later, zone: "America/New_York").output.contains("  1 ✓  Passport\n"))
        let week = try self.week(at: later, zone: "America/New_York")
        #expect(week.last?.0 == "2026-03-01" && week.last?.1 == 1)
    }
}
