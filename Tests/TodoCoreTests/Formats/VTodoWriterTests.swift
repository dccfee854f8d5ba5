import Testing

@testable import TodoCore

@Suite struct VTodoWriterTests {
    func text(_ component: ICalendarComponent) -> String {
        var bytes: [UInt8] = []
        ICalendarWriter.append(component, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func writesANewVTodoAsTheNotesShowIt() throws {
        let tasks = try FormatFixtures.sampleTasks()
        let context = try FormatFixtures.context()
        let first = """
            BEGIN:VTODO
            UID:3f0c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f
            DTSTAMP:20261123T180000Z
            CREATED:20261123T100000Z
            LAST-MODIFIED:20261123T100000Z
            SUMMARY:Kaufe Zubehör für Zoë\\; dann Rechnung zahlen\\, bevor das Büro s
             chließt ✓
            DESCRIPTION:Line 1: bring cash\\, card\\; and ID\\nLine 2: path C:\\\\temp\\\\note
             s
            LOCATION:Café Nußbaum\\nHauptstraße 5\\, 10115 Berlin
            DUE:20261201T153000Z
            STATUS:NEEDS-ACTION
            BEGIN:VALARM
            ACTION:DISPLAY
            DESCRIPTION:Kaufe Zubehör für Zoë\\; dann Rechnung zahlen\\, bevor das Bü
             ro schließt ✓
            TRIGGER;RELATED=END:-PT10M
            END:VALARM
            END:VTODO

            """
        #expect(text(VTodoWriter.component(for: tasks[0], context: context)) == FormatFixtures.crlf(first))
        let second = """
            BEGIN:VTODO
            UID:8d2f6b1a-0c3e-4f5a-b6c7-d8e9f0a1b2c3
            DTSTAMP:20261123T180000Z
            CREATED:20261120T090000Z
            LAST-MODIFIED:20261123T120000Z
            SUMMARY:Send holiday cards
            DUE;VALUE=DATE:20261224
            STATUS:COMPLETED
            COMPLETED:20261123T120000Z
            PERCENT-COMPLETE:100
            BEGIN:VALARM
            ACTION:DISPLAY
            DESCRIPTION:Send holiday cards
            TRIGGER;VALUE=DATE-TIME:20261224T224959Z
            END:VALARM
            END:VTODO

            """
        #expect(text(VTodoWriter.component(for: tasks[1], context: context)) == FormatFixtures.crlf(second))
    }

    @Test func writesTagsProjectPriorityAndADeliveredReminder() throws {
        let component = VTodoWriter.component(
            for: try FormatFixtures.labelledTask(), context: try FormatFixtures.context())
        let lines = text(component).split(separator: "\r\n").map(String.init)
        #expect(lines.contains("PRIORITY:1"))
        #expect(lines.contains("CATEGORIES:garden,weekend"))
        #expect(lines.contains("X-TODO-PROJECT:home.garden"))
        #expect(lines.contains("LAST-MODIFIED:20261120T193000Z"))
        #expect(
            component.components(named: "VALARM").first?.properties.map(\.name) == [
                "ACTION", "DESCRIPTION", "TRIGGER", "ACKNOWLEDGED",
            ])
        #expect(lines.contains("TRIGGER;RELATED=END:-PT1H"))
        #expect(lines.contains("ACKNOWLEDGED:20261128T130000Z"))
    }

    @Test func aWholeDayIsADayOnlyInTheZoneItEndsIn() throws {
        let deadline = try FormatFixtures.instant("2026-12-24T22:59:59Z")
        #expect(
            VTodoWriter.component(
                for: try FormatFixtures.sampleTasks()[1], context: try FormatFixtures.context("UTC"))["DUE"]?
                .value == "20261224T225959Z")
        #expect(
            VTodoFieldWriter.due(
                deadline, of: TodoTask(id: 1, uuid: "u", title: "t", createdAt: deadline),
                context: try FormatFixtures.context()
            ).parameter("VALUE") == "DATE")
    }

    /// The Apple sample's calendar and its VTODO, and the task `import` reads from it.
    func apple() throws -> (calendar: ICalendarComponent, todo: ICalendarComponent, task: TodoTask) {
        let calendar = try #require(
            try ICalendarParser.parse(FormatFixtures.bytes(ICalendarSamples.apple)).first)
        let todo = try #require(calendar.components(named: "VTODO").first)
        let record = try #require(
            try ICalendarFormat.decode(
                FormatFixtures.bytes(ICalendarSamples.apple), context: try FormatFixtures.context()
            ).records.first)
        let task = try FormatFixtures.task(record)
        return (calendar, todo, task)
    }

    @Test func aTaskAsItWasReadLeavesItsVTodoAlone() throws {
        let (calendar, todo, task) = try apple()
        #expect(
            VTodoWriter.patch(todo, in: calendar, with: task, context: try FormatFixtures.context()) == nil)
        let todoman = try #require(
            try ICalendarParser.parse(FormatFixtures.bytes(ICalendarSamples.todoman)).first)
        let read = try #require(
            try ICalendarFormat.decode(
                FormatFixtures.bytes(ICalendarSamples.todoman), context: try FormatFixtures.context()
            ).records.first)
        let same = try FormatFixtures.task(read)
        #expect(
            VTodoWriter.patch(
                todoman.components[0], in: todoman, with: same, context: try FormatFixtures.context()) == nil)
    }

    @Test func completingPatchesOnlyWhatChangedAndKeepsTheRest() throws {
        var (calendar, todo, task) = try apple()
        task.completedAt = try FormatFixtures.instant("2026-11-23T17:00:00Z")
        task.modifiedAt = try FormatFixtures.instant("2026-11-23T17:00:00Z")
        task.title = "Water the ferns, all of them"
        let patched = try #require(
            VTodoWriter.patch(todo, in: calendar, with: task, context: try FormatFixtures.context()))
        #expect(
            text(patched)
                == FormatFixtures.crlf(
                    """
                    BEGIN:VTODO
                    CREATED:20260119T045003Z
                    DTSTAMP:20261123T180000Z
                    DTSTART;TZID=America/Chicago:20260118T230000
                    DUE;TZID=America/Chicago:20260118T230000
                    LAST-MODIFIED:20261123T170000Z
                    STATUS:COMPLETED
                    SUMMARY:Water the ferns\\, all of them
                    UID:A11D558C-3BC3-45FE-B95E-8B1F0023CB17
                    X-APPLE-SORT-ORDER:28
                    COMPLETED:20261123T170000Z
                    PERCENT-COMPLETE:100
                    BEGIN:VALARM
                    ACTION:DISPLAY
                    DESCRIPTION:Reminder
                    TRIGGER;VALUE=DATE-TIME:20260119T045000Z
                    UID:2CBB42D2-039E-4F6B-BFDF-761632A15305
                    X-WR-ALARMUID:2CBB42D2-039E-4F6B-BFDF-761632A15305
                    END:VALARM
                    END:VTODO

                    """))
    }

    @Test func reopeningRemovesTheCompletionAndCountsTheSequenceUp() throws {
        let calendar = try #require(
            try ICalendarParser.parse(FormatFixtures.bytes(ICalendarSamples.todoman)).first)
        let read = try #require(
            try ICalendarFormat.decode(
                FormatFixtures.bytes(ICalendarSamples.todoman), context: try FormatFixtures.context()
            )
            .records.first)
        var task = try FormatFixtures.task(read)
        task.completedAt = nil
        task.modifiedAt = FormatFixtures.now
        let patched = try #require(
            VTodoWriter.patch(
                calendar.components[0], in: calendar, with: task, context: try FormatFixtures.context()))
        #expect(patched["COMPLETED"] == nil)
        #expect(patched["PERCENT-COMPLETE"] == nil)
        #expect(patched["STATUS"]?.value == "NEEDS-ACTION")
        #expect(patched["SEQUENCE"]?.value == "3")
        #expect(patched["DUE"] == calendar.components[0]["DUE"])
        #expect(
            patched.properties.map(\.name) == [
                "CREATED", "DTSTAMP", "DUE", "LAST-MODIFIED", "LOCATION", "SEQUENCE", "STATUS", "SUMMARY",
                "UID",
            ])
    }

    @Test func aNewDeadlineReplacesDurationAndAStartAfterIt() throws {
        var (calendar, todo, task) = try apple()
        task.deadline = try FormatFixtures.instant("2026-01-10T12:00:00Z")
        let patched = try #require(
            VTodoWriter.patch(todo, in: calendar, with: task, context: try FormatFixtures.context()))
        #expect(patched["DUE"]?.value == "20260110T120000Z")
        #expect(patched["DUE"]?.parameters.isEmpty == true)
        #expect(patched["DTSTART"] == nil)
        let duration = ICalendarComponent(
            "VTODO",
            properties: [
                ICalendarProperty("UID", value: "d"), ICalendarProperty("SUMMARY", value: "x"),
                ICalendarProperty("DTSTART", value: "20260101T100000Z"),
                ICalendarProperty("DURATION", value: "PT1H"),
            ])
        let later = TodoTask(
            id: 1, uuid: "d", title: "x", deadline: try FormatFixtures.instant("2026-01-02T10:00:00Z"),
            createdAt: FormatFixtures.now)
        let moved = try #require(
            VTodoWriter.patch(
                duration, in: ICalendarComponent("VCALENDAR"), with: later,
                context: try FormatFixtures.context()))
        #expect(moved["DURATION"] == nil)
        #expect(moved["DTSTART"]?.value == "20260101T100000Z")
        #expect(moved["DUE"]?.value == "20260102T100000Z")
    }
}
