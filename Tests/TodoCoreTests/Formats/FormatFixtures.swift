import Testing

@testable import TodoCore

/// Contexts, tasks and sample files for the format tests.
enum FormatFixtures {
    /// 2026-11-23T18:00:00Z, the time of the samples in INTEROP-NOTES.
    static let now = Instant(secondsSince1970: 1_795_456_800)

    static func context(_ zone: String = "Europe/Berlin", now: Instant = now) throws -> FormatContext {
        FormatContext(now: now, zone: try ZoneFixtures.zone(zone), zoneinfoDirectory: ZoneFixtures.zoneinfo)
    }

    static func instant(_ text: String) throws -> Instant {
        try ZoneFixtures.instant(text)
    }

    /// The three tasks of INTEROP-NOTES: a timed deadline, a location with an address and a
    /// description full of characters to escape; a whole-day deadline, completed; no deadline,
    /// a location without an address.
    static func sampleTasks() throws -> [TodoTask] {
        [
            TodoTask(
                id: 1, uuid: "3f0c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f",
                title: "Kaufe Zubehör für Zoë; dann Rechnung zahlen, bevor das Büro schließt ✓",
                details: "Line 1: bring cash, card; and ID\nLine 2: path C:\\temp\\notes",
                deadline: try instant("2026-12-01T15:30:00Z"),
                location: Location(name: "Café Nußbaum", address: "Hauptstraße 5, 10115 Berlin"),
                createdAt: try instant("2026-11-23T10:00:00Z")),
            TodoTask(
                id: 2, uuid: "8d2f6b1a-0c3e-4f5a-b6c7-d8e9f0a1b2c3", title: "Send holiday cards",
                deadline: try instant("2026-12-24T22:59:59Z"), createdAt: try instant("2026-11-20T09:00:00Z"),
                completedAt: try instant("2026-11-23T12:00:00Z")),
            TodoTask(
                id: 3, uuid: "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f", title: "Renew passport",
                location: Location(name: "Bürgeramt"), createdAt: try instant("2026-11-22T08:00:00Z")),
        ]
    }

    /// A task with every field of schema 3 set: tags, a project, a priority, a reminder an
    /// hour before that was delivered, a change after its creation.
    static func labelledTask() throws -> TodoTask {
        TodoTask(
            id: 4, uuid: "0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a", title: "Plant the tulips",
            details: "Bulbs in the shed", deadline: try instant("2026-11-28T14:00:00Z"),
            location: Location(name: "Allotment", address: "Kleingartenweg 3"),
            createdAt: try instant("2026-11-01T08:00:00Z"),
            modifiedAt: try instant("2026-11-20T19:30:00Z"), tags: ["garden", "weekend"],
            project: "home.garden",
            priority: .high, remindBefore: 3600, remindedAt: try instant("2026-11-28T13:00:00Z"))
    }

    /// The task a record restores, with every field the record has.
    static func task(_ record: ImportedTask, id: Int = 1) throws -> TodoTask {
        TodoTask(
            id: id, uuid: try #require(record.uuid), title: record.title, details: record.details,
            deadline: record.deadline, location: record.location, createdAt: try #require(record.createdAt),
            completedAt: record.completedAt, modifiedAt: record.modifiedAt, tags: record.tags,
            project: record.project, priority: record.priority, remindBefore: record.remindBefore,
            remindedAt: record.remindedAt)
    }

    /// What `import` makes of a task: every field.
    static func record(_ task: TodoTask) -> ImportedTask {
        ImportedTask(
            uuid: task.uuid, title: task.title, details: task.details, deadline: task.deadline,
            location: task.location, createdAt: task.createdAt, completedAt: task.completedAt,
            modifiedAt: task.modifiedAt, tags: task.tags, project: task.project, priority: task.priority,
            remindBefore: task.remindBefore, remindedAt: task.remindedAt)
    }

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// The tasks written by `encoder`, header and footer included.
    static func encode(_ tasks: [TodoTask], _ encoder: some TaskEncoder) -> [UInt8] {
        var encoder = encoder
        var bytes: [UInt8] = []
        encoder.writeHeader(into: &bytes)
        for task in tasks { encoder.write(task, into: &bytes) }
        encoder.writeFooter(into: &bytes)
        return bytes
    }

    /// `text` with every line ending in CRLF.
    static func crlf(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
    }
}

