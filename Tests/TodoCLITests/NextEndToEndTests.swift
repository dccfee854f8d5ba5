import Foundation
import TestSupport
import Testing

/// `todo next` through the built binary. Its order is tested with pairs of tasks that differ
/// in one term of urgency only, the more urgent one always added second, so that the tie rule
/// (the lower id first) would put it last if the term did not count.
@Suite struct NextEndToEndTests {
    let home = ConfigHome()

    func run(_ words: String..., now: String = "2026-03-01T09:30:00Z") throws -> (
        output: String, status: Int32
    ) {
        let run = try BuiltBinary.run(
            words, environment: home.environment.merging(["TODO_NOW": now]) { $1 }, in: home.folder)
        return (run.output + run.errors, run.status)
    }

    /// The ids `next --json` offers, in order, with their urgency.
    func offered(_ words: String...) throws -> [(id: Int, urgency: Double)] {
        let run = try BuiltBinary.run(
            ["next", "--json"] + words, environment: home.environment, in: home.folder)
        try #require(run.status == 0, "\(run.errors)")
        let tasks = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        return tasks.map { (($0["id"] as? Int) ?? -1, ($0["urgency"] as? Double) ?? -1) }
    }

    func order() throws -> [Int] { try offered().map(\.id) }

    @Test func aNearerDeadlineComesFirst() throws {
        try home.todo("add", "Later", "--due", "2026-03-09 12:00")
        try home.todo("add", "Sooner", "--due", "2026-03-04 12:00")
        #expect(try order() == [2, 1])
    }

    @Test func aPassedDeadlineComesBeforeOneAboutToCome() throws {
        try home.todo("add", "Due within the hour", "--due", "2026-03-01 10:15")
        try run("add", "Overdue", "--due", "2026-02-28 10:00", now: "2026-02-27T09:30:00Z")
        let offered = try offered()
        #expect(offered.map(\.id) == [2, 1])
        #expect(offered[0].urgency > offered[1].urgency + 2)
    }

    @Test func priorityComesFirst() throws {
        try home.todo("add", "No priority")
        try home.todo("add", "Low priority", "--priority", "low")
        #expect(try order() == [2, 1])
        #expect(try offered().map(\.urgency) == [2, 0])
    }

    @Test func todaysGoalComesFirst() throws {
        try home.todo("add", "Not in the goal")
        try home.todo("add", "In the goal")
        try home.todo("goal", "set", "Ship it", "-t", "2")
        #expect(try order() == [2, 1])
        #expect(try offered().map(\.urgency) == [5, 0])
    }

    @Test func anOlderTaskComesFirst() throws {
        let tasks = """
            [{"title":"Made today","createdAt":"2026-03-01T09:00:00Z"},
             {"title":"Made long ago","createdAt":"2025-09-01T09:00:00Z"}]
            """
        let run = try BuiltBinary.run(
            ["import", "-"], environment: home.environment, in: home.folder, input: Array(tasks.utf8))
        try #require(run.status == 0, "\(run.errors)")
        let offered = try offered()
        #expect(offered.map(\.id) == [2, 1])
        #expect(offered[0].urgency == 1.81)
    }

    @Test func aTaskOthersWaitOnComesFirstAndTheyAreNotOffered() throws {
        try home.todo("add", "Blocks nothing")
        try home.todo("add", "Book the van")
        try home.todo("add", "Pack the boxes", "--blocked-by", "2")
        try home.todo("add", "Load the van", "--blocked-by", "2")
        let offered = try offered()
        #expect(offered.map(\.id) == [2, 1])
        #expect(offered.map(\.urgency) == [4, 0])
        try home.todo("done", "2")
        #expect(try order() == [1, 3, 4])
    }

    @Test func aWaitingTaskIsNotOfferedUntilItsWaitHasPassed() throws {
        try home.todo("add", "Call the landlord", "--wait", "2026-03-03 09:00", "--priority", "high")
        try home.todo("add", "Read the book")
        #expect(try order() == [2])
        let later = try BuiltBinary.run(
            ["next", "--json"],
            environment: home.environment.merging(["TODO_NOW": "2026-03-03T10:00:00Z"]) { $1 },
            in: home.folder)
        let first = try #require(later.output.range(of: #""id":1"#))
        let second = try #require(later.output.range(of: #""id":2"#))
        #expect(first.lowerBound < second.lowerBound)
    }

    @Test func equalUrgencyGoesToTheEarlierDeadlineThenTheLowerId() throws {
        // Deadlines beyond 14 days add nothing: the two are equal but for the date.
        try home.todo("add", "Due in April", "--due", "2026-04-20")
        try home.todo("add", "Due late in March", "--due", "2026-03-30")
        try home.todo("add", "No deadline")
        try home.todo("add", "No deadline either")
        #expect(try order() == [2, 1, 3, 4])
    }

    @Test func completedTasksAreLeftOutAndNLimits() throws {
        for index in 1...12 { try home.todo("add", "Task \(index)") }
        try home.todo("done", "1")
        #expect(try order() == Array(2...11))
        #expect(try offered("3").map(\.id) == [2, 3, 4])
    }

    @Test func peopleSeeTheUrgencyBeforeEachRow() throws {
        try home.todo("add", "Pay the rent", "--due", "2026-03-02 10:00", "--priority", "high")
        try home.todo("add", "Read the book")
        #expect(
            try run("next").output == """
                Next (2)
                  15.3  1    !!! Pay the rent   Mon 2 Mar 10:00  tomorrow 10:00
                   0.0  2        Read the book

                """)
        try home.todo("done", "1", "2")
        #expect(
            try run("next").output == "Nothing to do next: no open task is ready (see 'todo list all').\n")
    }

    @Test func showGivesTheUrgencyAndItsTerms() throws {
        try home.todo("add", "Pay the rent", "--due", "2026-03-02 10:00", "--priority", "high")
        let shown = try run("show", "1").output
        #expect(
            shown.contains("  Urgency:     15.3 (see 'todo help next')\n    deadline  9.3  due in 1 day\n"))
        #expect(shown.contains("    priority  6.0  high\n"))
        try home.todo("done", "1")
        #expect(!(try run("show", "1").output.contains("Urgency")))
    }

    @Test func theActiveContextNarrowsIt() throws {
        try home.todo("add", "Write the report", "+work", "--priority", "high")
        try home.todo("add", "Fix the fence", "+home")
        try home.todo("context", "define", "home", "+home")
        try home.todo("context", "use", "home")
        #expect(try order() == [2])
        #expect(try offered("--no-context").map(\.id) == [1, 2])
    }

    @Test(arguments: ["three", "0", "-1", "1.5"])
    func aCountThatIsNoNumberIsAUsageError(word: String) throws {
        let (output, status) = try run("next", word)
        #expect(status == 2)
        #expect(output.hasPrefix("todo: "))
        #expect(output.split(separator: "\n").count == 1)
    }

    /// The README's plan is real: its session, run again, prints what it shows.
    @Test func theReadmesPlanIsRealOutput() throws {
        let session = try ReadmeSession(under: "Planning: next, agenda, waiting and blocked")
        #expect(session.exports == "$ export TZ=Europe/Berlin TODO_NOW=2026-11-25T08:30:00Z")
        #expect(session.commands.map { $0.words.first }.contains("next"))
        #expect(session.commands.map { $0.words.first }.contains("agenda"))
        try session.expectRealOutput(in: home.folder, now: "2026-11-25T08:30:00Z", zone: "Europe/Berlin")
    }
}
