import Testing

@testable import TodoCore

/// Repeating tasks in the other formats: written and read back, the VTIMEZONE of a rule's zone,
/// the ways other programs complete a repeating VTODO, taskwarrior's `recur`, todo.txt's `rec:`.
@Suite struct RecurrenceFormatTests {
    let context: FormatContext

    init() throws {
        context = try FormatFixtures.context("Europe/Berlin")
    }

    func encode(_ tasks: [TodoTask], _ encoder: some TaskEncoder) -> [UInt8] {
        FormatFixtures.encode(tasks, encoder)
    }

    /// Repeating tasks of every kind, in Berlin, New York and Kolkata, and the record of one.
    func repeating() throws -> [TodoTask] {
        func task(
            _ id: Int, _ text: String, due: String, zone: String, fromCompletion: Bool = false,
            until: String? = nil
        )
            throws -> TodoTask
        {
            let rules = try ZoneFixtures.zone(zone)
            let started = try RecurrenceFixtures.recurrence(
                text, due: due, zone: rules, fromCompletion: fromCompletion, until: until)
            return TodoTask(
                id: id, uuid: "00000000-0000-4000-8000-00000000000\(id)", title: "Task \(id)",
                deadline: started.deadline, createdAt: FormatFixtures.now, recurrence: started.recurrence)
        }
        var record = try task(9, "day", due: "2026-11-20 08:00", zone: "Europe/Berlin")
        record.recurrence = nil
        record.occurrenceOf = "00000000-0000-4000-8000-000000000001"
        record.completedAt = FormatFixtures.now
        return [
            try task(1, "monday", due: "2026-11-30 07:00", zone: "Europe/Berlin"),
            try task(
                2, "month", due: "2027-01-31 23:59:59", zone: "Europe/Berlin", until: "2027-12-31 23:59:59"),
            try task(3, "3 days", due: "2026-11-24 18:30", zone: "America/New_York", fromCompletion: true),
            try task(4, "weekday", due: "2026-11-24 09:15", zone: "Asia/Kolkata"),
            try task(5, "2 weeks on mon,fri", due: "2026-11-27 12:00", zone: "UTC"),
            record,
        ]
    }

    @Test func iCalendarWritesTheSeriesInItsZoneAndReadsItBack() throws {
        let tasks = try repeating()
        let bytes = encode(tasks, ICalendarEncoder(context: context, productId: "-//test//EN"))
        let text = String(decoding: bytes, as: UTF8.self)
        for line in [
            "DUE;TZID=Europe/Berlin:20261130T070000", "DTSTART;TZID=Europe/Berlin:20261130T070000",
            "RRULE:FREQ=WEEKLY;BYDAY=MO", "DUE;TZID=America/New_York:20261124T183000",
            "X-TODO-FROM-COMPLETION:TRUE",
            "DTSTART;TZID=Asia/Kolkata:20261124T091500", "DTSTART:20261127T120000Z", "TZID:Europe/Berlin",
            "TZID:America/New_York", "TZID:Asia/Kolkata",
            "X-TODO-OCCURRENCE-OF:00000000-0000-4000-8000-000000000001",
        ] {
            #expect(text.contains(line + "\r\n"), "\(line)")
        }
        #expect(text.contains("RRULE:FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1;UNTIL=20271231T225959"))
        #expect(text.components(separatedBy: "BEGIN:VTIMEZONE").count == 4, "one for each zone but UTC")
        #expect(text.components(separatedBy: "STATUS:COMPLETED").count == 2, "only the record is completed")
        let batch = try ICalendarFormat.decode(bytes, context: context)
        #expect(batch.records.count == tasks.count)
        for (task, record) in zip(tasks, batch.records) {
            #expect(record.deadline == task.deadline, "\(task.title)")
            #expect(record.recurrence == task.recurrence, "\(task.title)")
            #expect(record.occurrenceOf == task.occurrenceOf, "\(task.title)")
            #expect(record.completedAt == task.completedAt, "\(task.title)")
        }
    }

    /// The VTIMEZONE written for a zone gives the zone's offsets when read back as a VTIMEZONE.
    @Test(arguments: ["Europe/Berlin", "America/New_York", "Australia/Sydney", "Asia/Kolkata"])
    func theWrittenVTimezoneHasTheZonesOffsets(zone: String) throws {
        let rules = try ZoneFixtures.zone(zone)
        let component = VTimeZoneWriter.component(identifier: zone, rules: rules, at: FormatFixtures.now)
        let read = try #require(VTimeZoneRule.rules(component))
        var instant = FormatFixtures.now
        for _ in 0..<(2 * 365) {
            #expect(read.offset(at: instant) == rules.offset(at: instant), "\(zone) at \(instant.iso8601)")
            instant = instant + 86_400 / 2
        }
    }

    func file(_ body: String) -> [UInt8] {
        FormatFixtures.bytes(
            FormatFixtures.crlf(
                """
                BEGIN:VCALENDAR
                VERSION:2.0
                PRODID:-//other//EN
                \(body)
                END:VCALENDAR
                """))
    }

    static let series = """
        BEGIN:VTODO
        UID:series-1
        SUMMARY:Water plants
        DTSTART;TZID=Europe/Berlin:20261102T090000
        DUE;TZID=Europe/Berlin:20261102T090000
        RRULE:FREQ=WEEKLY
        END:VTODO
        """

    static func override(_ day: String, completed: Bool) -> String {
        """
        BEGIN:VTODO
        UID:series-1
        SUMMARY:Water plants
        RECURRENCE-ID;TZID=Europe/Berlin:202611\(day)T090000
        DUE;TZID=Europe/Berlin:202611\(day)T090000
        \(completed ? "STATUS:COMPLETED\nCOMPLETED:202611\(day)T100000Z" : "STATUS:NEEDS-ACTION")
        END:VTODO
        """
    }

