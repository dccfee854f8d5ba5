import Foundation
import TestSupport
import Testing

@testable import TodoCLI

/// Repeating tasks through the built binary, in Berlin on Sunday 1 March 2026 at 10:30: the
/// lines printed, `--json`, the refusals and their exit codes, `list`, `show`, `edit`, `undo`,
/// and `todo help every`'s example, run as written.
@Suite struct RecurrenceEndToEndTests {
    let folder = TemporaryFolder()

    @discardableResult
    func todo(_ words: String..., now: String = "2026-03-01T09:30:00Z") throws -> BuiltBinary.Run {
        try BuiltBinary.run(
            words, storeIn: folder, now: now, zone: "Europe/Berlin", extra: ["HOME": folder.path])
    }

    func object(_ output: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    @Test func completeMovesOnAndNamesBoth() throws {
        let added = try todo("add", "Water plants", "--every", "monday")
        #expect(
            added.output == "Added task 1: Water plants, due Mon 2 Mar 23:59 (tomorrow 23:59), every monday\n"
        )
        let done = try todo("complete", "1", now: "2026-03-01T10:00:00Z")
        #expect(done.status == 0)
        #expect(done.output == "Completed task 1: Water plants; next due Mon 9 Mar 23:59 (in 8 days)\n")
        let list = try todo("list", now: "2026-03-01T10:30:00Z").output
        #expect(list.contains("  1 ↻  Water plants  Mon 9 Mar 23:59  in 8 days"), "\(list)")
        #expect(list.contains("  2 ✓  Water plants  Mon 2 Mar 23:59  done 30 min ago"), "\(list)")
        let stats = try object(try todo("stats", "--json", now: "2026-03-01T10:30:00Z").output)
        #expect(stats["completedLast24Hours"] as? Int == 1 && stats["pending"] as? Int == 1)
        // Cleared after 24 hours like any completed task.
        #expect(!(try todo("list", now: "2026-03-02T11:00:00Z").output.contains("✓")))
    }

