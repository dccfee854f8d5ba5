import Testing

@testable import TodoCore

/// A row of the date tables, in wall-clock terms: at local time `now`, `text` means local time
/// `expected`. Without offsets, the same row holds in every zone, as long as no clock change
/// falls between the two (the tables keep clear of them).
struct DateCase: CustomTestStringConvertible, Sendable {
    var text: String
    var expected: String
    var now: String
    var testDescription: String { "'\(text)' at \(now)" }

    /// Now is Thursday 2026-03-05 10:00 unless a row says otherwise.
    init(_ text: String, _ expected: String, now: String = "2026-03-05 10:00") {
        self.text = text
        self.expected = expected
        self.now = now
    }

    /// The five zones every table runs in: no offset, daylight saving in both hemispheres of the
    /// clock change calendar, a half-hour offset, and +14, where the local day starts first.
    static let zones = ["Etc/UTC", "America/New_York", "Europe/Berlin", "Asia/Kolkata", "Pacific/Kiritimati"]

    func check(in zone: ZoneRules) throws {
        let nowInstant = zone.instant(for: try Self.local(now))
        let read = try DateParser.parse(text, now: nowInstant, zone: zone)
        #expect(
            zone.localDateTime(at: read) == (try Self.local(expected)),
            "\(testDescription) in \(zone.identifier)")
    }

    /// `2026-03-05 10:00` or `2026-03-05 10:00:30` as a wall-clock time.
    static func local(_ text: String) throws -> LocalDateTime {
        let parts = text.split(whereSeparator: { $0 == "-" || $0 == " " || $0 == ":" }).compactMap { Int($0) }
        try #require(parts.count == 5 || parts.count == 6, "bad fixture \(text)")
        let date = try #require(
            CivilDate(year: parts[0], month: parts[1], day: parts[2]), "bad fixture \(text)")
        return try #require(
            LocalDateTime(
                date: date, hour: parts[3], minute: parts[4], second: parts.count == 6 ? parts[5] : 0),
            "bad fixture \(text)")
    }
}
