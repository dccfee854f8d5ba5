/// One line of a todo.txt file, split as todo.txt-cli reads it:
/// `[x COMPLETED ][(A) ][CREATED ]text`, where the text holds `+project`, `@context` and
/// `key:value` words among the others.
struct TodoTxtLine: Equatable {
    var isCompleted = false
    var completionDate: CivilDate?
    /// `A` to `Z`.
    var priority: Character?
    var creationDate: CivilDate?
    /// The words of the text, split at single spaces, so that joining them with one space gives
    /// the text back; a word is empty where the text had two spaces in a row.
    var words: [Substring] = []

    init(_ text: Substring) {
        var words = text.split(separator: " ", omittingEmptySubsequences: false)[...]
        if words.first == "x" {
            isCompleted = true
            words.removeFirst()
            if let date = words.first.flatMap(Self.date) {
                completionDate = date
                words.removeFirst()
            }
        } else if let first = words.first, first.count == 3, first.first == "(", first.last == ")",
            let letter = first.dropFirst().first, letter.isASCII, letter.isUppercase
        {
            priority = letter
            words.removeFirst()
        }
        if let date = words.first.flatMap(Self.date) {
            creationDate = date
            words.removeFirst()
        }
        self.words = Array(words)
    }

    /// A date written `2026-03-05`.
    static func date(_ word: Substring) -> CivilDate? {
        CivilDate(iso8601: String(word))
    }

    /// A `key:value` word: both sides non-empty and neither holding a colon.
    static func keyValue(_ word: Substring) -> (key: Substring, value: Substring)? {
        guard let colon = word.firstIndex(of: ":"), colon != word.startIndex else { return nil }
        let value = word[word.index(after: colon)...]
        guard !value.isEmpty, !value.contains(":") else { return nil }
        return (word[..<colon], value)
    }
}

/// The percent-encoding of `desc:`, `loc:` and `addr:` values: `%`, `:`, spaces and every other
/// white space or control character become `%XX` (UTF-8 bytes), so that the value is one word.
enum PercentEncoding {
    static func encoded(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            let escape =
                scalar == "%" || scalar == ":" || scalar.value <= 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar.properties.isWhitespace
            guard escape else {
                result.unicodeScalars.append(scalar)
                continue
            }
            for byte in String(scalar).utf8 {
                result +=
                    "%" + String(byte >> 4, radix: 16, uppercase: true)
                    + String(byte & 0x0F, radix: 16, uppercase: true)
            }
        }
        return result
    }

    /// The text back; a `%` not followed by two hexadecimal digits stands for itself, and bytes
    /// that do not form UTF-8 become U+FFFD.
    static func decoded(_ text: Substring) -> String {
        guard text.utf8.contains(0x25) else { return String(text) }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x25, index + 2 < bytes.count, let high = hex(bytes[index + 1]),
                let low = hex(bytes[index + 2])
            {
                result.append(high << 4 | low)
                index += 3
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x37
        case 0x61...0x66: return byte - 0x57
        default: return nil
        }
    }
}
