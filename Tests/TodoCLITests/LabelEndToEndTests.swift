import Foundation
import TestSupport
import Testing

/// Tags, projects, priority and `list`'s filters through the built binary.
@Suite struct LabelEndToEndTests {
    let folder = TemporaryFolder()

    var environment: [String: String] {
        BuiltBinary.environment(storeIn: folder, now: "2026-03-04T09:30:00Z", zone: "Europe/Berlin")
    }

    func todo(_ words: String...) throws -> BuiltBinary.Run {
        try BuiltBinary.run(words, environment: environment, in: folder)
    }

    /// The ids `list --json WORDS` shows, in display order.
    func ids(_ words: String...) throws -> [Int] {
        let run = try BuiltBinary.run(["list", "--json"] + words, environment: environment, in: folder)
        #expect(run.status == 0, "\(words): \(run.errors)")
        let tasks = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        return tasks.compactMap { $0["id"] as? Int }
    }

    /// Wednesday 4 March 2026, 10:30 in Berlin.
    func fill() throws {
        let adds: [[String]] = [
            ["Buy milk", "+errand", "--project", "home", "--due", "today 18:00", "-l", "Corner shop"],
            [
                "Fix the fence", "+weekend", "--project", "home.garden", "--priority", "high", "--due",
                "saturday",
            ],
            ["Learn C++", "--project", "homework", "--priority", "low", "-d", "Chapter on templates"],
            ["Pay tax +2026", "--tag", "Money", "--tag", "q2026", "--due", "tomorrow"],
            ["Call the plumber", "+phone", "+ERRAND", "--priority", "high", "-a", "Hauptstraße 5, Berlin"],
            ["Water plants", "--project", "Home.Garden.Shed"],
        ]
        for words in adds {
            let run = try BuiltBinary.run(["add"] + words, environment: environment, in: folder)
            #expect(run.status == 0, "\(words): \(run.errors)")
        }
    }

    @Test func filtersAloneAndCombined() throws {
        try fill()
        #expect(try ids() == [1, 4, 2, 3, 5, 6])
        #expect(try ids("+errand") == [1, 5])
        #expect(try ids("-errand") == [4, 2, 3, 6])
        #expect(try ids("priority:high") == [2, 5])
        #expect(try ids("due:today") == [1])
        #expect(try ids("due:tomorrow") == [4])
        #expect(try ids("due:week") == [1, 4, 2])
        #expect(try ids("due:none") == [3, 5, 6])
        #expect(try ids("plumber") == [5])
        #expect(try ids("templates") == [3])
        #expect(try ids("hauptstraße") == [5])
        #expect(try ids("corner") == [1])
        #expect(try ids("+errand", "priority:high") == [5])
        #expect(try ids("project:home", "-weekend", "due:none") == [6])
        #expect(try ids("pending", "+errand", "milk") == [1])
        #expect(try ids("+errand", "due:week", "-phone") == [1])
        #expect(try ids("+errand", "+weekend") == [])
        let none = try todo("list", "+errand", "+weekend")
        #expect(none.output == "No task matches \"+errand +weekend\".\n" && none.status == 0)
    }

    @Test func projectsNestWithDotsAndOnlyThen() throws {
        try fill()
        #expect(try ids("project:home") == [1, 2, 6])
        #expect(try ids("project:home.garden") == [2, 6])
        #expect(try ids("project:home.garden.shed") == [6])
        #expect(try ids("project:homework") == [3])
        #expect(
            try todo("projects").output
                == "home              3\nhome.garden       2\nHome.Garden.Shed  1\nhomework          1\n")
    }

    @Test func tagsProjectsAndTextIgnoreCase() throws {
        try fill()
        #expect(try ids("+ERRAND") == [1, 5])
        #expect(try ids("+Errand", "-PHONE") == [1])
        #expect(try ids("project:HOME.garden") == [2, 6])
        #expect(try ids("MILK") == [1])
        #expect(try ids("Priority:HIGH") == [2, 5])
        #expect(try todo("tags").output == "errand   2\nMoney    1\nphone    1\nq2026    1\nweekend  1\n")
    }

    /// A NAME starts with a letter: `+2026` stays in the title and is found as text, while
    /// `q2026` is a tag; a date is no tag name.
    @Test func aTagThatLooksLikeADateOrANumber() throws {
        try fill()
        let shown = try todo("--json", "show", "4")
        let task = try #require(
            try JSONSerialization.jsonObject(with: Data(shown.output.utf8)) as? [String: Any])
        #expect(task["title"] as? String == "Pay tax +2026")
        #expect(task["tags"] as? [String] == ["Money", "q2026"])
        #expect(try ids("+q2026") == [4])
        #expect(try ids("+2026") == [4])
        #expect(try ids("2026") == [4])
        for name in ["2026-03-01", "2026", "3.5"] {
            let refused = try todo("add", "Another", "--tag", name)
            #expect(refused.status == 2)
            #expect(refused.errors.hasPrefix("todo: '\(name)' is not a tag name"))
        }
        #expect(try todo("list", "-2026").status == 2)
    }

    @Test func aPlusInsideAWordStaysInTheTitle() throws {
        try fill()
        #expect(
            try todo("add", "Read", "about", "C++", "and", "a+b", "+").output
                == "Added task 7: Read about C++ and a+b +\n")
        #expect(try ids("c++") == [3, 7])
        #expect(try ids("+") == [4, 3, 7])
    }

    @Test func aDashedNameIsAFilterButDashHIsHelp() throws {
        try fill()
        #expect(try ids("-errand", "-weekend") == [4, 3, 6])
        let help = try todo("list", "-h")
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("Usage: todo list [STATE] [FILTER…]"))
        #expect(try ids("-hx") == [1, 4, 2, 3, 5, 6])
        let unknown = try todo("add", "x", "-errand")
        #expect(unknown.status == 2 && unknown.errors == "todo: unknown option '-e'\n")
    }

    /// On a terminal 40 columns wide (a pseudo-terminal from util-linux's `script`), every row
    /// stays one line: the dates and location give way, then the labels, then the title.
    @Test func listReadsAtFortyColumns() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            if ProcessInfo.processInfo.environment["CI"] != nil {
                Issue.record("script (bsdutils) is missing")
            }
            return
        }
        try fill()
        var variables = environment
        variables["TERM"] = "dumb"
        let run = try BuiltBinary.run(
            ["-qec", "stty cols 40 rows 24; exec '\(BuiltBinary.path)' list", "/dev/null"],
            environment: variables,
            in: folder, executable: "/usr/bin/script")
        #expect(run.status == 0)
        let lines = run.output.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n")
        #expect(
            lines == [
                "Pending (6)",
                "  1        Buy milk +errand [home]",
                "  4        Pay tax +2026 +Money +q2026",
                "  2    !!! Fix the fence +weekend [home…",
                "  3    !   Learn C++ [homework]",
                "  5    !!! Call the plumber +ERRAND +ph…",
                "  6        Water plants [Home.Garden.Sh…",
            ])
        #expect(lines.allSatisfy { $0.count <= 40 })
    }
}
