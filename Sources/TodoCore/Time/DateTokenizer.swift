/// One piece of lowercased date text.
enum DateToken: Equatable {
    /// A run of digits: its value (capped at `DateTokenizer.numberCap`) and its length.
    case number(Int, digits: Int)
    case word(DateWord)
    case colon, comma, plus
}

/// Splits lowercased ASCII date text into numbers, known words and `:` `,` `+`, in one pass.
/// Spaces only separate tokens.
enum DateTokenizer {
    /// Larger than any number a date form accepts, so a capped value is always out of range.
    static let numberCap = 1_000_000_000_000

    /// The tokens of `bytes`, or nil at an unknown word or character.
    static func tokens(_ bytes: ArraySlice<UInt8>) -> [DateToken]? {
        var tokens: [DateToken] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if DateBytes.isDigit(byte) {
                var value = 0
                let start = index
                while index < bytes.endIndex, DateBytes.isDigit(bytes[index]) {
                    value = min(value * 10 + Int(bytes[index] - 48), numberCap)
                    index += 1
                }
                tokens.append(.number(value, digits: index - start))
            } else if DateBytes.isLetter(byte) {
                let start = index
                while index < bytes.endIndex, DateBytes.isLetter(bytes[index]) { index += 1 }
                guard let word = DateWord(String(decoding: bytes[start..<index], as: UTF8.self)) else {
                    return nil
                }
                tokens.append(.word(word))
            } else {
                switch byte {
                case UInt8(ascii: ":"): tokens.append(.colon)
                case UInt8(ascii: ","): tokens.append(.comma)
                case UInt8(ascii: "+"): tokens.append(.plus)
                case _ where DateBytes.isSpace(byte): break
                default: return nil
                }
                index += 1
            }
        }
        return tokens
    }
}

/// Byte classes for date text.
enum DateBytes {
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
    static func isLetter(_ byte: UInt8) -> Bool { byte >= 97 && byte <= 122 }
    static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || (9...13).contains(byte) }
}
