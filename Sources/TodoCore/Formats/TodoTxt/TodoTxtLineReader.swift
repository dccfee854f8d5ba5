/// A todo.txt line being read: its marks, and the words of its text that no field has taken
/// yet. What is left when every field has taken its words is the title.
struct TodoTxtLineReader {
    let context: FormatContext
    /// The marks at the start of the line.
    let line: TodoTxtLine
    /// The words not taken yet.
    private(set) var words: [Substring]

    init(_ line: TodoTxtLine, context: FormatContext) {
        self.line = line
        self.context = context
        words = line.words
    }

    /// Takes every word `key:value` whose value `read` reads, and gives the last one's value; a
    /// word it does not read (`due:tomorrow`) stays.
    mutating func take<Value>(_ key: String, _ read: (Substring) -> Value?) -> Value? {
        var last: Value?
        words.removeAll { word in
            guard let (name, value) = TodoTxtLine.keyValue(word), name == key, let read = read(value) else {
                return false
            }
            last = read
            return true
        }
        return last
    }

    /// Takes the words `wanted` chooses (in order): `wanted` sees each word and what it chose so far.
    mutating func takeWords(_ wanted: (Substring, [Substring]) -> Bool) -> [Substring] {
        var taken: [Substring] = []
        words.removeAll { word in
            guard wanted(word, taken) else { return false }
            taken.append(word)
            return true
        }
        return taken
    }

    /// Takes the last word equal to `word`; false when there is none.
    mutating func takeLast(_ word: String) -> Bool {
        guard let index = words.lastIndex(where: { $0 == word }) else { return false }
        words.remove(at: index)
        return true
    }

    /// The rest of the text: the title.
    var rest: String { words.joined(by: " ").trimmed }

    /// The instant a creation or completion date stands for: now for today, else the day's start.
    func instant(_ date: CivilDate) -> Instant {
        context.zone.localDateTime(at: context.now).date == date ? context.now : context.zone.startOfDay(date)
    }
}
