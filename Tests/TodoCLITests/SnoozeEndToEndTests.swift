import Foundation
import TestSupport
import Testing

/// `snooze` through the built binary, in Berlin on Thursday 26 November 2026 at 10:00: the
/// lines printed, `--by`, `--to`, `overdue`, `--json`, the refusals and their exit codes with
/// nothing changed, one change that `undo` takes back, hooks, and a context.
@Suite struct SnoozeEndToEndTests {
    let home = ConfigHome()

    /// 1 Pay the rent (overdue, Tue 17:00), 2 Stretch every day at 07:00 (overdue since Mon),
    /// 3 Dentist on Saturday at 09:30 +health, 4 Someday (no deadline), 5 completed.
    init() throws {
        try home.addOverdueBerlinTasks()
        try home.todo("add", "Dentist", "--due", "2026-11-28 09:30", "+health")
        try home.todo("add", "Someday")
        try home.todo("add", "Done one", "--due", "2026-11-27")
        try home.todo("complete", "5")
    }

    func deadlines() throws -> [Int: String] {
        var deadlines: [Int: String] = [:]
        for task in try home.tasks() {
            if let id = task["id"] as? Int, let deadline = task["deadline"] as? String {
                deadlines[id] = deadline
            }
        }
        return deadlines
    }

    @Test func theDefaultMovesEachToItsNextTimeInTheFuture() throws {
        #expect(
            try home.todo("snooze", "1", "2", "3") == """
                Snoozed task 1: Pay the rent; due Thu 26 Nov 17:00 (in 7 h)
                Snoozed task 2: Stretch; due Fri 27 Nov 07:00 (tomorrow 07:00)
                Snoozed task 3: Dentist; due Sun 29 Nov 09:30 (in 3 days)

                """)
        let after = try deadlines()
        #expect(after[1] == "2026-11-26T16:00:00Z" && after[2] == "2026-11-27T06:00:00Z")
        #expect(after[3] == "2026-11-29T08:30:00Z")
        let stretch = try #require(try home.tasks().first { $0["id"] as? Int == 2 })
        #expect((stretch["recurrence"] as? [String: Any])?["rule"] as? String == "FREQ=DAILY")
    }

    @Test func byAndTo() throws {
        #expect(
            try home.todo("snooze", "3", "--by", "2d")
                == "Snoozed task 3: Dentist; due Mon 30 Nov 09:30 (in 4 days)\n")
        #expect(
            try home.todo("snooze", "3", "--by", "3h")
                == "Snoozed task 3: Dentist; due Mon 30 Nov 12:30 (in 4 days)\n")
        #expect(
            try home.todo("snooze", "4", "--to", "friday 9am")
                == "Snoozed task 4: Someday; due Fri 27 Nov 09:00 (tomorrow 09:00)\n")
        let after = try deadlines()
        #expect(after[3] == "2026-11-30T11:30:00Z" && after[4] == "2026-11-27T08:00:00Z")
    }

    @Test func overdueNamesEveryOverdueTaskAndUndoTakesItBack() throws {
        let before = try deadlines()
        let run = try BuiltBinary.run(
            ["snooze", "overdue", "--json"], environment: home.environment, in: home.folder)
        #expect(run.status == 0, "\(run.errors)")
        let tasks = try #require(BuiltBinary.jsonObjects(run.output))
        #expect(tasks.map { $0["id"] as? Int } == [1, 2])
        #expect(tasks.map { $0["deadline"] as? String } == ["2026-11-26T16:00:00Z", "2026-11-27T06:00:00Z"])
        #expect(tasks.allSatisfy { $0["state"] as? String == "pending" })
        let log = try home.todo("log", "-n", "1")
        #expect(
            log.contains("snooze overdue") && log.contains("task 1: Pay the rent")
                && log.contains("task 2: Stretch"))
        #expect(try home.todo("undo").hasPrefix("Undid \"snooze overdue\""))
        #expect(try deadlines() == before)
        #expect(try home.todo("snooze", "overdue").split(separator: "\n").count == 2)
        #expect(try home.todo("snooze", "overdue") == "No overdue task to snooze.\n")
        #expect(try home.todo("snooze", "overdue", "--json") == "[]\n")
    }

    @Test(arguments: [
        (["snooze", "1", "5"], 3, "task 5 is completed"),
        (["snooze", "1", "4"], 3, "task 4 has no deadline to move: give it one with --to WHEN"),
        (["snooze", "4", "--by", "1d"], 3, "task 4 has no deadline"),
        (["snooze", "3", "1", "--by", "1h"], 3, "task 1 would still be overdue"),
        (["snooze", "1", "99"], 4, "99"),
        (["snooze", "1", "--to", "2026-11-01"], 3, "in the past"),
        (["snooze", "1", "--by", "0"], 2, "'--by' takes a duration"),
        (["snooze", "1", "--by", "soon"], 2, "'--by' takes a duration"),
        (["snooze", "1", "--to", "whenever"], 2, "whenever"),
        (["snooze", "1", "--by", "1d", "--to", "friday"], 2, "cannot be used together"),
        (["snooze", "overdue", "3"], 2, "unexpected argument '3'"),
        (["snooze", "x"], 2, "'x' is not a task id"),
        (["snooze"], 2, "needs"),
    ])
    func refusalsChangeNothing(words: [String], status: Int32, message: String) throws {
        let store = home.storeBytes
        let run = try BuiltBinary.run(words, environment: home.environment, in: home.folder)
        #expect(run.status == status, "\(run.errors)")
        #expect(run.errors.hasPrefix("todo: ") && run.errors.contains(message), "\(run.errors)")
        #expect(run.output.isEmpty && home.storeBytes == store)
        let json = try BuiltBinary.run(words + ["--json"], environment: home.environment, in: home.folder)
        #expect(json.status == status && json.errors.hasPrefix(#"{"error":{"code":"#))
    }

    @Test func hooksSeeTheSnoozeAsAnEdit() throws {
        try home.hook(
            "on-modify",
            """
            IFS= read -r before
            IFS= read -r after
            printf '%s\\n' "$after" >> modified.txt
            printf '%s\\n' "$after" | sed 's/"tags":\\[\\]/"tags":["snoozed"]/'
            """)
        try home.hook("on-change", "cat >> changed.txt")
        try home.todo("snooze", "1", "2")
        #expect(try home.objects(in: "modified.txt").map { $0["id"] as? Int } == [1, 2])
        let changed = try home.objects(in: "changed.txt")
        #expect(changed.map { $0["command"] as? String } == ["snooze", "snooze"])
        #expect(try home.tasks().filter { ($0["tags"] as? [String]) == ["snoozed"] }.count == 2)
        try home.hook("on-modify", "cat > /dev/null; echo no >&2; exit 1")
        let store = home.storeBytes
        #expect(try home.run("snooze", "3").status == 3 && home.storeBytes == store)
    }

    @Test func overdueInAContextSnoozesTheContextsTasksOnly() throws {
        try home.todo("edit", "1", "--tag", "home")
        try home.todo("context", "define", "home", "+home")
        try home.todo("context", "use", "home")
        #expect(
            try home.todo("snooze", "overdue")
                == "Snoozed task 1: Pay the rent; due Thu 26 Nov 17:00 (in 7 h)\n")
        #expect(try deadlines()[2] == "2026-11-23T06:00:00Z")
        #expect(try home.todo("snooze", "2").hasPrefix("Snoozed task 2"), "ids ignore the context")
    }
}
