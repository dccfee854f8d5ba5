import TodoCore

/// "Did you mean" for date text `DateParser` cannot read: the text with its mistyped words
/// corrected (`tomorow` → `tomorrow`), when that reads, else the closest example of
/// `todo help dates`: the first that starts with the text's words (`at 5` → `at 5pm`), else
/// the closest with the same numbers (`next weekend` → `next week`, `tomorrow at 9` →
/// `tomorrow at 9am`), if it is a third of the text's length in edits away or less.
enum DateSuggestion {
    static func closest(to text: String, now: Instant, zone: ZoneRules) -> String? {
        let lowercased = text.lowercased()
        let corrected = correctingWords(in: lowercased)
        if corrected != lowercased, (try? DateParser.parse(corrected, now: now, zone: zone)) != nil {
            return corrected
        }
        let typed = corrected.split(separator: " ").joined(by: " ")
        guard !typed.isEmpty else { return nil }
        let examples = DateParser.examples(now: now, zone: zone)
        if typed.count >= 2, let started = examples.first(where: { $0.hasPrefix(typed) }) { return started }
        let sameNumbers = examples.filter { $0.filter(\.isNumber) == typed.filter(\.isNumber) }
        guard let closest = Suggestion.closest(to: typed, among: sameNumbers),
            Suggestion.editDistance(Array(typed), Array(closest)) <= max(1, typed.count / 3)
        else { return nil }
        return closest
    }

    /// `text` with each unknown word of three letters or more replaced by the closest word
    /// `DateParser` knows, if one is close enough.
    static func correctingWords(in text: String) -> String {
        var result = ""
        var word = ""
        for character in text {
            if character.isLetter {
                word.append(character)
            } else {
                result += corrected(word) + String(character)
                word = ""
            }
        }
        return result + corrected(word)
    }

    private static func corrected(_ word: String) -> String {
        guard word.count >= 3 else { return word }
        let words = DateParser.words
        guard !words.contains(word) else { return word }
        return Suggestion.closest(to: word, among: words) ?? word
    }
}
