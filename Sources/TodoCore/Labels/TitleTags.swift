/// Tags written in a title: a word `+NAME` is the tag NAME and leaves the title (`Buy milk
/// +errand`). A `+` inside a word (`C++`) or before something that is not a name (`+1`, `+`)
/// is part of the title.
public enum TitleTags {
    /// The title without its tag words (the other words joined by single spaces, when there
    /// was any tag word; else the title as given), and the tags in the order written.
    public static func split(_ title: String) -> (title: String, tags: [String]) {
        guard title.utf8.contains(UInt8(ascii: "+")) else { return (title, []) }
        var words: [Substring] = []
        var tags: [String] = []
        for word in title.split(whereSeparator: \.isWhitespace) {
            if let tag = tag(in: word) { tags.append(tag) } else { words.append(word) }
        }
        guard !tags.isEmpty else { return (title, []) }
        return (words.joined(by: " "), tags)
    }

    /// The tag a word `+NAME` names, or nil for any other word.
    public static func tag(in word: Substring) -> String? {
        guard word.first == "+" else { return nil }
        let name = word.dropFirst()
        return LabelName.isValid(name) ? String(name) : nil
    }
}
