/// A word the date parser knows, matched after lowercasing.
enum DateWord: Equatable {
    enum Unit: Equatable {
        case minute, hour, day, week, month, year
    }

    /// The English ending of an ordinal number: `5th`, `1st`, `22nd`, `3rd`.
    enum OrdinalSuffix: Equatable {
        case st, nd, rd, th

        /// The ending English gives `number`.
        init(of number: Int) {
            switch (number % 10, number % 100) {
            case (_, 11...13): self = .th
            case (1, _): self = .st
            case (2, _): self = .nd
            case (3, _): self = .rd
            default: self = .th
            }
        }
    }

    case yesterday, today, tonight, tomorrow, noon, midnight
    case next, this, `in`, at, on, the, of, end, after, from, now, half, am, pm
    /// `h`: the hour mark of a time (`17h`), or hours in a count (`+2h`).
    case h
    /// `eod`, `eow`, `eom`, `eoy`: the end of this day, week, month or year.
    case endOf(Unit)
    /// A count in words: `one` to `twelve`, `a`, `an`.
    case count(Int)
    case ordinal(OrdinalSuffix)
    /// 1 is Monday, 7 is Sunday.
    case weekday(Int)
    /// 1 is January.
    case month(Int)
    case unit(Unit)

    init?(_ word: String) {
        guard let known = Self.known[word] else { return nil }
        self = known
    }

    /// Every word, a full name before its abbreviations, units before weekdays: the order in
    /// which a mistyped word is matched (`wek` is `week` before `wed`).
    static let spellings: [(String, DateWord)] = {
        var words: [(String, DateWord)] = [
            ("yesterday", .yesterday), ("today", .today), ("tonight", .tonight), ("tomorrow", .tomorrow),
            ("noon", .noon), ("midnight", .midnight), ("next", .next), ("this", .this), ("in", .in),
            ("at", .at), ("on", .on), ("the", .the), ("of", .of), ("end", .end), ("after", .after),
            ("from", .from), ("now", .now), ("half", .half), ("am", .am), ("pm", .pm), ("h", .h),
            ("eod", .endOf(.day)), ("eow", .endOf(.week)), ("eom", .endOf(.month)), ("eoy", .endOf(.year)),
            ("a", .count(1)), ("an", .count(1)), ("st", .ordinal(.st)), ("nd", .ordinal(.nd)),
            ("rd", .ordinal(.rd)), ("th", .ordinal(.th)),
        ]
        let counts = [
            "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        ]
        words += counts.enumerated().map { ($1, .count($0 + 1)) }
        let units: [(Unit, [String])] = [
            (.minute, ["minutes", "minute", "mins", "min", "m"]),
            (.hour, ["hours", "hour", "hrs", "hr"]),
            (.day, ["days", "day", "d"]),
            (.week, ["weeks", "week", "wks", "wk", "w"]),
            (.month, ["months", "month", "mos", "mo"]),
            (.year, ["years", "year", "yrs", "yr", "y"]),
        ]
        words += units.flatMap { unit, names in names.map { ($0, .unit(unit)) } }
        let weekdays = [
            ["monday", "mon"], ["tuesday", "tue", "tues"], ["wednesday", "wed"],
            ["thursday", "thu", "thur", "thurs"], ["friday", "fri"], ["saturday", "sat"], ["sunday", "sun"],
        ]
        words += weekdays.enumerated().flatMap { index, names in names.map { ($0, .weekday(index + 1)) } }
        let months = [
            ["january", "jan"], ["february", "feb"], ["march", "mar"], ["april", "apr"], ["may"],
            ["june", "jun"], ["july", "jul"], ["august", "aug"], ["september", "sep", "sept"],
            ["october", "oct"], ["november", "nov"], ["december", "dec"],
        ]
        words += months.enumerated().flatMap { index, names in names.map { ($0, .month(index + 1)) } }
        return words
    }()

    private static let known: [String: DateWord] = Dictionary(
        spellings, uniquingKeysWith: { first, _ in first })
}
