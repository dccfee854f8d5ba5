import Testing

@testable import TodoCore

@Suite struct VTodoReaderTests {
    func decode(_ text: String, zone: String = "Europe/Berlin", zoneinfo: String? = nil) throws -> ImportBatch
    {
        var context = try FormatFixtures.context(zone)
        if let zoneinfo { context.zoneinfoDirectory = zoneinfo }
        return try ICalendarFormat.decode(FormatFixtures.bytes(text), context: context)
    }

    func only(_ text: String, zone: String = "Europe/Berlin") throws -> ImportedTask {
        let batch = try decode(text, zone: zone)
        #expect(batch.records.count == 1)
        return try #require(batch.records.first)
    }

    /// One VTODO holding `lines`.
    func todo(_ lines: String...) -> String {
        "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VTODO\n" + lines.joined(separator: "\n")
            + "\nEND:VTODO\nEND:VCALENDAR\n"
    }

    @Test func readsAppleRemindersWithATimeZoneFromTheDatabaseOrTheFile() throws {
        for zoneinfo in [ZoneFixtures.zoneinfo, "/nonexistent"] {
            let task = try #require(try decode(ICalendarSamples.apple, zoneinfo: zoneinfo).records.first)
            #expect(task.uuid == "A11D558C-3BC3-45FE-B95E-8B1F0023CB17")
            #expect(task.title == "Water the ferns")
            #expect(task.deadline == (try FormatFixtures.instant("2026-01-19T05:00:00Z")))
            #expect(task.createdAt == (try FormatFixtures.instant("2026-01-19T04:50:03Z")))
            #expect(task.completedAt == nil)
            let summer = ICalendarSamples.apple.replacing(
                "DUE;TZID=America/Chicago:20260118", with: "DUE;TZID=America/Chicago:20260718")
            #expect(
                try decode(summer, zoneinfo: zoneinfo).records.first?.deadline
                    == (try FormatFixtures.instant("2026-07-19T04:00:00Z")))
        }
    }

    @Test func readsAnOutlookZoneNameFromItsVTimeZoneAndAPrefixedOlsonName() throws {
        let outlook = """
            BEGIN:VCALENDAR
            BEGIN:VTIMEZONE
            TZID:W. Europe Standard Time
            BEGIN:STANDARD
            DTSTART:16010101T030000
            TZOFFSETFROM:+0200
            TZOFFSETTO:+0100
            RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10
            END:STANDARD
            BEGIN:DAYLIGHT
            DTSTART:16010101T020000
            TZOFFSETFROM:+0100
            TZOFFSETTO:+0200
            RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3
            END:DAYLIGHT
            END:VTIMEZONE
            BEGIN:VTODO
            SUMMARY:winter
            UID:1
            DUE;TZID=W. Europe Standard Time:20261201T120000
            END:VTODO
            BEGIN:VTODO
            SUMMARY:summer
            UID:2
            DUE;TZID="W. Europe Standard Time":20260701T120000
            END:VTODO
            END:VCALENDAR
            """
        let tasks = try decode(outlook, zone: "UTC").records
        #expect(
            tasks.map(\.deadline) == [
                try FormatFixtures.instant("2026-12-01T11:00:00Z"),
                try FormatFixtures.instant("2026-07-01T10:00:00Z"),
            ])
        let mozilla = try only(
            todo("SUMMARY:x", "DUE;TZID=/mozilla.org/20050126_1/America/New_York:20260701T120000"),
            zone: "UTC")
        #expect(mozilla.deadline == (try FormatFixtures.instant("2026-07-01T16:00:00Z")))
    }

    @Test func aVTimeZoneAfterTheVTodosThatUseItStillCountsAndTheOrderStays() throws {
        let text = """
            BEGIN:VCALENDAR
            BEGIN:VTODO
            SUMMARY:first
            DUE;TZID=Office time:20261201T120000
            END:VTODO
            BEGIN:VTODO
            SUMMARY:second
            DUE:20261201T120000Z
            END:VTODO
            BEGIN:VTIMEZONE
            TZID:Office time
            BEGIN:STANDARD
            DTSTART:19700101T000000
            TZOFFSETFROM:+0530
            TZOFFSETTO:+0530
            END:STANDARD
            END:VTIMEZONE
            END:VCALENDAR
            """
        let tasks = try decode(text, zone: "UTC").records
        #expect(tasks.map(\.title) == ["first", "second"])
        #expect(tasks[0].deadline == (try FormatFixtures.instant("2026-12-01T06:30:00Z")))
    }

    @Test func floatingTimesDatesAndUnknownZonesAreLocal() throws {
        let task = try only(todo("SUMMARY:x", "DUE:20261224", "CREATED:20260111T085445"))
        #expect(task.deadline == (try FormatFixtures.instant("2026-12-24T22:59:59Z")))
        #expect(task.createdAt == (try FormatFixtures.instant("2026-01-11T07:54:45Z")))
        let unknown = try only(todo("SUMMARY:x", "DUE;TZID=Mars/Olympus:20261201T120000"))
        #expect(unknown.deadline == (try FormatFixtures.instant("2026-12-01T11:00:00Z")))
        let traversal = try only(todo("SUMMARY:x", "DUE;TZID=../../etc/passwd:20261201T120000"))
        #expect(traversal.deadline == (try FormatFixtures.instant("2026-12-01T11:00:00Z")))
        let dated = try only(todo("SUMMARY:x", "DUE;VALUE=DATE:20261224"))
        #expect(dated.deadline == (try FormatFixtures.instant("2026-12-24T22:59:59Z")))
    }

    @Test func aStartAndADurationMakeTheDeadline() throws {
        let task = try only(todo("SUMMARY:x", "DTSTART:20261201T100000Z", "DURATION:PT1H30M"))
        #expect(task.deadline == (try FormatFixtures.instant("2026-12-01T11:30:00Z")))
        #expect(try only(todo("SUMMARY:x", "DTSTART:20261201T100000Z")).deadline == nil)
    }

    @Test func completedByStatusByCompletedOrByPercent() throws {
        let todoman = try only(ICalendarSamples.todoman)
        #expect(todoman.completedAt == (try FormatFixtures.instant("2026-11-23T20:34:21Z")))
        #expect(todoman.uuid == "5214238172864ff3af003d9b086c8b34@vm")
        #expect(todoman.location == Location(name: "Rathaus, Marktplatz 1"))
        #expect(todoman.deadline == (try FormatFixtures.instant("2026-12-05T17:00:00Z")))
        let synology = try only(ICalendarSamples.synology)
        #expect(synology.completedAt == (try FormatFixtures.instant("2026-01-11T07:54:45Z")))
        #expect(synology.details == nil)
        #expect(synology.location == nil)
        let percent = try only(todo("SUMMARY:x", "PERCENT-COMPLETE:100", "LAST-MODIFIED:20261101T100000Z"))
        #expect(percent.completedAt == (try FormatFixtures.instant("2026-11-01T10:00:00Z")))
        #expect(try only(todo("SUMMARY:x", "STATUS:COMPLETED")).completedAt == FormatFixtures.now)
        #expect(try only(todo("SUMMARY:x", "STATUS:IN-PROCESS", "PERCENT-COMPLETE:40")).completedAt == nil)
    }

    @Test func locationsFromTextOrFromApplesStructuredLocation() throws {
        let text = try only(todo("SUMMARY:x", "LOCATION:Café Nußbaum\\nHauptstraße 5\\, 10115 Berlin"))
        #expect(text.location == Location(name: "Café Nußbaum", address: "Hauptstraße 5, 10115 Berlin"))
        let apple = try only(ICalendarSamples.appleLocation)
        #expect(
            apple.location
                == Location(name: "Post office", address: "Bahnhofstraße 1\n80335 München\nGermany"))
        #expect(apple.deadline == nil)
    }

    @Test func descriptionsAreUnescapedInOnePass() throws {
        let task = try only(todo("SUMMARY:a\\;b\\,c", "DESCRIPTION:C:\\\\temp\\\\notes\\nnext\\Nline"))
        #expect(task.title == "a;b,c")
        #expect(task.details == "C:\\temp\\notes\nnext\nline")
    }

    @Test func skipsCancelledTasksOverridesAndOtherComponents() throws {
        let text = """
            BEGIN:VCALENDAR
            BEGIN:VEVENT
            SUMMARY:a meeting
            UID:e
            END:VEVENT
            BEGIN:VTODO
            SUMMARY:kept
            UID:r
            RRULE:FREQ=WEEKLY
            END:VTODO
            BEGIN:VTODO
            SUMMARY:this week only
            UID:r
            RECURRENCE-ID:20261201T100000Z
            END:VTODO
            BEGIN:VTODO
            SUMMARY:dropped
            STATUS:CANCELLED
            END:VTODO
            BEGIN:VJOURNAL
            SUMMARY:notes
            END:VJOURNAL
            END:VCALENDAR
            """
        let batch = try decode(text)
        #expect(batch.records.map(\.title) == ["kept"])
        #expect(batch.skipped == SkippedTasks(recurring: 1, cancelled: 1))
    }

    @Test(arguments: [
        (
            "BEGIN:VCALENDAR\nBEGIN:VTODO\nUID:1\nEND:VTODO\nEND:VCALENDAR\n",
            "line 2, column 1: a VTODO has no SUMMARY: todo needs a title"
        ),
        (
            "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:  \nEND:VTODO\nEND:VCALENDAR\n",
            "line 2, column 1: a VTODO has no SUMMARY: todo needs a title"
        ),
        (
            "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:x\nDUE;TZID=Europe/Berlin:2026-12-01\nEND:VTODO\nEND:VCALENDAR\n",
            "line 4, column 24: DUE must be a date or a date-time like 20261201T153000Z"
        ),
        (
            "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:x\nDTSTART:20261301T100000Z\nDURATION:PT1H\nEND:VTODO\nEND:VCALENDAR\n",
            "line 4, column 9: DTSTART must be a date or a date-time"
        ),
        (
            "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:x\nDTSTART:20261201T100000Z\nDURATION:1 hour\nEND:VTODO\nEND:VCALENDAR\n",
            "line 5, column 10: DURATION must be a duration like PT1H"
        ),
        (
            "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:a\nUID:same\nEND:VTODO\nBEGIN:VTODO\nSUMMARY:b\nUID:same\nEND:VTODO\nEND:VCALENDAR\n",
            "line 6, column 1: a second VTODO with UID same (the first is on line 2)"
        ),
    ])
    func refusesWithTheLineAndColumn(text: String, problem: String) {
        let error = #expect(throws: FormatError.self) { try decode(text) }
        #expect(error?.description == problem)
    }

    @Test func aUIDInTwoFilesOfAVdirIsRefusedNamingTheFirst() throws {
        var reader = ICalendarReader(context: try FormatFixtures.context())
        _ = try reader.read(FormatFixtures.bytes(todo("SUMMARY:a", "UID:u")), file: "a.ics")
        let error = #expect(throws: FormatError.self) {
            try reader.read(FormatFixtures.bytes(todo("SUMMARY:b", "UID:u")), file: "b.ics")
        }
        #expect(
            error?.description
                == "line 3, column 1: a second VTODO with UID u (the first is on a.ics, line 3)")
    }
}
