import Foundation
import Testing

@testable import TodoCLI

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `stats --week`, `--month`, `--year`: the terminal charts, their JSON, and the SVG picture.
@Suite struct ProgressCommandTests {
    let sandbox = Sandbox()

    /// A week of goals and completions, Monday 23 February to Sunday 1 March 2026 (today).
    func fillWeek() {
        let days = [("23", 2, true), ("24", 0, false), ("25", 4, true), ("27", 1, false), ("01", 3, false)]
        var id = 0
        for (day, completed, achieved) in days {
            sandbox.now = (day == "01" ? "2026-03-" : "2026-02-") + day + "T08:00:00Z"
            sandbox.run("goal", "set", "Goal of day \(day)")
            for _ in 0..<completed {
                id += 1
                sandbox.run("add", "Task \(id)")
                sandbox.run("done", String(id))
            }
            if achieved { sandbox.run("goal", "done") }
        }
        sandbox.now = "2026-03-01T09:30:00Z"
    }

    @Test func theWeekChart() {
        fillWeek()
        let result = sandbox.run("stats", "--week")
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.output
                == """
                Tasks completed, week of Mon 23 Feb 2026
                Mon 23 2 ███████████████                 ✓ Goal of day 23
                Tue 24 0                                 ✗ Goal of day 24
                Wed 25 4 ██████████████████████████████  ✓ Goal of day 25
                Thu 26 0
                Fri 27 1 ███████▌                        ✗ Goal of day 27
                Sat 28 0
                Sun  1 3 ██████████████████████▌         ✗ Goal of day 01
                10 completed · goals achieved 2 of 5
                ✓ goal achieved  ✗ goal not achieved

                """)
    }

    @Test(arguments: [40, 80])
    func everyChartFitsTheTerminal(width: Int) {
        fillWeek()
        sandbox.run(
            "goal", "set", "--replace", "A goal whose title goes on and on past the edge of any terminal")
        for period in ["--week", "--month", "--year"] {
            let result = sandbox.run(["stats", period], terminalWidth: width)
            #expect(result.status == 0)
            #expect(result.output.contains("\u{1B}["), "a terminal gets colours")
            let plain = result.output.replacing(/\x1B\[[0-9;]*m/, with: "")
            for line in plain.split(separator: "\n") {
                #expect(TerminalText.width(String(line)) <= width, "\(period): \(line)")
            }
            #expect(result.output.contains("█"), "\(period) draws bars at \(width) columns")
        }
        sandbox.environment["NO_COLOR"] = "1"
        let narrow = sandbox.run(["stats", "--week"], terminalWidth: width).output
        #expect(narrow.contains("✓ Goal of day 23\n"), "a short title is not cut")
        #expect(narrow.contains("✗ A goal whose") && narrow.contains("…\n"))
    }

    @Test func colourOnlyWhereAsked() {
        fillWeek()
        sandbox.environment["NO_COLOR"] = "1"
        #expect(!sandbox.run(["stats", "--month"], terminalWidth: 80).output.contains("\u{1B}["))
        let forced = sandbox.run("stats", "--week", "--color", "always").output
        #expect(forced.contains("\u{1B}[32m✓\u{1B}[0m") && forced.contains("\u{1B}[31m✗\u{1B}[0m"))
        #expect(forced.contains("\u{1B}[36m██"))
    }

    @Test func theMonthAndYearCharts() {
        fillWeek()
        sandbox.now = "2026-02-27T12:00:00Z"
        let month = sandbox.run("stats", "--month").output
        #expect(month.hasPrefix("Tasks completed, February 2026\nSun  1 0\n"))
        #expect(month.contains("Sat 28\n"), "a day after today has no figure")
        #expect(month.contains("Goals each week: ░ set, █ achieved\n"))
        #expect(month.contains("1 Feb     0\n          0\n2–8 Feb   0\n"))
        #expect(
            month.hasSuffix(
                "23–28 Feb 4 " + String(repeating: "░", count: 40) + "\n          2 "
                    + String(repeating: "█", count: 20) + "\n"))
        let year = sandbox.run("stats", "--year").output
        #expect(year.hasPrefix("Goals, 2026: ░ set, █ achieved\nJan 0\n    0\nFeb 4 ░"))
        #expect(year.contains("Mar\nApr\n"))
        #expect(year.hasSuffix("Goals achieved 2 of 4 · 7 completed\n"))
    }

    func json(_ words: String...) throws -> [String: Any] {
        let result = sandbox.run(words)
        #expect(result.status == 0, "\(result.errors)")
        return try #require(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    }

    @Test func theJSONShapes() throws {
        fillWeek()
        let week = try json("stats", "--week", "--json")
        #expect(week["from"] as? String == "2026-02-23" && week["to"] as? String == "2026-03-01")
        #expect(week["completed"] as? Int == 10 && week["goalsAchieved"] as? Int == 2)
        let days = try #require(week["days"] as? [[String: Any]])
        #expect(days.count == 7)
        #expect(days[0]["date"] as? String == "2026-02-23" && days[0]["completed"] as? Int == 2)
        #expect(days[0]["goal"] as? String == "Goal of day 23" && days[0]["goalAchieved"] as? Bool == true)
        #expect(days[3]["goal"] is NSNull && days[3]["goalAchieved"] is NSNull)
        sandbox.now = "2026-02-27T12:00:00Z"
        let month = try json("stats", "--month", "--json")
        #expect((month["days"] as? [Any])?.count == 28)
        let weeks = try #require(month["weeks"] as? [[String: Any]])
        #expect(
            weeks.map { $0["from"] as? String } == [
                "2026-02-01", "2026-02-02", "2026-02-09", "2026-02-16", "2026-02-23",
            ])
        #expect(weeks.last?["goals"] as? Int == 4 && weeks.last?["goalsAchieved"] as? Int == 2)
        let year = try json("stats", "--year", "--json")
        let months = try #require(year["months"] as? [[String: Any]])
        #expect(months.count == 12 && months[1]["month"] as? String == "2026-02")
        #expect(months[1]["goals"] as? Int == 4 && months[1]["completed"] as? Int == 7)
        #expect(year["goals"] as? Int == 4 && year["completed"] as? Int == 7 && year["days"] == nil)
    }

    /// Parses `text` as XML and returns the elements' names and the text inside them.
    func parseXML(_ text: String) throws -> (elements: [String], text: String) {
        final class Collector: NSObject, XMLParserDelegate {
            var elements: [String] = []
            var text = ""
            func parser(
                _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                qualifiedName: String?,
                attributes: [String: String] = [:]
            ) { elements.append(name) }
            func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
        }
        let parser = XMLParser(data: Data(text.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
        return (collector.elements, collector.text)
    }

    @Test(arguments: ["--week", "--month", "--year"])
    func theSVGIsWellFormedXML(period: String) throws {
        fillWeek()
        sandbox.run("goal", "set", "--replace", "Tricky <b>&</b> \"quotes\" \u{07} 'and' more")
        let path = sandbox.folder.file("chart.svg")
        let result = sandbox.run("stats", period, "--svg", path)
        #expect(result.status == 0, "\(result.errors)")
        let svg = String(decoding: sandbox.folder.bytes("chart.svg") ?? [], as: UTF8.self)
        #expect(
            svg.hasPrefix(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        let (elements, text) = try parseXML(svg)
        #expect(elements.first == "svg" && elements.filter { $0 == "rect" }.count > 5)
        if period != "--year" {
            #expect(text.contains("Tricky <b>&</b> \"quotes\" \\x07 'and' more"))
        }
        #expect(text.contains(period == "--year" ? "Tasks completed each month" : "Tasks completed each day"))
        #expect(sandbox.folder.mode("chart.svg") == 0o644)
        #expect(result.output.hasPrefix(period == "--year" ? "Goals, 2026" : "Tasks completed, "))
        let toStdout = sandbox.run("stats", period, "--svg", "-").output
        #expect(toStdout == svg)
    }

    @Test(arguments: [
        (["stats", "--week", "--month"], 2, "todo: '--week' and '--month' cannot be used together\n"),
        (["stats", "--svg", "x.svg"], 2, "todo: '--svg' goes with --week, --month or --year\n"),
        (["stats", "--year", "--svg"], 2, "todo: option '--svg' needs a value\n"),
    ])
    func badOptions(words: [String], status: Int32, message: String) {
        let result = sandbox.run(words)
        #expect(result.status == status && result.errors == message)
    }

    @Test func aFileThatCannotBeWrittenIsRefused() {
        let path = sandbox.folder.file("missing/chart.svg")
        let result = sandbox.run("stats", "--week", "--svg", path)
        #expect(result.status == 3)
        #expect(
            result.errors == "todo: cannot write '\(path)': No such file or directory; nothing was written\n")
    }
}
