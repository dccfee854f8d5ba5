import TodoCore

/// "Did you mean" for repetition text `--every` cannot read: the text with its mistyped words
/// corrected (`montly` → `monthly`, `wendesday` → `wednesday`) when that reads, else the
/// closest form `todo help every` lists, if it is close enough.
enum RecurrenceSuggestion {
    static func closest(to text: String) -> String? {
        let typed = text.lowercased().split(separator: " ").joined(by: " ")
        guard !typed.isEmpty else { return nil }
        let corrected = correctingWords(in: typed)
        if corrected != typed, (try? RecurrenceRuleParser.parse(corrected)) != nil { return corrected }
        return Suggestion.closest(to: typed, among: RecurrenceRuleParser.examples)
    }

    /// `text` with each unknown word of three letters or more replaced by the closest word the
    /// forms use, if one is close enough.
    private static func correctingWords(in text: String) -> String {
        let words = RecurrenceRuleParser.words
        var result = ""
        var word = ""
        func flush() {
            if word.count >= 3, !words.contains(word) {
                result += Suggestion.closest(to: word, among: words) ?? word
            } else {
                result += word
            }
            word = ""
        }
        for character in text {
            if character.isLetter {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}
