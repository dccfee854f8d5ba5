import TestSupport
import Testing

@testable import TodoCore

/// `todo help dates`, read back as a user reads it: every example it shows, typed in, gives
/// what the help says it gives.
@Suite struct DateHelpTests {
    struct Row {
        var example: String
        var shown: String
        var note: String
    }

    /// The example rows of the help text: the lines that start with two spaces.
    static func rows(_ help: String) -> [Row] {
        let columns = DateParser.helpColumns
        return help.split(separator: "\n").filter { $0.hasPrefix("  ") }.map { line in
            let characters = Array(line)
            func field(_ range: Range<Int>) -> String {
                let clamped =
                    min(range.lowerBound, characters.count)..<min(range.upperBound, characters.count)
                return String(characters[clamped]).trimmingSpaces
            }
            return Row(
                example: field(0..<columns.shown), shown: field(columns.shown..<columns.note),
                note: field(columns.note..<max(columns.note, characters.count)))
        }
    }

    static let zones = DateCase.zones + ["Australia/Lord_Howe"]

    /// The property: at any now, in any zone, each example reads as the instant the help shows,
    /// and is marked as refused exactly when that instant is not in the future.
    @Test(arguments: zones)
    func everyExampleReadsAsTheHelpSays(_ name: String) throws {
        let zone = try ZoneFixtures.zone(name)
        var random = SeededRandom(seed: UInt64(name.utf8.count))
        var nows = [
            "2026-03-05T10:00:00Z", "2026-03-08T06:30:00Z", "2026-12-31T23:30:00Z", "2028-02-29T12:00:00Z",
            "2026-01-31T08:00:00Z",
        ].compactMap { Instant(iso8601UTC: $0) }
        nows += (0..<40).map { _ in
            Instant(secondsSince1970: Int64.random(in: 0...4_102_444_800, using: &random))
        }
        for now in nows {
            let help = DateParser.help(now: now, zone: zone)
            let rows = Self.rows(help)
            #expect(rows.map(\.example) == DateParser.examples(now: now, zone: zone))
            for row in rows {
                let instant = try DateParser.parse(row.example, now: now, zone: zone)
                #expect(
                    DateDisplay.absolute(instant, now: now, zone: zone) == row.shown,
                    "\(row.example) at \(now)")
                #expect((row.note == "in the past: refused") == (instant <= now), "\(row.example) at \(now)")
            }
        }
    }

    @Test func everyDocumentedFormIsShown() throws {
        let now = try ZoneFixtures.instant("2026-03-05T10:00:00Z")
        let examples = Set(Self.rows(DateParser.help(now: now, zone: .utc)).map(\.example))
        let documented = [
            "in 2 days", "2 days", "2 days from now", "in two days", "in a week", "in an hour",
            "in half an hour",
            "in 90 min", "in 1 month", "in 1 year", "eod", "eow", "eom", "eoy", "end of day", "end of week",
            "end of month", "end of year", "next week", "next month", "next year", "this week", "this month",
            "yesterday", "today", "tonight", "tomorrow", "day after tomorrow", "this friday", "friday",
            "next friday", "fri", "the 5th", "5th", "on the 5th", "march 5th", "5th of march", "mar 5",
            "5 march",
            "noon", "midnight", "5pm", "5 pm", "17:00", "17h", "at 5pm", "tomorrow at 9am", "friday noon",
            "the 5th at 17:00", "2027-03-05", "2027-03-05 17:30", "+3d",
        ]
        for form in documented { #expect(examples.contains(form), "\(form)") }
    }

    @Test func showsNowAndTheZoneAndFitsEightyColumns() throws {
        let now = try ZoneFixtures.instant("2026-03-05T09:00:00Z")
        for name in Self.zones {
            let help = DateParser.help(now: now, zone: try ZoneFixtures.zone(name))
            #expect(help.contains("what it means now, Thu 5 Mar "))
            #expect(help.contains("in the time zone\n\(name) (TZ).\n"))
            let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count > 80)
            for line in lines { #expect(line.count <= 80, "\(line)") }
        }
    }

    @Test func examplesWithAYearUseNextYear() throws {
        let now = try ZoneFixtures.instant("2030-06-01T10:00:00Z")
        let examples = DateParser.examples(now: now, zone: .utc)
        #expect(examples.contains("2031-03-05"))
        #expect(examples.contains("march 5 2031"))
        #expect(!examples.contains { $0.contains("YYYY") })
    }

    @Test func anExampleThatCannotBeReadNowSaysSo() throws {
        let help = DateParser.help(now: .latest, zone: .utc)
        let row = try #require(Self.rows(help).first { $0.example == "next year" })
        #expect(row.shown == "(none)")
        #expect(row.note == "outside the years 1 to 9999")
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
