/// The end of a sentence's words: a date phrase and `every RULE`, in either order, each optional.
///
/// Which words are taken:
/// - A date phrase ends the words, or ends them before `every RULE`. The longest phrase there that
///   `DateParser` reads decides, taken whole or not at all: it is taken only when it is later than
///   now, leaves a title, does not start with a count in words (`a`, `one`: `Visit Rome one day`
///   stays; `in a week` is read), and does not follow `every`. A `by`, `due`, `on` or `at` before
///   it goes with it.
/// - `every RULE` (or `every! RULE`) is taken when what follows `every` up to the end, or up to a
///   date phrase that ends the words, reads as `--every` reads its value (a rule, then optionally
///   `from completion` and `until WHEN`), and a title is left.
/// - Of the readings that fit, the one that leaves the shortest title wins, and between those,
///   the one with the longer rule (`every 2 weeks on friday` is one rule, not a rule and a date).
///
/// So no word before the last word of the title is ever read, and a sentence that is only a date
/// (`tomorrow`) is a title.
struct SentenceEnding {
    let words: [Substring]
    let now: Instant
    let zone: ZoneRules
    let readsDate: Bool
    let readsRule: Bool

    /// The longest date phrase tried, in words: longer than any form `todo help dates` lists.
    static let longestDate = 8
    /// How far from the end `every` is looked for, in words.
    static let ruleReach = 16
    /// Words that may stand before a date phrase and go with it.
    static let datePrefixes: Set<String> = ["by", "due", "on", "at"]
    /// Counts in words, which start a date phrase only after `in`.
    static let countWords: Set<String> = [
        "a", "an", "half", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve",
    ]

    /// What was read: the title is the words before `start`.
    struct Reading {
        var start: Int
        var date: (range: Range<Int>, instant: Instant)?
        var rule: (range: Range<Int>, repetition: SentenceRepetition)?

        var ruleLength: Int { rule?.range.count ?? 0 }
    }

    /// The reading that leaves the shortest title, or nil when nothing at the end is read.
    func read() -> Reading? {
        var best: Reading?
        func consider(_ reading: Reading) {
            guard let current = best else { return best = reading }
            if reading.start < current.start
                || (reading.start == current.start && reading.ruleLength > current.ruleLength)
            {
                best = reading
            }
        }
        let count = words.count
        if readsDate, let date = date(endingAt: count) {
            consider(Reading(start: date.start, date: (date.start..<count, date.instant)))
        }
        guard readsRule, count >= 3 else { return best }
        for index in stride(from: count - 2, through: max(1, count - Self.ruleReach), by: -1)
        where isEvery(words[index]) {
            if let rule = repetition(index..<count) {
                consider(Reading(start: index, rule: (index..<count, rule)))
                if readsDate, let date = date(endingAt: index) {
                    consider(
                        Reading(
                            start: date.start, date: (date.start..<index, date.instant),
                            rule: (index..<count, rule)))
                }
            } else if readsDate, let reading = ruleThenDate(at: index) {
                consider(reading)
            }
        }
        return best
    }

    /// `every RULE` at `index` followed by a date phrase that ends the words, the rule as long as
    /// it can be.
    private func ruleThenDate(at index: Int) -> Reading? {
        let count = words.count
        let lowest = max(index + 2, count - Self.longestDate - 1)
        guard lowest < count else { return nil }
        for split in (lowest..<count).reversed() {
            guard let instant = date(exactly: split..<count), let rule = repetition(index..<split) else {
                continue
            }
            return Reading(start: index, date: (split..<count, instant), rule: (index..<split, rule))
        }
        return nil
    }

    /// The date phrase that ends at `end`, with the `by`, `due`, `on` or `at` before it: the
    /// longest that reads, if it is taken (see the type's rules).
    private func date(endingAt end: Int) -> (start: Int, instant: Instant)? {
        guard end > 0 else { return nil }
        var found: (start: Int, instant: Instant)?
        for start in max(0, end - Self.longestDate)..<end {
            if let instant = parsed(start..<end) {
                found = (start, instant)
                break
            }
        }
        guard let (phraseStart, instant) = found, isTaken(instant, startingWith: words[phraseStart]) else {
            return nil
        }
        let start = phraseStart > 0 && isDatePrefix(words[phraseStart - 1]) ? phraseStart - 1 : phraseStart
        guard start > 0, !isEvery(words[start - 1]) else { return nil }
        return (start, instant)
    }

    /// The instant `words[range]` reads as, with an optional `by`, `due`, `on` or `at` first, if
    /// it is taken.
    private func date(exactly range: Range<Int>) -> Instant? {
        if let instant = parsed(range) {
            return isTaken(instant, startingWith: words[range.lowerBound]) ? instant : nil
        }
        guard range.count > 1, isDatePrefix(words[range.lowerBound]) else { return nil }
        let phrase = range.dropFirst()
        guard let instant = parsed(phrase), isTaken(instant, startingWith: words[phrase.lowerBound]) else {
            return nil
        }
        return instant
    }

    private func parsed(_ range: Range<Int>) -> Instant? {
        try? DateParser.parse(words[range].spaced(), now: now, zone: zone)
    }

    private func isTaken(_ instant: Instant, startingWith word: Substring) -> Bool {
        instant > now && !Self.countWords.contains(word.lowercased())
    }

    /// `every RULE` in `range`, `every` first, if the words after `every` read as `--every`
    /// reads its value (`FieldInput`: the rule, then `from completion` and `until WHEN`) and
    /// any end is later than now.
    private func repetition(_ range: Range<Int>) -> SentenceRepetition? {
        guard range.count > 1 else { return nil }
        let every = words[range.lowerBound].lowercased()
        guard every == "every" || every == "every!" else { return nil }
        let text = words[range.dropFirst()].spaced()
        guard
            case .recurrence(let recurrence)? = try? FieldInput(now: now, zone: zone).value(
                text, as: .recurrence),
            let rule = recurrence.rule, recurrence.until.map({ $0 > now }) ?? true
        else { return nil }
        return SentenceRepetition(
            rule: rule, text: text, fromCompletion: every == "every!", words: words[range].spaced())
    }

    private func isEvery(_ word: Substring) -> Bool {
        let lowered = word.lowercased()
        return lowered == "every" || lowered == "every!"
    }

    private func isDatePrefix(_ word: Substring) -> Bool {
        Self.datePrefixes.contains(word.lowercased())
    }
}
