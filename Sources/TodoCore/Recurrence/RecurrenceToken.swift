/// One piece of lowercased repetition text: a number, a word with what the date reader makes
/// of it, or a comma.
enum RecurrenceToken: Equatable {
    case number(Int, digits: Int)
    /// The word as typed (lowercased), and the date reader's word of that spelling; a plural
    /// weekday (`mondays`) is that weekday.
    case word(String, DateWord?)
    case comma

    /// The tokens of `text`, lowercased; nil at a character no form has.
    static func tokens(_ text: String) -> [RecurrenceToken]? {
        var tokens: [RecurrenceToken] = []
        let bytes = text.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if DateBytes.isDigit(byte) {
                let start = index
                var value = 0
                while index < bytes.count, DateBytes.isDigit(bytes[index]) {
                    value = min(value * 10 + Int(bytes[index] - 48), DateTokenizer.numberCap)
                    index += 1
                }
                tokens.append(.number(value, digits: index - start))
            } else if DateBytes.isLetter(byte) {
                let start = index
                while index < bytes.count, DateBytes.isLetter(bytes[index]) { index += 1 }
                tokens.append(word(String(decoding: bytes[start..<index], as: UTF8.self)))
            } else if byte == UInt8(ascii: ",") {
                tokens.append(.comma)
                index += 1
            } else if DateBytes.isSpace(byte) {
                index += 1
            } else {
                return nil
            }
        }
        return tokens
    }

    private static func word(_ text: String) -> RecurrenceToken {
        if let word = DateWord(text) { return .word(text, word) }
        if text.hasSuffix("s"), let singular = DateWord(String(text.dropLast())),
            case .weekday = singular
        {
            return .word(text, singular)
        }
        return .word(text, nil)
    }

    /// The date reader's token for this one, for reading a day of the month with `DayOfMonth`.
    var dateToken: DateToken? {
        switch self {
        case .number(let value, let digits): .number(value, digits: digits)
        case .word(_, let word?): .word(word)
        case .word(_, nil): nil
        case .comma: .comma
        }
    }
}
