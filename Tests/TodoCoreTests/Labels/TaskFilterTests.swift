import Foundation
import TestSupport
import Testing

@testable import TodoCore

/// The filter reads summaries (`list`) and whole tasks (`list --json`) alike, and both agree
/// with a plain reading of the rules written here with Foundation's Strings.
@Suite struct TaskFilterTests {
    static let words = [
        "+milk", "+MILK", "+Café", "+café", "-milk", "-rent", "project:rent", "project:Café", "project:milk",
        "priority:high", "priority:l", "due:today", "due:tomorrow", "due:week", "due:none", "milk", "MILK",
        "\"quoted", "slash", "日本", "🦊", "NAÏVE", "a", "tab\t", "+x", "-日本",
        "energy:low", "energy:médium", "ENERGY:high", "energy:none", "energy:any", "estimate:2",
        "estimate:1000",
        "estimate:-1.5", "estimate:none", "started:2026-03-01", "started:2026-02-28", "started:any",
        "note:milk", "note:CAFÉ", "note:\"quoted\"", "note:none", "note:any", "nothing:milk",
    ]

    /// The tasks of `StoreCodecTests`: hostile text in every field (escapes, quotes, controls)
    /// and in the tags and projects too, as an import may bring them; fields of one's own too.
    static let tasks = UserFieldSamples.adding(to: StoreCodecTests.sampleTasks(count: 300, seed: 7), seed: 8)
    static let schema = TaskSchema(declarations: UserFieldSamples.declarations)

    static func store(
        _ tasks: [TodoTask], declarations: [FieldDeclaration] = UserFieldSamples.declarations
    ) throws -> (summaries: TaskSummaries, whole: [TodoTask]) {
        let document = StoreDocument(
            usedIds: IdRangeSet(ranges: [1...tasks.count]), archive: ArchiveManifest(),
            fieldDeclarations: declarations, tasks: tasks)
        let source = StoreBytes(copying: StoreCodec.encodeDocument(document))
        return (try StoreCodec.decodeSummaries(source), try StoreCodec.decodeDocument(source).tasks)
    }

    @Test func summariesWholeTasksAndThePlainRulesAgree() throws {
        let zone = try ZoneFixtures.zone("Europe/Berlin")
        let (summaries, whole) = try Self.store(Self.tasks)
        var random = SeededRandom(seed: 18)
        var matchedSome = 0
        for _ in 0..<400 {
            let chosen = (0..<(1 + Int(random.next() % 3))).map { _ in
                Self.words[Int(random.next() % UInt64(Self.words.count))]
            }
            let filter = try TaskFilter(words: chosen, now: referenceNow, zone: zone, schema: Self.schema)
            let fromSummaries = summaries.tasks.filter {
                filter.matches($0, in: summaries, readiness: TaskReadiness(now: referenceNow))
            }.map(\.id)
            let fromTasks = whole.filter { filter.matches($0, readiness: TaskReadiness(now: referenceNow)) }
                .map(\.id)
            let expected = Self.tasks.filter { Self.passes($0, chosen, zone: zone) }.map(\.id)
            #expect(fromSummaries == expected, "\(chosen)")
            #expect(fromTasks == expected, "\(chosen)")
            if !expected.isEmpty && expected.count < Self.tasks.count { matchedSome += 1 }
        }
        #expect(matchedSome > 100, "the words should split the tasks")
    }

    /// The rules, read plainly.
    static func passes(_ task: TodoTask, _ words: [String], zone: ZoneRules) -> Bool {
        words.allSatisfy { word in
            let value = word.split(separator: ":", maxSplits: 1).last.map(String.init) ?? ""
            if word.hasPrefix("+"), LabelName.isValid(word.dropFirst()) {
                return task.tags.contains { $0.lowercased() == word.dropFirst().lowercased() }
            }
            if word.hasPrefix("-"), LabelName.isValid(word.dropFirst()) {
                return !task.tags.contains { $0.lowercased() == word.dropFirst().lowercased() }
            }
            if word.hasPrefix("project:") {
                let project = task.project?.lowercased() ?? ""
                return project == value.lowercased() || project.hasPrefix(value.lowercased() + ".")
            }
            if word.hasPrefix("priority:") { return task.priority == TaskPriority(word: value) }
            if word.hasPrefix("due:") { return dueMatches(task.deadline, value, zone: zone) }
            if let name = word.split(separator: ":").first.map({ $0.lowercased() }),
                UserFieldSamples.declarations.contains(where: { $0.name == name })
            {
                return fieldMatches(task.fields[name], value, zone: zone)
            }
            let texts = [task.title, task.details, task.location?.name, task.location?.address]
            return texts.contains { $0?.lowercased().contains(word.lowercased()) == true }
        }
    }

