import Foundation
import TestSupport
import Testing

/// Tasks typed as one sentence, through the built binary: the table of sentences (each run as
/// `todo add --dry-run --json`), what `add` stores and prints, and the ways out of a reading:
/// `--no-parse`, an option given, `undo`. Now is Sunday 2026-03-01 09:30 UTC.
@Suite struct SentenceEndToEndTests {
    let folder = TemporaryFolder()

    init() throws {
        let declared = try todo("field", "add", "energy", "--type", "choice", "--values", "low,medium,high")
        #expect(declared.status == 0, "\(declared.errors)")
    }

    func todo(_ words: [String], zone: String = "UTC", now: String = "2026-03-01T09:30:00Z") throws
        -> BuiltBinary.Run
    {
        try BuiltBinary.run(words, storeIn: folder, now: now, zone: zone, extra: ["HOME": folder.path])
    }

    func todo(_ words: String...) throws -> BuiltBinary.Run {
        try todo(words)
    }

    /// The task object `add --dry-run --json` prints for the sentence, its words split at spaces.
    func wouldAdd(_ sentence: String, zone: String = "UTC", now: String = "2026-03-01T09:30:00Z") throws
        -> [String: Any]
    {
        let words = sentence.split(separator: " ").map(String.init)
        let run = try todo(["add", "--dry-run", "--json"] + words, zone: zone, now: now)
        #expect(run.status == 0, "\(sentence): \(run.errors)")
        // A refused sentence prints no object: every field then fails on its own, and the table goes on.
        return (try? JSONSerialization.jsonObject(with: Data(run.output.utf8))) as? [String: Any] ?? [:]
    }

    func check(_ cases: [SentenceCase]) throws {
        for sentence in cases {
            let task = try wouldAdd(sentence.sentence)
            let location = (task["location"] as? [String: Any])?["name"] as? String
            let fields = task["fields"] as? [String: Any]
            #expect(task["title"] as? String == sentence.title, "\(sentence)")
            #expect(task["deadline"] as? String == sentence.deadline, "\(sentence)")
            #expect(location == sentence.location, "\(sentence)")
            #expect(task["tags"] as? [String] == sentence.tags, "\(sentence)")
            #expect(task["project"] as? String == sentence.project, "\(sentence)")
            #expect(task["priority"] as? String == sentence.priority, "\(sentence)")
            #expect(fields?["energy"] as? String == sentence.energy, "\(sentence)")
            #expect(task["id"] is NSNull && task["uuid"] is NSNull, "\(sentence)")
        }
    }

    @Test func theTableHasAHundredSentencesHalfOfThemTitlesToKeep() {
        #expect(SentenceTable.kept.count + SentenceTable.read.count >= 100)
        #expect(SentenceTable.kept.count * 2 >= SentenceTable.kept.count + SentenceTable.read.count)
    }

    @Test func titlesThatMustNotBeMisreadStayAsTyped() throws {
        try check(SentenceTable.kept)
    }

    @Test func sentencesAreReadByTheRules() throws {
        let before = folder.bytes("todos.json")
        try check(SentenceTable.read)
        #expect(folder.bytes("todos.json") == before, "a dry run writes nothing")
    }

    /// The date part is `--due`'s reader, in the zone of TZ: in New York the night the clocks
    /// spring forward, 2:30 is 3:30, and 2 hours are 7,200 seconds across the gap; in Berlin the
    /// night they fall back, 2:30 is the first of the two.
    @Test func theDatePartFollowsTheZoneAcrossDaylightSaving() throws {
        let cases = [
            (
                "Call mom the 8th at 2:30am", "America/New_York", "2026-03-01T09:30:00Z",
                "2026-03-08T07:30:00Z"
            ),
            ("Call mom in 2 hours", "America/New_York", "2026-03-08T06:30:00Z", "2026-03-08T08:30:00Z"),
            ("Call mom tomorrow at 9am", "America/New_York", "2026-03-07T15:00:00Z", "2026-03-08T13:00:00Z"),
            ("Call mom tomorrow 2:30am", "Europe/Berlin", "2026-10-24T12:00:00Z", "2026-10-25T00:30:00Z"),
            ("Call mom tonight", "Europe/Berlin", "2026-03-01T09:30:00Z", "2026-03-01T20:00:00Z"),
            ("Call mom eod", "Asia/Kolkata", "2026-03-01T09:30:00Z", "2026-03-01T18:29:59Z"),
            ("Call mom tomorrow", "Pacific/Kiritimati", "2026-03-01T09:30:00Z", "2026-03-02T09:59:59Z"),
        ]
        for (sentence, zone, now, deadline) in cases {
            let task = try wouldAdd(sentence, zone: zone, now: now)
            #expect(task["title"] as? String == "Call mom", "\(sentence) in \(zone)")
            #expect(task["deadline"] as? String == deadline, "\(sentence) in \(zone)")
            let phrase = String(sentence.dropFirst("Call mom ".count))
            let option = try todo(["add", "x", "--due", phrase, "--dry-run", "--json"], zone: zone, now: now)
            #expect(option.output.contains(#""deadline":""# + deadline), "\(sentence): --due reads the same")
        }
    }

    @Test func addStoresTheSentenceAndSaysEveryFieldItRead() throws {
        let added = try todo(
            "add", "Call", "mom", "tomorrow", "6pm", "@home", "+family", "pri:h", "energy:low")
        #expect(
            added.output
                == "Added task 1: Call mom +family @ home, due Mon 2 Mar 18:00 (tomorrow 18:00), "
                + "priority: high, energy: low\n")
        let shown = try todo("show", "1").output
        #expect(shown.contains("Location:    home") && shown.contains("Priority:    high"))
        let undone = try todo("undo")
        #expect(undone.status == 0 && undone.output.contains("Call mom"))
        #expect(try todo("list", "--json").output == "[]\n")
    }

    @Test func noParseKeepsTheWordsAsTyped() throws {
        let run = try todo("add", "--no-parse", "Watch", "The", "Day", "After", "Tomorrow", "+film", "pri:h")
        #expect(run.output == "Added task 1: Watch The Day After Tomorrow +film pri:h\n")
        let task = try JSONSerialization.jsonObject(with: Data(try todo("show", "1", "--json").output.utf8))
        #expect((task as? [String: Any])?["tags"] as? [String] == [])
        #expect((task as? [String: Any])?["deadline"] is NSNull)
    }

    @Test func anOptionWinsOverTheWords() throws {
        let run = try todo(
            "add", "Watch", "The", "Day", "After", "Tomorrow", "@home", "pro:a", "pri:h", "energy:low",
            "--due", "saturday", "-l", "Cinema", "--project", "films", "--priority", "low", "--set",
            "energy=high",
            "--json")
        let task = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any] ?? [:]
        #expect(task["title"] as? String == "Watch The Day After Tomorrow @home pro:a pri:h energy:low")
        #expect(task["deadline"] as? String == "2026-03-07T23:59:59Z")
        #expect((task["location"] as? [String: Any])?["name"] as? String == "Cinema")
        #expect(task["project"] as? String == "films" && task["priority"] as? String == "low")
        #expect((task["fields"] as? [String: Any])?["energy"] as? String == "high")
    }
}
