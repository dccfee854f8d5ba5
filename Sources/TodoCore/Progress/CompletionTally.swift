/// Counts completions per local calendar day of a span, as completion instants are fed to it
/// one by one: 100,000 archived completions are counted without being kept.
///
/// A day runs from its start to the next day's (`ZoneRules.startOfDay`), so a day of a
/// daylight-saving change has 23 or 25 hours.
public struct CompletionTally: Sendable {
    /// The first day counted.
    public let from: CivilDate
    /// The last day counted.
    public let to: CivilDate
    /// The instant each day starts, and after them the instant the day after `to` starts.
    private let starts: [Int64]
    /// Completions per day, from `from`.
    public private(set) var counts: [Int]

    /// Counts for the days `from` to `to` (both included), as `zone` has them.
    public init(from: CivilDate, to: CivilDate, zone: ZoneRules) {
        self.from = from
        self.to = to
        let dayCount = max(0, from.days(to: to) + 1)
        starts = (0...dayCount).map { offset in
            zone.startOfDay(from.adding(days: Int64(offset))).secondsSince1970
        }
        counts = Array(repeating: 0, count: dayCount)
    }

    /// Counts a completion at `instant`, if it falls within the span.
    public mutating func count(_ instant: Instant) {
        count(secondsSince1970: instant.secondsSince1970)
    }

    /// Counts a completion at an instant given in seconds since 1970, if it falls within the span.
    public mutating func count(secondsSince1970 seconds: Int64) {
        guard let first = starts.first, let end = starts.last, seconds >= first, seconds < end else { return }
        // Most days have 86,400 seconds: guess, then step over the odd hour of a change.
        var index = min(Int((seconds - first) / 86_400), counts.count - 1)
        while starts[index] > seconds { index -= 1 }
        while starts[index + 1] <= seconds { index += 1 }
        counts[index] += 1
    }
}
