/// A position in a list of date tokens. A value: a rule that may not match works on a copy and
/// keeps it only when it does.
struct DateTokenCursor {
    private let tokens: [DateToken]
    private(set) var index = 0

    init(_ tokens: [DateToken]) {
        self.tokens = tokens
    }

    var isAtEnd: Bool { index >= tokens.count }

    /// The token `ahead` places after the current one, or nil past the end.
    func peek(_ ahead: Int = 0) -> DateToken? {
        index + ahead < tokens.count ? tokens[index + ahead] : nil
    }

    mutating func advance(by count: Int = 1) {
        index = min(index + count, tokens.count)
    }

    /// Moves past `token` if it is next.
    mutating func take(_ token: DateToken) -> Bool {
        guard peek() == token else { return false }
        advance()
        return true
    }

    /// Moves past the word if it is next.
    mutating func take(_ word: DateWord) -> Bool {
        take(.word(word))
    }

    /// The number next, if there is one with a digit count in `digitCount`; moves past it.
    mutating func takeNumber(digitCount: ClosedRange<Int>) -> Int? {
        guard case .number(let value, let digits) = peek(), digitCount.contains(digits) else { return nil }
        advance()
        return value
    }

    /// The unit word next, if there is one; moves past it.
    mutating func takeUnit() -> DateWord.Unit? {
        guard case .word(.unit(let unit)) = peek() else { return nil }
        advance()
        return unit
    }
}

/// Why a date form reader gave up; `DateParser` turns it into a `DateParseError`.
enum DateReadFailure: Error {
    case unreadable, noSuchDayOrTime, outOfRange

    var reason: DateParseError.Reason {
        switch self {
        case .unreadable: .unreadable
        case .noSuchDayOrTime: .noSuchDayOrTime
        case .outOfRange: .outOfRange
        }
    }
}
