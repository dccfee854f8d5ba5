import Testing

@testable import TodoCore

@Suite struct TodoTxtTests {
    func read(_ text: String, now: Instant = FormatFixtures.now) throws -> [ImportedTask] {
        var reader = TodoTxtReader(context: try FormatFixtures.context(now: now))
        return try reader.read(FormatFixtures.bytes(text)).records
    }

    func lines(_ tasks: [TodoTask]) throws -> [String] {
        let context = try FormatFixtures.context()
        return tasks.map { TodoTxtWriter(context: context).line(for: $0) }
    }

    @Test func writesTheLinesTheNotesShow() throws {
        #expect(
            try lines(FormatFixtures.sampleTasks()) == [
                "2026-11-23 Kaufe Zubehör für Zoë; dann Rechnung zahlen, bevor das Büro schließt ✓ @Café_Nußbaum "
                    + "due:2026-12-01 duetime:1630 uuid:3f0c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f loc:Café%20Nußbaum "
                    + "addr:Hauptstraße%205,%2010115%20Berlin "
                    + "desc:Line%201%3A%20bring%20cash,%20card;%20and%20ID%0ALine%202%3A%20path%20C%3A\\temp\\notes",
                "x 2026-11-23 2026-11-20 Send holiday cards due:2026-12-24 uuid:8d2f6b1a-0c3e-4f5a-b6c7-d8e9f0a1b2c3",
                "2026-11-22 Renew passport @Bürgeramt uuid:c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f loc:Bürgeramt",
            ])
        #expect(
            try lines([FormatFixtures.labelledTask()]) == [
                "(A) 2026-11-01 Plant the tulips +home.garden @garden @weekend @Allotment due:2026-11-28 duetime:1500 "
                    + "uuid:0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a loc:Allotment addr:Kleingartenweg%203 "
                    + "desc:Bulbs%20in%20the%20shed"
            ])
    }

    @Test func aTitleIsOneLineWithoutControlCharacters() throws {
        var task = try FormatFixtures.sampleTasks()[2]
        task.title = "Renew\tpassport\nsoon \u{1B}[31mred\u{9B}"
        task.location = Location(name: "Town\u{7F}hall")
        #expect(
            try lines([task]) == [
                "2026-11-22 Renew passport soon \u{FFFD}[31mred\u{FFFD} @Town_hall "
                    + "uuid:c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f loc:Town%7Fhall"
            ])
    }

    @Test func readsALineTodoTxtCliCompleted() throws {
        let line =
            "x 2026-11-24 2026-11-23 Kaufe Zubehör @Café_Nußbaum due:2026-12-01 duetime:163045 "
            + "uuid:3f0c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f loc:Café%20Nußbaum addr:Hauptstraße%205 desc:a%3Ab%0Ac%25"
        let task = try #require(try read(line).first)
        #expect(task.title == "Kaufe Zubehör")
        #expect(task.uuid == "3f0c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f")
        #expect(task.completedAt == (try FormatFixtures.instant("2026-11-23T23:00:00Z")))
        #expect(task.createdAt == FormatFixtures.now, "today's date is now")
        #expect(task.deadline == (try FormatFixtures.instant("2026-12-01T15:30:45Z")))
        #expect(task.location == Location(name: "Café Nußbaum", address: "Hauptstraße 5"))
        #expect(task.details == "a:b\nc%")
        #expect(task.tags.isEmpty)
    }

    @Test func readsPrioritiesProjectsAndContexts() throws {
        let tasks = try read(
            """
            (A) Call Mom +family @phone @home due:2026-12-24
            (C) 2026-11-01 Read +books +later @Ärger_1 @1bad
            x 2026-11-02 2026-11-01 Sent it pri:B +work.mail
            (D) low too

            (b) not a priority
            """)
        #expect(
            tasks.map(\.title) == [
                "Call Mom", "Read +later @1bad", "Sent it", "low too", "(b) not a priority",
            ])
        #expect(tasks.map(\.priority) == [.high, .low, .medium, .low, nil])
        #expect(tasks.map(\.project) == ["family", "books", "work.mail", nil, nil])
        #expect(tasks[0].tags == ["home", "phone"])
        #expect(tasks[1].tags == ["Ärger_1"])
        #expect(tasks[0].deadline == (try FormatFixtures.instant("2026-12-24T22:59:59Z")))
        #expect(tasks[0].createdAt == nil)
    }

    @Test func keepsWordsItHasNoFieldForInTheTitle() throws {
        let task = try #require(
            try read("Call dentist at 10:30 due:tomorrow t:soon bob @ home  twice").first)
        #expect(task.title == "Call dentist at 10:30 due:tomorrow t:soon bob @ home  twice")
        #expect(task.deadline == nil && task.wait == nil)
    }

    @Test func theThresholdIsTheWaitFromTheStartOfItsDay() throws {
        let task = try #require(try read("Call the dentist t:2026-12-01 due:2026-12-02").first)
        #expect(task.title == "Call the dentist")
        #expect(task.wait == (try FormatFixtures.instant("2026-11-30T23:00:00Z")), "midnight in Berlin")
        let stored = TodoTask(
            id: 1, uuid: "u", title: "Call the dentist", createdAt: FormatFixtures.now,
            wait: try FormatFixtures.instant("2026-12-01T08:30:00Z"))
        var encoder = TodoTxtEncoder(context: try FormatFixtures.context())
        var bytes: [UInt8] = []
        encoder.write(stored, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self).contains(" t:2026-12-01 "))
    }

    @Test func linesWithoutAUUIDGetTheSameOneEachTime() throws {
        let text = "2026-11-01 Buy milk\nBuy milk\n2026-11-01 Buy milk\nx 2026-11-02 2026-11-01 Buy milk\n"
        let first = try read(text).map(\.uuid)
        #expect(Set(first).count == 4)
        #expect(try read(text).map(\.uuid) == first)
        #expect(try read("2026-11-01 Buy milk").first?.uuid == first[0])
    }

    @Test(arguments: [
        (
            "Buy milk\n+proj @ctx due:2026-01-01\n",
            "line 2, column 1: a task has no title, only +project, @context or key:value words"
        ),
        ("a uuid:u\nb uuid:u\n", "line 2, column 1: a second task with uuid u (the first is on line 1)"),
        ("ok\nbad \u{FF}\n", "line 2, column 5: the text is not valid UTF-8"),
    ])
    func refusesWithTheLine(text: String, problem: String) {
        var bytes = Array(text.utf8)
        if text.contains("\u{FF}") { bytes = Array("ok\nbad ".utf8) + [0xFF] + [0x0A] }
        let error = #expect(throws: FormatError.self) {
            var reader = TodoTxtReader(context: try FormatFixtures.context())
            _ = try reader.read(bytes)
        }
        #expect(error?.description == problem)
    }

    @Test func percentEncodingRoundTripsAnyText() {
        for text in [
            "", "plain", "50% off: now", "a\tb\nc\r\nd", "\u{00A0}nbsp\u{2028}", "%41", "%", "%zz", "日本 語",
        ] {
            let encoded = PercentEncoding.encoded(text)
            #expect(!encoded.contains(" ") && !encoded.contains(":") && !encoded.contains("\n"))
            #expect(PercentEncoding.decoded(Substring(encoded)) == text)
        }
        #expect(PercentEncoding.decoded("100%") == "100%")
        #expect(PercentEncoding.decoded("%C3") == "\u{FFFD}")
    }
}
