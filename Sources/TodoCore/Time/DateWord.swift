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

    /// The word spelled `text`, if the parser knows it. A search of `spellings`: a table this
    /// small is faster to search than a dictionary is to build, and `add` reads one date a run.
    init?(_ text: String) {
        guard let spelling = Self.spellings.first(where: { $0.text == text }) else { return nil }
        self = spelling.word
    }

    /// One way of writing a word.
    struct Spelling {
        let text: String
        let word: DateWord

        init(_ text: String, _ word: DateWord) {
            self.text = text
            self.word = word
        }
    }

    /// Every word, a full name before its abbreviations, units before weekdays: the order in
    /// which a mistyped word is matched (`wek` is `week` before `wed`).
    static let spellings: [Spelling] = [
        .init("yesterday", .yesterday), .init("today", .today), .init("tonight", .tonight),
        .init("tomorrow", .tomorrow), .init("noon", .noon), .init("midnight", .midnight),
        .init("next", .next),
        .init("this", .this), .init("in", .in), .init("at", .at), .init("on", .on), .init("the", .the),
        .init("of", .of), .init("end", .end), .init("after", .after), .init("from", .from),
        .init("now", .now),
        .init("half", .half), .init("am", .am), .init("pm", .pm), .init("h", .h),
        .init("eod", .endOf(.day)), .init("eow", .endOf(.week)), .init("eom", .endOf(.month)),
        .init("eoy", .endOf(.year)), .init("a", .count(1)), .init("an", .count(1)),
        .init("st", .ordinal(.st)), .init("nd", .ordinal(.nd)), .init("rd", .ordinal(.rd)),
        .init("th", .ordinal(.th)),
        .init("one", .count(1)), .init("two", .count(2)), .init("three", .count(3)), .init("four", .count(4)),
        .init("five", .count(5)), .init("six", .count(6)), .init("seven", .count(7)),
        .init("eight", .count(8)),
        .init("nine", .count(9)), .init("ten", .count(10)), .init("eleven", .count(11)),
        .init("twelve", .count(12)),
        .init("minutes", .unit(.minute)), .init("minute", .unit(.minute)), .init("mins", .unit(.minute)),
        .init("min", .unit(.minute)), .init("m", .unit(.minute)),
        .init("hours", .unit(.hour)), .init("hour", .unit(.hour)), .init("hrs", .unit(.hour)),
        .init("hr", .unit(.hour)),
        .init("days", .unit(.day)), .init("day", .unit(.day)), .init("d", .unit(.day)),
        .init("weeks", .unit(.week)), .init("week", .unit(.week)), .init("wks", .unit(.week)),
        .init("wk", .unit(.week)), .init("w", .unit(.week)),
        .init("months", .unit(.month)), .init("month", .unit(.month)), .init("mos", .unit(.month)),
        .init("mo", .unit(.month)),
        .init("years", .unit(.year)), .init("year", .unit(.year)), .init("yrs", .unit(.year)),
        .init("yr", .unit(.year)), .init("y", .unit(.year)),
        .init("monday", .weekday(1)), .init("mon", .weekday(1)),
        .init("tuesday", .weekday(2)), .init("tue", .weekday(2)), .init("tues", .weekday(2)),
        .init("wednesday", .weekday(3)), .init("wed", .weekday(3)),
        .init("thursday", .weekday(4)), .init("thu", .weekday(4)), .init("thur", .weekday(4)),
        .init("thurs", .weekday(4)),
        .init("friday", .weekday(5)), .init("fri", .weekday(5)),
        .init("saturday", .weekday(6)), .init("sat", .weekday(6)),
        .init("sunday", .weekday(7)), .init("sun", .weekday(7)),
        .init("january", .month(1)), .init("jan", .month(1)), .init("february", .month(2)),
        .init("feb", .month(2)),
        .init("march", .month(3)), .init("mar", .month(3)), .init("april", .month(4)),
        .init("apr", .month(4)),
        .init("may", .month(5)), .init("june", .month(6)), .init("jun", .month(6)), .init("july", .month(7)),
        .init("jul", .month(7)), .init("august", .month(8)), .init("aug", .month(8)),
        .init("september", .month(9)), .init("sep", .month(9)), .init("sept", .month(9)),
        .init("october", .month(10)), .init("oct", .month(10)), .init("november", .month(11)),
        .init("nov", .month(11)), .init("december", .month(12)), .init("dec", .month(12)),
    ]
}
