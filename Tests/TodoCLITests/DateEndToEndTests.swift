import Foundation
import TestSupport
import Testing

/// Dates through the built binary, as a user types them: a sample of every kind of form in
/// several zones, past dates (exit 3), unreadable ones (exit 2) and `todo help dates`.
/// Now is Sunday 2026-03-01 09:30 UTC.
@Suite struct DateEndToEndTests {
    let folder = TemporaryFolder()

    func todo(_ words: String..., zone: String = "UTC") throws -> BuiltBinary.Run {
        try BuiltBinary.run(
            words, storeIn: folder, now: "2026-03-01T09:30:00Z", zone: zone, extra: ["HOME": folder.path])
    }

    /// The deadline `add --due text` stores, as the JSON holds it.
    func deadline(_ text: String, zone: String) throws -> String? {
        let run = try todo("add", "Task \(UUID().uuidString)", "--due", text, "--json", zone: zone)
        #expect(run.status == 0, "\(text) in \(zone): \(run.errors)")
        let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        return object?["deadline"] as? String
    }

    static let forms: [(text: String, zone: String, deadline: String)] = [
        ("in 2 days", "UTC", "2026-03-03T09:30:00Z"),
        ("in half an hour", "UTC", "2026-03-01T10:00:00Z"),
        ("2 days from now at 5pm", "UTC", "2026-03-03T17:00:00Z"),
        ("in 1 month", "UTC", "2026-04-01T09:30:00Z"),
        ("eom", "UTC", "2026-03-31T23:59:59Z"),
        ("End Of Year", "UTC", "2026-12-31T23:59:59Z"),
        ("next week", "UTC", "2026-03-08T23:59:59Z"),
        ("day after tomorrow", "UTC", "2026-03-03T23:59:59Z"),
        ("this sunday", "UTC", "2026-03-01T23:59:59Z"),
        ("march 5th", "UTC", "2026-03-05T23:59:59Z"),
        ("the 5th at 17:00", "UTC", "2026-03-05T17:00:00Z"),
        ("friday noon", "UTC", "2026-03-06T12:00:00Z"),
        ("17h", "UTC", "2026-03-01T17:00:00Z"),
        ("midnight", "UTC", "2026-03-01T23:59:59Z"),
        ("tomorrow at 9am", "America/New_York", "2026-03-02T14:00:00Z"),
        ("in 2 weeks", "America/New_York", "2026-03-15T08:30:00Z"),
        ("the 8th at 2:30am", "America/New_York", "2026-03-08T07:30:00Z"),
        ("noon", "America/New_York", "2026-03-01T17:00:00Z"),
        ("tonight", "Europe/Berlin", "2026-03-01T20:00:00Z"),
        ("this week", "Europe/Berlin", "2026-03-01T22:59:59Z"),
        ("5 pm", "Asia/Kolkata", "2026-03-01T11:30:00Z"),
        ("eod", "Asia/Kolkata", "2026-03-01T18:29:59Z"),
        ("tomorrow", "Pacific/Kiritimati", "2026-03-02T09:59:59Z"),
        ("midnight", "Pacific/Kiritimati", "2026-03-01T09:59:59Z"),
        ("in 2 days", "Pacific/Kiritimati", "2026-03-03T09:30:00Z"),
    ]

    @Test func readsASampleOfEveryKindOfFormInSeveralZones() throws {
        for form in Self.forms {
            #expect(try deadline(form.text, zone: form.zone) == form.deadline, "\(form.text) in \(form.zone)")
        }
    }

    @Test func editTakesTheSameForms() throws {
        #expect(try todo("add", "Report").status == 0)
        let run = try todo("edit", "1", "--due", "the 5th at 17:00", "--json")
        #expect(run.output.contains(#""deadline":"2026-03-05T17:00:00Z""#))
    }

    @Test func aDateInThePastIsAnInvalidValueShownAsUnderstood() throws {
        let yesterday = try todo("add", "Report", "--due", "yesterday")
        #expect(yesterday.status == 3)
        #expect(yesterday.output.isEmpty)
        #expect(yesterday.errors == "todo: the deadline Sat 28 Feb 23:59 (yesterday) is in the past\n")
        #expect(!FileManager.default.fileExists(atPath: folder.file("todos.json")))
        let early = try todo("add", "Report", "--due", "today 8am", zone: "Europe/Berlin")
        #expect(early.status == 3)
        #expect(early.errors == "todo: the deadline Sun 1 Mar 08:00 (2 h ago) is in the past\n")
        #expect(try todo("add", "Report").status == 0)
        let edit = try todo("edit", "1", "--due", "2020-01-01", "--json")
        #expect(edit.status == 3)
        #expect(
            edit.errors
                == #"{"error":{"code":"invalid_value","message":"the deadline Wed 1 Jan 2020 23:59 (6 years ago) is in the past"}}"#
                + "\n")
    }

    @Test func unreadableTextIsAUsageErrorThatSuggestsTheClosestForm() throws {
        let typo = try todo("add", "Report", "--due", "tomorow")
        #expect(typo.status == 2)
        #expect(
            typo.errors
                == "todo: cannot read 'tomorow' as a date (did you mean 'tomorrow'?); see 'todo help dates'\n"
        )
        let week = try todo("edit", "1", "--due", "nxt week")
        #expect(week.status == 2)
        #expect(
            week.errors
                == "todo: cannot read 'nxt week' as a date (did you mean 'next week'?); see 'todo help dates'\n"
        )
        let none = try todo("add", "Report", "--due", "someday")
        #expect(none.status == 2)
        #expect(
            none.errors
                == "todo: cannot read 'someday' as a date; try tomorrow, friday 17:00, in 2 days, the 5th or 2026-03-05, or see 'todo help dates'\n"
        )
        #expect(!FileManager.default.fileExists(atPath: folder.file("todos.json")))
    }

    @Test func helpDatesShowsWhatEachExampleGivesNow() throws {
        let help = try todo("help", "dates", zone: "America/New_York")
        #expect(help.status == 0)
        #expect(
            help.output.contains(
                "what it means now, Sun 1 Mar 04:30, in the time zone\nAmerica/New_York (TZ).\n"))
        let lines = help.output.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("  in 2 days ") && $0.contains(" Tue 3 Mar 04:30 ") })
        #expect(
            lines.contains {
                $0.hasPrefix("  yesterday ") && $0.contains(" Sat 28 Feb 23:59 ")
                    && $0.hasSuffix(" in the past: refused")
            })
        #expect(lines.contains { $0.hasPrefix("  march 5 2027 ") && $0.contains(" Fri 5 Mar 2027 23:59") })
    }
}
