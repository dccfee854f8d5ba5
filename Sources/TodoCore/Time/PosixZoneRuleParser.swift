/// Reads POSIX `TZ` rule strings with the extensions of RFC 8536 (section 3.3.1): quoted
/// names such as `<+0530>`, and transition times from −167 to 167 hours.
struct PosixZoneRuleParser {
    private let bytes: [UInt8]
    private var position = 0

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The rule `text` spells, or nil when it is not a complete, valid rule.
    static func parse(_ text: String) -> PosixZoneRule? {
        guard text.utf8.count <= 256 else { return nil }
        var parser = PosixZoneRuleParser(text)
        guard let rule = parser.rule(), parser.position == parser.bytes.count else { return nil }
        return rule
    }

    /// glibc's rule for a daylight saving time name given without dates: the US rules.
    private static let defaultStart = PosixZoneRule.TransitionDay(
        day: .monthWeekDay(month: 3, week: 2, weekday: 0), secondOfDay: 7200)
    private static let defaultEnd = PosixZoneRule.TransitionDay(
        day: .monthWeekDay(month: 11, week: 1, weekday: 0), secondOfDay: 7200)

    private mutating func rule() -> PosixZoneRule? {
        guard let standardName = name(), let standardWest = duration(maxHours: 24) else { return nil }
        let standardOffset = -standardWest
        guard position < bytes.count else {
            return PosixZoneRule(
                standardAbbreviation: standardName, standardOffset: standardOffset, daylightSaving: nil)
        }
        guard let daylightName = name() else { return nil }
        var daylightOffset = standardOffset + 3600
        if position < bytes.count, bytes[position] != UInt8(ascii: ",") {
            guard let daylightWest = duration(maxHours: 24) else { return nil }
            daylightOffset = -daylightWest
        }
        var start = Self.defaultStart
        var end = Self.defaultEnd
        if take(",") {
            guard let first = transitionDay(), take(","), let second = transitionDay() else { return nil }
            start = first
            end = second
        }
        return PosixZoneRule(
            standardAbbreviation: standardName, standardOffset: standardOffset,
            daylightSaving: .init(abbreviation: daylightName, offset: daylightOffset, start: start, end: end))
    }

    /// `EST` (three or more letters) or `<+0530>` (three or more letters, digits, `+`, `-`).
    private mutating func name() -> String? {
        let start = position
        if take("<") {
            while position < bytes.count, Self.isQuotedNameByte(bytes[position]) { position += 1 }
            let name = bytes[(start + 1)..<position]
            guard name.count >= 3, take(">") else { return nil }
            return String(decoding: name, as: UTF8.self)
        }
        while position < bytes.count, Self.isLetter(bytes[position]) { position += 1 }
        guard position - start >= 3 else { return nil }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// `[+-]hh[:mm[:ss]]` in seconds, the sign applied.
    private mutating func duration(maxHours: Int) -> Int? {
        var sign = 1
        if take("-") {
            sign = -1
        } else {
            _ = take("+")
        }
        guard let hours = number(maxDigits: 3), hours <= maxHours else { return nil }
        var seconds = hours * 3600
        for unit in [60, 1] {
            guard take(":") else { break }
            guard let part = number(maxDigits: 2), part <= 59 else { return nil }
            seconds += part * unit
        }
        return sign * seconds
    }

    /// `Jn`, `n` or `Mm.w.d`, then an optional `/time` (02:00 when left out).
    private mutating func transitionDay() -> PosixZoneRule.TransitionDay? {
        let day: PosixZoneRule.TransitionDay.Day
        if take("J") {
            guard let number = number(maxDigits: 3), (1...365).contains(number) else { return nil }
            day = .julianSkippingLeapDay(number)
        } else if take("M") {
            guard let month = number(maxDigits: 2), (1...12).contains(month), take("."),
                let week = number(maxDigits: 1), (1...5).contains(week), take("."),
                let weekday = number(maxDigits: 1), (0...6).contains(weekday)
            else { return nil }
            day = .monthWeekDay(month: month, week: week, weekday: weekday)
        } else {
            guard let number = number(maxDigits: 3), (0...365).contains(number) else { return nil }
            day = .zeroBased(number)
        }
        var secondOfDay = 7200
        if take("/") {
            guard let time = duration(maxHours: 167) else { return nil }
            secondOfDay = time
        }
        return PosixZoneRule.TransitionDay(day: day, secondOfDay: secondOfDay)
    }

    private mutating func number(maxDigits: Int) -> Int? {
        let start = position
        var value = 0
        while position < bytes.count, position - start < maxDigits,
            let digit = Self.digitValue(bytes[position])
        {
            value = value * 10 + digit
            position += 1
        }
        return position > start ? value : nil
    }

    private mutating func take(_ character: Unicode.Scalar) -> Bool {
        guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        (48...57).contains(byte) ? Int(byte - 48) : nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (65...90).contains(byte) || (97...122).contains(byte)
    }

    private static func isQuotedNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || digitValue(byte) != nil || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }
}
