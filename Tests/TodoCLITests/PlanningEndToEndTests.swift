import Foundation
import TestSupport
import Testing

/// `agenda` and `calendar` through the built binary, in Berlin on Thursday 26 November 2026 at
/// 10:00: the lines printed, `--json`, the options and their refusals, a context, and the days
/// of a daylight saving change in New York.
@Suite struct PlanningEndToEndTests {
    let home = ConfigHome()

    /// 1 Pay the rent (overdue), 2 Stretch every day at 07:00 (overdue), 3 Water plants every
    /// day at 18:00, 4 Dentist +health on Saturday, 5 Someday (no deadline), 6 Weekly review
    /// every Friday at 16:00, 7 completed.
    init() throws {
        try home.addOverdueBerlinTasks()
        try home.todo("add", "Water plants", "--every", "day", "--due", "2026-11-26 18:00")
        try home.todo("add", "Dentist", "--due", "2026-11-28 09:30", "+health")
        try home.todo("add", "Someday")
        try home.todo("add", "Weekly review", "--every", "friday", "--due", "2026-11-27 16:00")
        try home.todo("add", "Done one", "--due", "2026-11-27")
        try home.todo("complete", "7")
    }

    func json(_ words: String...) throws -> [String: Any] {
        let run = try BuiltBinary.run(words + ["--json"], environment: home.environment, in: home.folder)
        try #require(run.status == 0, "\(run.errors)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    }

    @Test func aWaitingTaskIsLeftOutOfTheAgendaAndTheCalendarUntilItsWait() throws {
        func dueOnSaturday() throws -> Int? {
            let days = try #require(try json("calendar")["days"] as? [[String: Any]])
            return days.first { $0["date"] as? String == "2026-11-28" }?["due"] as? Int
        }
        let before = try #require(try dueOnSaturday())
        try home.todo("edit", "4", "--wait", "2026-11-27 12:00")
        #expect(!(try home.todo("agenda").contains("Dentist")))
        #expect(try dueOnSaturday() == before - 1)
        try home.todo("edit", "4", "--no-wait")
        #expect(try home.todo("agenda").contains("Dentist"))
    }

    @Test func theAgendaListsOverdueThenEachDay() throws {
        #expect(
            try home.todo("agenda", "--days", "3") == """
                Overdue (2)
                  2  Mon 23 Nov 07:00  Stretch ↻
                  1  Tue 24 Nov 17:00  Pay the rent

                Thu 26 Nov, today (1)
                  3  18:00  Water plants ↻

                Fri 27 Nov, tomorrow (3)
                  2  07:00  Stretch ↻ (repeat)
                  6  16:00  Weekly review ↻
                  3  18:00  Water plants ↻ (repeat)

                Sat 28 Nov (3)
                  2  07:00  Stretch ↻ (repeat)
                  4  09:30  Dentist
                  3  18:00  Water plants ↻ (repeat)

                """)
        let week = try home.todo("agenda")
        #expect(week.components(separatedBy: "\n\n").count == 8, "overdue and seven days: \(week)")
        #expect(
            week.contains(
                "Wed 2 Dec (2)\n  2  07:00  Stretch ↻ (repeat)\n  3  18:00  Water plants ↻ (repeat)\n"))
        #expect(!week.contains("Thu 3 Dec"))
        #expect(!week.contains("Someday") && !week.contains("Done one"))
    }

    @Test func anEmptyDayHasItsHeading() throws {
        home.now = "2026-12-20T09:00:00Z"
        try home.todo("delete", "2", "3", "6")
        #expect(
            try home.todo("agenda", "--days", "2")
                == "Overdue (2)\n  1  Tue 24 Nov 17:00  Pay the rent\n  4  Sat 28 Nov 09:30  Dentist\n\n"
                + "Sun 20 Dec, today\n  nothing due\n\nMon 21 Dec, tomorrow\n  nothing due\n")
    }

    @Test func theAgendaInJSON() throws {
        let agenda = try json("agenda", "--days", "2")
        let overdue = try #require(agenda["overdue"] as? [[String: Any]])
        #expect(overdue.map { $0["id"] as? Int } == [2, 1])
        #expect(overdue.allSatisfy { $0["state"] as? String == "overdue" && $0["projected"] == nil })
        let days = try #require(agenda["days"] as? [[String: Any]])
        #expect(days.map { $0["date"] as? String } == ["2026-11-26", "2026-11-27"])
        let tomorrow = try #require(days[1]["tasks"] as? [[String: Any]])
        #expect(tomorrow.map { $0["id"] as? Int } == [2, 6, 3])
        #expect(tomorrow.map { $0["projected"] as? Bool } == [true, false, true])
        #expect(
            tomorrow.map { $0["deadline"] as? String } == [
                "2026-11-27T06:00:00Z", "2026-11-27T15:00:00Z", "2026-11-27T17:00:00Z",
            ])
        #expect(tomorrow[0]["title"] as? String == "Stretch" && tomorrow[0]["recurrence"] is [String: Any])
        let empty = try json("agenda", "--days", "1")
        #expect((empty["days"] as? [[String: Any]])?.count == 1)
    }

    @Test(arguments: [
        (["agenda", "--days", "0"], 2, "--days"), (["agenda", "--days", "x"], 2, "--days"),
        (["agenda", "--days", "367"], 2, "--days"), (["agenda", "extra"], 2, "unexpected argument"),
        (["calendar", "2026-13"], 2, "a month such as 2026-04 or april"), (["cal", "frob"], 2, "not 'frob'"),
        (["calendar", "april", "may"], 2, "unexpected argument"),
    ])
    func refusals(words: [String], status: Int32, message: String) throws {
        let run = try BuiltBinary.run(words, environment: home.environment, in: home.folder)
        #expect(
            run.status == status && run.errors.hasPrefix("todo: ") && run.errors.contains(message),
            "\(run.errors)")
        #expect(run.output.isEmpty)
    }

    @Test func theCalendarCountsEachDay() throws {
        #expect(
            try home.todo("calendar") == """
                           November 2026
                  Mo   Tu   We   Th   Fr   Sa   Su
                                                 1
                                                 ·
                   2    3    4    5    6    7    8
                   ·    ·    ·    ·    ·    ·    ·
                   9   10   11   12   13   14   15
                   ·    ·    ·    ·    ·    ·    ·
                  16   17   18   19   20   21   22
                   ·    ·    ·    ·    ·    ·    ·
                  23   24   25  [26]  27   28   29
                   1    1    ·    1    3    3    2
                  30
                   2
                13 due in November; [26] is today

                """)
        #expect(try home.todo("cal", "december").hasPrefix("           December 2026\n"))
        #expect(!(try home.todo("cal", "2026-12")).contains("is today"))
        #expect(try home.todo("cal", "march").hasPrefix("            March 2027\n"))
    }

    @Test func theCalendarReadsAtFortyColumns() throws {
        for month in ["2026-11", "2026-03", "2027-02"] {
            let run = try home.run("cal", month, extra: ["COLUMNS": "40"])
            for line in run.output.split(separator: "\n") {
                #expect(line.count <= 40, "\(line)")
            }
        }
    }

    @Test func theCalendarInJSON() throws {
        let calendar = try json("calendar", "2026-12")
        #expect(calendar["month"] as? String == "2026-12")
        let days = try #require(calendar["days"] as? [[String: Any]])
        #expect(days.count == 31 && days.first?["date"] as? String == "2026-12-01")
        #expect(days.last?["date"] as? String == "2026-12-31")
        let due = days.compactMap { $0["due"] as? Int }
        // Stretch and Water plants each day, Weekly review on Fridays (4, 11, 18, 25).
        #expect(due.count == 31)
        #expect(due[0] == 2 && due[3] == 3 && due[24] == 3 && due.reduce(0, +) == 62 + 4)
        let november = try json("cal", "november")
        let counts = try #require(november["days"] as? [[String: Any]]).compactMap { $0["due"] as? Int }
        #expect(counts.count == 30 && Array(counts[22...]) == [1, 1, 0, 1, 3, 3, 2, 2])
    }

    @Test func aContextNarrowsThePlan() throws {
        try home.todo("context", "define", "health", "+health")
        try home.todo("context", "use", "health")
        let agenda = try home.todo("agenda", "--days", "3")
        #expect(
            agenda.hasPrefix("Context: health (+health)\nThu 26 Nov, today\n  nothing due\n"), "\(agenda)")
        #expect(agenda.contains("Sat 28 Nov (1)\n  4  09:30  Dentist\n") && !agenda.contains("Stretch"))
        let calendar = try json("cal")
        let counts = try #require(calendar["days"] as? [[String: Any]]).compactMap { $0["due"] as? Int }
        #expect(counts.reduce(0, +) == 1 && counts[27] == 1)
        #expect(try home.todo("agenda", "--no-context", "--days", "1").contains("Overdue (2)"))
    }

    /// 1 November 2026 in New York has 25 hours; a task at 23:30 that day is on that day.
    @Test func theDaysOfAClockChange() throws {
        let other = ConfigHome()
        other.extra["TZ"] = "America/New_York"
        other.now = "2026-10-31T16:00:00Z"
        try other.todo("add", "Late", "--due", "2026-11-01 23:30")
        try other.todo("add", "Early", "--due", "2026-11-02 00:00")
        try other.todo("add", "Nightly", "--every", "day", "--due", "2026-10-31 23:30")
        let run = try BuiltBinary.run(
            ["agenda", "--days", "3", "--json"], environment: other.environment, in: other.folder)
        let agenda = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let days = try #require(agenda["days"] as? [[String: Any]])
        let titles = days.map {
            ($0["tasks"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
        }
        #expect(titles == [["Nightly"], ["Late", "Nightly"], ["Early", "Nightly"]])
        let deadlines = days.map {
            ($0["tasks"] as? [[String: Any]] ?? []).compactMap { $0["deadline"] as? String }
        }
        // 23:30 is 03:30 UTC under daylight saving time, 04:30 after it.
        #expect(deadlines[0] == ["2026-11-01T03:30:00Z"] && deadlines[1][0] == "2026-11-02T04:30:00Z")
        #expect(
            try other.todo("agenda", "--days", "3").contains(
                "Sun 1 Nov, tomorrow (2)\n  1  23:30  Late\n  3  23:30  Nightly ↻ (repeat)\n"))
    }
}