/// Files as real programs write them (shapes from tasks.org's captured test files and
/// INTEROP-NOTES; the contents are ours).
enum ICalendarSamples {
    /// Apple Reminders: a VTIMEZONE, DTSTART equal to DUE with a TZID, an absolute alarm.
    static let apple = """
        BEGIN:VCALENDAR
        CALSCALE:GREGORIAN
        PRODID:-//Apple Inc.//iOS 12.1//EN
        VERSION:2.0
        BEGIN:VTIMEZONE
        TZID:America/Chicago
        BEGIN:DAYLIGHT
        DTSTART:20070311T020000
        RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
        TZNAME:CDT
        TZOFFSETFROM:-0600
        TZOFFSETTO:-0500
        END:DAYLIGHT
        BEGIN:STANDARD
        DTSTART:20071104T020000
        RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
        TZNAME:CST
        TZOFFSETFROM:-0500
        TZOFFSETTO:-0600
        END:STANDARD
        END:VTIMEZONE
        BEGIN:VTODO
        CREATED:20260119T045003Z
        DTSTAMP:20260119T045013Z
        DTSTART;TZID=America/Chicago:20260118T230000
        DUE;TZID=America/Chicago:20260118T230000
        LAST-MODIFIED:20260119T045013Z
        STATUS:NEEDS-ACTION
        SUMMARY:Water the ferns
        UID:A11D558C-3BC3-45FE-B95E-8B1F0023CB17
        X-APPLE-SORT-ORDER:28
        BEGIN:VALARM
        ACTION:DISPLAY
        DESCRIPTION:Reminder
        TRIGGER;VALUE=DATE-TIME:20260119T045000Z
        UID:2CBB42D2-039E-4F6B-BFDF-761632A15305
        X-WR-ALARMUID:2CBB42D2-039E-4F6B-BFDF-761632A15305
        END:VALARM
        END:VTODO
        END:VCALENDAR

        """

    /// Apple Reminders: a location reminder, the place only in the alarm's structured location.
    static let appleLocation = """
        BEGIN:VCALENDAR
        PRODID:-//Apple Inc.//iOS 12.1//EN
        VERSION:2.0
        BEGIN:VTODO
        CREATED:20260119T050820Z
        DTSTAMP:20260119T050843Z
        STATUS:NEEDS-ACTION
        SUMMARY:Pick up the parcel
        UID:5F1A1AD2-6412-4F61-AE56-7D0EE8CE4CE5
        BEGIN:VALARM
        ACTION:DISPLAY
        DESCRIPTION:Reminder
        TRIGGER;VALUE=DATE-TIME:19760401T005545Z
        X-APPLE-PROXIMITY:ARRIVE
        X-APPLE-STRUCTURED-LOCATION;VALUE=URI;X-ADDRESS=Bahnhofstraße 1\\\\
         n80335 München\\\\nGermany;X-APPLE-RADIUS=141.17;X-TITLE=Post office:ge
         o:48.14,11.56
        END:VALARM
        END:VTODO
        END:VCALENDAR

        """

    /// todoman 4.1 after `todoman new … && todoman done` (INTEROP-NOTES 1.4).
    static let todoman = """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:io.barrera.todoman
        BEGIN:VTODO
        COMPLETED;VALUE=DATE-TIME:20261123T203421Z
        CREATED;VALUE=DATE-TIME:20261123T203420Z
        DTSTAMP;VALUE=DATE-TIME:20261123T203420Z
        DUE;VALUE=DATE-TIME:20261205T170000Z
        LAST-MODIFIED;VALUE=DATE-TIME:20261123T203421Z
        LOCATION:Rathaus\\, Marktplatz 1
        PERCENT-COMPLETE:100
        SEQUENCE:2
        STATUS:COMPLETED
        SUMMARY:Pick up permit
        UID:5214238172864ff3af003d9b086c8b34@vm
        END:VTODO
        END:VCALENDAR

        """

    /// Synology: floating times, junk names, COMPLETED status with PERCENT-COMPLETE:0, empty
    /// DESCRIPTION and LOCATION, no final line break.
    static let synology = """
        BEGIN:VCALENDAR
        PRODID:-//Synology//EN
        VERSION:2.0
        BEGIN:VTODO
        CREATED:20260111T085445
        LAST-MOD:20260111T085445
        UID:20260111T085445-ce536afd@172.18.0.1
        DTSTAMP:20260111T085445
        SUMMARY:No date
        PRIORITY:0
        PERCENT-COMPLETE:0
        STATUS:COMPLETED
        DESCRIPTION:
        LOCATION:
        PERCENT_COMPLETE:100
        END:VTODO
        END:VCALENDAR
        """
}