    @Test func completeWithJSONCarriesTheRecord() throws {
        try todo("add", "Water plants", "--every", "week", "--due", "tomorrow 8am")
        try todo("add", "Plain")
        let run = try todo("complete", "1", "2", "--json")
        let array = try #require(BuiltBinary.jsonObjects(run.output))
        try #require(array.count == 2)
        let series = array[0]
        #expect(series["id"] as? Int == 1 && series["completedAt"] is NSNull)
        #expect(series["deadline"] as? String == "2026-03-09T07:00:00Z")
        let recurrence = try #require(series["recurrence"] as? [String: Any])
        #expect(
            recurrence["rule"] as? String == "FREQ=WEEKLY" && recurrence["text"] as? String == "every week")
        #expect(recurrence["fromCompletion"] as? Bool == false && recurrence["until"] is NSNull)
        #expect(recurrence["zone"] as? String == "Europe/Berlin")
        let record = try #require(series["completedOccurrence"] as? [String: Any])
        #expect(record["id"] as? Int == 3 && record["uuid"] as? String != series["uuid"] as? String)
        #expect(record["deadline"] as? String == "2026-03-02T07:00:00Z")
        #expect(record["completedAt"] as? String == "2026-03-01T09:30:00Z")
        #expect(
            record["recurrence"] is NSNull && record["occurrenceOf"] as? String == series["uuid"] as? String)
        #expect(record["state"] as? String == "completed")
        #expect(array[1]["completedOccurrence"] == nil && array[1]["state"] as? String == "completed")
    }

    @Test(arguments: [
        (
            ["add", "x", "--every", "fortnightly"], 2,
            "cannot read 'fortnightly' as a repetition; try day, weekday"
        ),
        (["add", "x", "--every", "montly"], 2, "(did you mean 'monthly'?)"),
        (["add", "x", "--every", "wendesday"], 2, "(did you mean 'wednesday'?)"),
        (["add", "x", "--until", "friday"], 2, "'--until' goes with '--every'"),
        (["add", "x", "--every", "day", "--until", "2026-02-01"], 3, "before its deadline"),
        (
            ["add", "x", "--every", "week", "--due", "friday", "--until", "thursday"], 3,
            "before its deadline"
        ),
        (["edit", "1", "--no-every", "--until", "friday"], 2, "cannot be used together"),
        (["skip", "1"], 3, "task 1 does not repeat"),
        (["edit", "1", "--from-completion"], 3, "task 1 does not repeat"),
    ])
    func refusals(words: [String], status: Int32, message: String) throws {
        try todo("add", "Plain")
        let run = try BuiltBinary.run(
            words, storeIn: folder, now: "2026-03-01T09:30:00Z", zone: "Europe/Berlin",
            extra: ["HOME": folder.path])
        #expect(run.status == status, "\(words): \(run.errors)")
        #expect(run.errors.hasPrefix("todo: ") && run.errors.contains(message), "\(words): \(run.errors)")
        #expect(run.errors.filter { $0 == "\n" }.count == 1)
    }

    @Test func aRepeatingTaskKeepsItsDeadlineAndEditKeepsTheRule() throws {
        try todo("add", "Rent", "--every", "month", "--due", "2026-03-31 18:00")
        let cleared = try todo("edit", "1", "--no-due")
        #expect(cleared.status == 3 && cleared.errors.contains("keeps a deadline"))
        #expect(try todo("edit", "1", "--due", "2026-04-02 18:00").status == 0)
        let shown = try todo("show", "1").output
        #expect(shown.contains("Repeats:     every month on the 31st"), "\(shown)")
        #expect(shown.contains("Next:        Thu 30 Apr 18:00 (in 2 months)"), "\(shown)")
        #expect(try todo("edit", "1", "--until", "2026-06-30", "--from-completion").status == 0)
        #expect(try todo("show", "1").output.contains("counted from completion, until Tue 30 Jun 23:59"))
        #expect(try todo("edit", "1", "--no-every").output == "Edited task 1: Rent (repetition)\n")
        #expect(!(try todo("show", "1").output.contains("Repeats")))
        #expect(!(try todo("list").output.contains("↻")))
    }

    @Test func undoOfACompletionRemovesTheRecord() throws {
        try todo("add", "Bins", "--every", "monday", "--due", "monday 7am")
        try todo("done", "1")
        let undone = try todo("undo")
        #expect(
            undone.output.contains("removed task 2: Bins") && undone.output.contains("reverted task 1: Bins"))
        let tasks = try #require(BuiltBinary.jsonObjects(try todo("export").output))
        #expect(tasks.count == 1 && tasks[0]["deadline"] as? String == "2026-03-02T06:00:00Z")
        #expect(try todo("add", "Next", "--json").output.contains(#""id":3"#), "the record's id stays used")
    }

    @Test func deleteEndsTheSeriesAndTheRecordsStay() throws {
        try todo("add", "Bins", "--every", "monday")
        try todo("done", "1")
        #expect(try todo("delete", "1").status == 0)
        let tasks = try #require(BuiltBinary.jsonObjects(try todo("export").output))
        #expect(tasks.map { $0["id"] as? Int } == [2])
    }

    /// A rule `todo` cannot represent comes in kept verbatim, goes out unchanged, and `show`
    /// says it is not interpreted.
    @Test func aRuleKeptVerbatimGoesBackUnchanged() throws {
        let ics = """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:-//other//EN\r
            BEGIN:VTODO\r
            UID:verbatim-1\r
            SUMMARY:Meds\r
            DTSTART;TZID=Europe/Berlin:20260302T090000\r
            DUE;TZID=Europe/Berlin:20260302T090000\r
            RRULE:FREQ=DAILY;BYHOUR=9,21\r
            EXDATE;TZID=Europe/Berlin:20260305T090000\r
            RDATE;TZID=Europe/Berlin:20260307T120000\r
            END:VTODO\r
            END:VCALENDAR\r

            """
        folder.write(ics, to: "in.ics")
        #expect(try todo("import", folder.file("in.ics")).status == 0)
        let shown = try todo("show", "1").output
        #expect(shown.contains("Repeats:     FREQ=DAILY;BYHOUR=9,21 (not interpreted here"), "\(shown)")
        #expect(!shown.contains("Next:"))
        let exported = try todo("export", "--format", "ics").output
        for line in [
            "RRULE:FREQ=DAILY;BYHOUR=9,21", "EXDATE;TZID=Europe/Berlin:20260305T090000",
            "RDATE;TZID=Europe/Berlin:20260307T120000", "DTSTART;TZID=Europe/Berlin:20260302T090000",
        ] {
            #expect(exported.contains(line + "\r\n"), "\(line) in \(exported)")
        }
        let skipped = try todo("skip", "1")
        #expect(skipped.status == 3 && skipped.errors.contains("does not interpret"))
        let json = try object(try todo("show", "1", "--json").output)
        let recurrence = try #require(json["recurrence"] as? [String: Any])
        #expect(
            recurrence["otherDates"] as? [String] == [
                "EXDATE;TZID=Europe/Berlin:20260305T090000", "RDATE;TZID=Europe/Berlin:20260307T120000",
            ])
    }

    /// `todo help every` ends with a session; run here as written, it prints what the help says.
    @Test func theHelpsExampleIsWhatTodoPrints() throws {
        var expected: [String] = []
        var printed: [String] = []
        for line in HelpTopic.everyExample {
            guard line.hasPrefix("$ ") else {
                expected.append(line)
                continue
            }
            guard line.hasPrefix("$ todo ") else { continue }
            let words = try #require(Self.shellWords(String(line.dropFirst(7))))
            let run = try BuiltBinary.run(
                words, storeIn: folder, now: "2026-03-01T09:30:00Z", zone: "Europe/Berlin",
                extra: ["HOME": folder.path])
            printed += run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
                String.init)
        }
        #expect(printed == expected)
    }

    /// Words split as a shell splits them, with single quotes.
    static func shellWords(_ text: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var quoted = false
        for character in text {
            if character == "'" {
                quoted.toggle()
            } else if character == " ", !quoted {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return quoted ? nil : words
    }
}
