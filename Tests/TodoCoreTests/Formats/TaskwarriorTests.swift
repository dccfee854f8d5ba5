import Testing

@testable import TodoCore

@Suite struct TaskwarriorTests {
    func decode(_ text: String) throws -> ImportBatch {
        try TaskwarriorReader.decode(FormatFixtures.bytes(text), context: try FormatFixtures.context())
    }

    /// `task export` after `task import` of our export and `task 1 done` (INTEROP-NOTES 3).
    static let export = """
        [
        {"id":1,"description":"Renew passport","entry":"20261122T080000Z","location":"Bürgeramt","modified":"20261123T180000Z","status":"pending","uuid":"c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f","urgency":0.00547945},
        {"id":0,"address":"Hauptstraße 5, 10115 Berlin","description":"Kaufe Zubehör","due":"20261201T153000Z","end":"20261123T203454Z","entry":"20261123T100000Z","location":"Café Nußbaum","modified":"20261123T203454Z","reminder":"PT10M","status":"completed","uuid":"3f0c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f","annotations":[{"entry":"20261123T110000Z","description":"second"},{"entry":"20261123T100000Z","description":"Line 1\\nLine 2: C:\\\\temp"}],"tags":["errand","Shop"],"project":"home","priority":"H","urgency":6.03965},
        {"id":0,"description":"Old","status":"deleted","uuid":"8d2f6b1a-0c3e-4f5a-b6c7-d8e9f0a1b2c3","entry":"20261120T090000Z"},
        {"id":0,"description":"Every week","status":"recurring","recur":"weekly","mask":"--","uuid":"9d2f6b1a-0c3e-4f5a-b6c7-d8e9f0a1b2c3","entry":"20261120T090000Z","due":"20261127T090000Z"},
        {"id":2,"description":"Every week","status":"pending","parent":"9d2f6b1a-0c3e-4f5a-b6c7-d8e9f0a1b2c3","uuid":"ad2f6b1a-0c3e-4f5a-b6c7-d8e9f0a1b2c3","entry":"20261120T090000Z","due":"20261127T090000Z","imask":0},
        {"id":3,"description":"Later","status":"waiting","wait":"20261201T000000Z","uuid":"bd2f6b1a-0c3e-4f5a-b6c7-d8e9f0a1b2c3","entry":"2026-11-20T09:00:00Z","priority":"X"}
        ]
        """