    /// A field's value against a filter's: presence, the number, the local day, or the text
    /// ignoring case.
    static func fieldMatches(_ value: FieldValue?, _ wanted: String, zone: ZoneRules) -> Bool {
        switch (wanted, value) {
        case ("none", _): return value == nil
        case ("any", _): return value != nil
        case (_, .number(let number)?): return number.value == Double(wanted)
        case (_, .date(let instant)?):
            return zone.localDateTime(at: instant).date.iso8601 == wanted
        case (_, .text(let text)?): return text.lowercased() == wanted.lowercased()
        default: return false
        }
    }

    static func dueMatches(_ deadline: Instant?, _ value: String, zone: ZoneRules) -> Bool {
        guard let deadline else { return value == "none" }
        let today = zone.localDateTime(at: referenceNow).date
        let day = zone.localDateTime(at: deadline).date
        switch value {
        case "today": return day == today
        case "tomorrow": return day == today.adding(days: 1)
        case "week":
            let monday = today.adding(days: Int64(1 - today.weekday))
            return monday <= day && day < monday.adding(days: 7)
        default: return false
        }
    }

    @Test func projectsTakeInTheProjectsInsideThemOnly() throws {
        let projects = ["home", "Home.Garden", "home.garden.shed", "homework", "home-x", "work.home"]
        let tasks = projects.enumerated().map { index, project in
            TodoTask(
                id: index + 1, uuid: "u\(index)", title: "t\(index)", createdAt: referenceNow,
                project: project)
        }
        let (summaries, _) = try Self.store(tasks)
        let ids = { (word: String) throws -> [Int] in
            let filter = try TaskFilter(words: [word], now: referenceNow, zone: .utc)
            return summaries.tasks.filter {
                filter.matches($0, in: summaries, readiness: TaskReadiness(now: referenceNow))
            }.map(\.id)
        }
        #expect(try ids("project:home") == [1, 2, 3])
        #expect(try ids("project:HOME.garden") == [2, 3])
        #expect(try ids("project:home.garden.shed") == [3])
        #expect(try ids("project:work") == [6])
        #expect(try ids("project:hom") == [])
    }

    @Test func dueDaysAreLocalAndTheWeekRunsMondayToSunday() throws {
        let zone = try ZoneFixtures.zone("America/New_York")
        // Sunday 2026-03-08 00:30 in New York, the night the clocks go forward.
        let now = try ZoneFixtures.instant("2026-03-08T05:30:00Z")
        let deadlines = [
            "2026-03-08T04:59:59Z", "2026-03-08T05:00:00Z", "2026-03-09T03:59:59Z", "2026-03-09T04:00:00Z",
            "2026-03-02T05:00:00Z", "2026-03-02T04:59:59Z", "2026-03-10T03:59:59Z",
        ]
        let tasks = try deadlines.enumerated().map { index, text in
            TodoTask(
                id: index + 1, uuid: "u\(index)", title: "t\(index)",
                deadline: try ZoneFixtures.instant(text),
                createdAt: now)
        }
        let (summaries, _) = try Self.store(tasks)
        let ids = { (word: String) throws -> [Int] in
            let filter = try TaskFilter(words: [word], now: now, zone: zone)
            return summaries.tasks.filter {
                filter.matches($0, in: summaries, readiness: TaskReadiness(now: referenceNow))
            }.map(\.id)
        }
        #expect(try ids("due:today") == [2, 3])
        #expect(try ids("due:tomorrow") == [4, 7])
        #expect(try ids("due:week") == [1, 2, 3, 5])
        #expect(try ids("due:none") == [])
    }

    @Test(arguments: [
        (
            "priority:urgent",
            TaskFilterError.invalidChoice(
                filter: "priority:", value: "urgent", choices: ["high", "medium", "low"])
        ),
        ("due:someday", .invalidChoice(filter: "due:", value: "someday", choices: DueFilter.words)),
        ("project:9x", .invalidName(LabelNameError(kind: .project, text: "9x"))),
        ("project:", .invalidName(LabelNameError(kind: .project, text: ""))),
    ])
    func refusesAFilterWithABadValue(word: String, expected: TaskFilterError) {
        #expect(throws: expected) { try TaskFilter(words: ["x", word], now: referenceNow, zone: .utc) }
    }

    @Test func otherWordsAreText() throws {
        let filter = try TaskFilter(
            words: ["+9lives", "-", "+", "C++", "http://x", "Priority:HIGH"], now: referenceNow, zone: .utc)
        #expect(filter.texts.count == 5)
        #expect(filter.priorities == [.high])
        #expect(filter.tags.isEmpty && filter.excludedTags.isEmpty)
    }
}
