import TodoCore

/// The one-word dates the completion scripts offer after `--due`, with what each means. Only
/// the words the date parser reads are offered, so a script never suggests a form `todo`
/// would refuse.
enum DateSuggestions {
    static let candidates: [(word: String, meaning: String)] = [
        ("today", "the end of today"), ("tonight", "21:00 today"), ("tomorrow", "the end of tomorrow"),
        ("eod", "the end of today"), ("eow", "the end of this week"), ("eom", "the end of this month"),
        ("eoy", "the end of this year"), ("noon", "12:00"), ("midnight", "the end of today"),
        ("monday", "the end of next Monday"), ("tuesday", "the end of next Tuesday"),
        ("wednesday", "the end of next Wednesday"), ("thursday", "the end of next Thursday"),
        ("friday", "the end of next Friday"), ("saturday", "the end of next Saturday"),
        ("sunday", "the end of next Sunday"), ("+30m", "in 30 minutes"), ("+1h", "in an hour"),
        ("+2h", "in 2 hours"), ("+1d", "in a day"), ("+3d", "in 3 days"), ("+1w", "in a week"),
    ]

    /// The candidates the parser reads as a time after a Wednesday morning, in order.
    static var words: [(word: String, meaning: String)] {
        let now = Instant(secondsSince1970: 1_772_618_400)  // Wednesday 2026-03-04 10:00 UTC
        return candidates.filter { candidate in
            guard let instant = try? DateParser.parse(candidate.word, now: now, zone: .utc) else {
                return false
            }
            return instant > now
        }
    }
}