    @Test func readsWhatTaskExportWrites() throws {
        let batch = try decode(Self.export)
        #expect(batch.records.map(\.title) == ["Renew passport", "Kaufe Zubehör", "Every week", "Later"])
        #expect(batch.skipped == SkippedTasks(deleted: 1))
        // The recurring template and its pending instance are one repeating task, the template's.
        #expect(batch.records[2].uuid == "9d2f6b1a-0c3e-4f5a-b6c7-d8e9f0a1b2c3")
        #expect(batch.records[2].recurrence?.rrule == "FREQ=WEEKLY")
        #expect(batch.records[2].deadline == (try FormatFixtures.instant("2026-11-27T09:00:00Z")))
        let task = batch.records[1]
        #expect(task.details == nil, "taskwarrior's annotations are notes")
        #expect(
            task.notes == [
                TaskNote(
                    at: try FormatFixtures.instant("2026-11-23T10:00:00Z"), text: "Line 1\nLine 2: C:\\temp"),
                TaskNote(at: try FormatFixtures.instant("2026-11-23T11:00:00Z"), text: "second"),
            ])
        #expect(task.completedAt == (try FormatFixtures.instant("2026-11-23T20:34:54Z")))
        #expect(task.location == Location(name: "Café Nußbaum", address: "Hauptstraße 5, 10115 Berlin"))
        #expect(task.remindBefore == 600)
        #expect(task.modifiedAt == (try FormatFixtures.instant("2026-11-23T20:34:54Z")))
        #expect(task.tags == ["errand", "Shop"])
        #expect(task.project == "home")
        #expect(task.priority == .high)
        #expect(batch.records[0].remindBefore == nil)
        #expect(batch.records[3].completedAt == nil)
        #expect(batch.records[3].priority == nil)
        #expect(batch.records[3].createdAt == (try FormatFixtures.instant("2026-11-20T09:00:00Z")))
    }

    @Test func readsOneObjectALine() throws {
        let batch = try decode(
            "{\"uuid\":\"a\",\"description\":\"one\"}\n\n{\"uuid\":\"b\",\"description\":\"two\",\"status\":\"completed\"}\n"
        )
        #expect(batch.records.map(\.title) == ["one", "two"])
        #expect(batch.records[1].completedAt == FormatFixtures.now)
    }

    @Test(arguments: [
        ("{\"uuid\":\"a\"}", "line 1, column 1: a task has no \"description\""),
        (
            "[{\"description\":\"a\",\"due\":\"tomorrow\"}]",
            "line 1, column 27: \"due\" must be a date like 20261201T153000Z"
        ),
        (
            "[{\"description\":\"a\",\"status\":\"lost\"}]",
            "line 1, column 30: \"status\" must be pending, completed, deleted, recurring or waiting"
        ),
        (
            "{\"description\":\"a\"}\n{\"description\":\"b\",}",
            "line 2, column 20: expected a key after ',' (trailing commas are not allowed)"
        ),
        (
            "[{\"description\":\"a\",\"uuid\":\"u\"},\n{\"description\":\"b\",\"uuid\":\"u\"}]",
            "line 2, column 1: a second task with uuid u"
        ),
        (
            "[{\"description\":\"a\",\"reminder\":\"-PT5M\"}]",
            "line 1, column 32: \"reminder\" must be a duration like PT10M, up to a year"
        ),
        ("{}", "line 1, column 1: a task has no \"description\""),
    ])
    func refusesWithTheLineAndColumn(text: String, problem: String) {
        let error = #expect(throws: FormatError.self) { try decode(text) }
        #expect(error?.description == problem)
    }

    @Test func writesWhatTaskImportReads() throws {
        var encoder = TaskwarriorEncoder()
        var bytes: [UInt8] = []
        encoder.writeHeader(into: &bytes)
        var labelled = try FormatFixtures.labelledTask()
        labelled.uuid = "5214238172864ff3af003d9b086c8b34@vm"
        for task in [try FormatFixtures.sampleTasks()[1], labelled] { encoder.write(task, into: &bytes) }
        encoder.writeFooter(into: &bytes)
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(lines[0] == "[")
        #expect(
            lines[1]
                == #"{"uuid":"8d2f6b1a-0c3e-4f5a-b6c7-d8e9f0a1b2c3","description":"Send holiday cards","status":"completed","entry":"20261120T090000Z","modified":"20261123T120000Z","end":"20261123T120000Z","due":"20261224T225959Z","reminder":"PT10M"},"#
        )
        #expect(lines[2].hasPrefix(#"{"uuid":"#))
        #expect(!lines[2].contains("5214238172864ff3af003d9b086c8b34@vm\",\"description"))
        #expect(
            lines[2].hasSuffix(
                #""tags":["garden","weekend"],"project":"home.garden","priority":"H","reminder":"PT1H","reminded":"20261128T130000Z","uid":"5214238172864ff3af003d9b086c8b34@vm"}"#
            ))
        #expect(lines[3] == "]")
        #expect(TaskwarriorEncoder.isTaskwarriorUUID("3f0c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f"))
        #expect(!TaskwarriorEncoder.isTaskwarriorUUID("3F0C1D2E-8A4B-4C5D-9E6F-7A8B9C0D1E2F"))
    }
}

@Suite struct TaskFormatDetectionTests {
    @Test(
        arguments: [
            ("BEGIN:VCALENDAR\r\n", nil, TaskFormat.ics), ("\u{FEFF}\n  begin:vcalendar\n", nil, .ics),
            ("[{\"title\":\"a\"}]", nil, .json), ("[]", nil, .json), ("{}", nil, .json), ("", nil, .json),
            ("  ", "todo.txt", .todotxt), ("", "tasks.ics", .json),
            ("[{\"description\":\"a\",\"uuid\":\"u\"}]", nil, .taskwarrior),
            ("{\"uuid\":\"u\",\"status\":\"pending\"}\n", nil, .taskwarrior),
            ("[\n  {\"uuid\":\"u\",\"entry\":\"x\",\"title\":\"t\"}]", nil, .json),
            ("[urgent] call Bob", nil, .todotxt), ("{not json", nil, .todotxt),
            ("x 2026-01-01 done", nil, .todotxt),
            ("[{\"description\": broken", nil, .taskwarrior),
        ] as [(String, String?, TaskFormat)])
    func tellsTheFormatFromTheContent(text: String, name: String?, format: TaskFormat) {
        #expect(TaskFormat.detect(Array(text.utf8), fileName: name) == format)
    }
}