    @Test func overridesMarkedCompletedMoveTheSeriesOnWithARecordEach() throws {
        let bytes = file(
            [
                Self.override("09", completed: true), Self.series, Self.override("02", completed: true),
                Self.override("16", completed: false),
            ].joined(separator: "\n"))
        let batch = try ICalendarFormat.decode(bytes, context: context)
        #expect(batch.records.count == 3)
        let series = try #require(batch.records.first { $0.uuid == "series-1" })
        #expect(series.deadline == (try FormatFixtures.instant("2026-11-16T08:00:00Z")))
        #expect(series.completedAt == nil)
        let records = batch.records.filter { $0.occurrenceOf == "series-1" }
        #expect(records.count == 2 && records.allSatisfy { $0.recurrence == nil && $0.completedAt != nil })
        #expect(
            Set(records.compactMap(\.uuid)) == [
                TodoList.occurrenceUUID(
                    series: "series-1", deadline: try FormatFixtures.instant("2026-11-02T08:00:00Z")),
                TodoList.occurrenceUUID(
                    series: "series-1", deadline: try FormatFixtures.instant("2026-11-09T08:00:00Z")),
            ])
        #expect(batch.skipped.recurring == 1, "the override that is not completed")
        #expect(
            try ICalendarFormat.decode(bytes, context: context).records.map(\.uuid)
                == batch.records.map(\.uuid))
        // Overrides without their series are skipped.
        #expect(
            try ICalendarFormat.decode(file(Self.override("09", completed: true)), context: context).skipped
                .recurring == 1)
    }

    @Test func aSeriesMarkedCompletedCompletesItsOccurrenceAndGoesOn() throws {
        let completed = Self.series.replacingOccurrences(
            of: "RRULE:FREQ=WEEKLY", with: "RRULE:FREQ=WEEKLY\nSTATUS:COMPLETED\nCOMPLETED:20261103T120000Z")
        let batch = try ICalendarFormat.decode(file(completed), context: context)
        let series = try #require(batch.records.first { $0.uuid == "series-1" })
        #expect(series.completedAt == nil)
        #expect(series.deadline == (try FormatFixtures.instant("2026-11-09T08:00:00Z")))
        let record = try #require(batch.records.first { $0.occurrenceOf == "series-1" })
        #expect(record.deadline == (try FormatFixtures.instant("2026-11-02T08:00:00Z")))
        #expect(record.completedAt == (try FormatFixtures.instant("2026-11-03T12:00:00Z")))
        // Past its end, a series marked completed stays completed: the last occurrence.
        let ended = completed.replacingOccurrences(of: "FREQ=WEEKLY", with: "FREQ=WEEKLY;COUNT=1")
        let last = try ICalendarFormat.decode(file(ended), context: context)
        #expect(last.records.count == 1 && last.records[0].completedAt != nil)
    }

    @Test(arguments: [
        ("daily", "FREQ=DAILY"), ("3days", "FREQ=DAILY;INTERVAL=3"), ("weekly", "FREQ=WEEKLY"),
        ("2weeks", "FREQ=WEEKLY;INTERVAL=2"), ("biweekly", "FREQ=WEEKLY;INTERVAL=2"),
        ("monthly", "FREQ=MONTHLY"),
        ("quarterly", "FREQ=MONTHLY;INTERVAL=3"), ("3mo", "FREQ=MONTHLY;INTERVAL=3"),
        ("yearly", "FREQ=YEARLY"),
        ("2y", "FREQ=YEARLY;INTERVAL=2"), ("annual", "FREQ=YEARLY"), ("P2W", "FREQ=WEEKLY;INTERVAL=2"),
        ("weekdays", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"), ("2 wks", "FREQ=WEEKLY;INTERVAL=2"),
    ])
    func taskwarriorsRecurReads(recur: String, rrule: String) {
        #expect(TaskwarriorRecur.rule(recur)?.rrule == rrule)
    }

    @Test(arguments: ["", "often", "0days", "P1DT2H", "every monday"])
    func taskwarriorsRecurThatIsNoRuleIsNone(recur: String) {
        #expect(TaskwarriorRecur.rule(recur) == nil)
    }

    @Test func taskwarriorAndTodoTxtSayTheIntervalsTheyCan() throws {
        let said = try repeating().dropLast().map { task in
            (
                TaskwarriorRecur.text(try #require(task.recurrence)),
                TodoTxtRecurrence.text(try #require(task.recurrence))
            )
        }
        #expect(said.map(\.0) == ["weekly", "monthly", "3days", "weekdays", nil])
        #expect(said.map(\.1) == ["+1w", nil, "3d", "+1b", nil], "an end, and days of its own, are not said")
    }

    @Test func todoTxtReadsRecBesideDue() throws {
        var reader = TodoTxtReader(context: context)
        let batch = try reader.read(
            FormatFixtures.bytes(
                """
                2026-11-20 Call mom due:2026-11-25 rec:+1w
                2026-11-20 Floss rec:2d due:2026-11-24
                2026-11-20 Standup due:2026-11-24 rec:+1b
                2026-11-20 Odd due:2026-11-24 rec:soon
                """))
        let rules = batch.records.map(\.recurrence)
        let weekly = try #require(rules[0])
        #expect(weekly.rrule == "FREQ=WEEKLY" && !weekly.fromCompletion && weekly.zone == "Europe/Berlin")
        let daily = try #require(rules[1])
        #expect(daily.rrule == "FREQ=DAILY;INTERVAL=2" && daily.fromCompletion)
        #expect(rules[2]?.rrule == "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR")
        #expect(rules[3] == nil && batch.records[3].title == "Odd rec:soon")
    }
}
