/// Reads ISO 8601 dates and times: `2026-03-05`, `2026-03-05t17:30`, `2026-03-05 17:30:00`,
/// `2026-03-05t17:30:00.250z`, `2026-03-05t17:30+02:00`, `-0530`, `+02`. A fraction of a
/// second is dropped. After a space, any time `ClockTime` reads is accepted too
/// (`2026-03-05 5pm`).
enum ISODateReader {
    /// Whether `bytes` start with four digits and a hyphen.
    static func startsWithISODate(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.count >= 5 && bytes.prefix(4).allSatisfy(DateBytes.isDigit)
            && bytes[bytes.startIndex + 4] == UInt8(ascii: "-")
    }

    static func read(
        _ bytes: ArraySlice<UInt8>, _ context: DateParsingContext
    ) throws(DateReadFailure) -> Instant {
        var scanner = DateByteScanner(bytes)
        guard let year = scanner.digits(4), scanner.take("-"), let month = scanner.digits(2),
            scanner.take("-"), let day = scanner.digits(2)
        else { throw .unreadable }
        guard (1...9999).contains(year) else { throw .outOfRange }
        guard let date = CivilDate(year: year, month: month, day: day) else { throw .noSuchDayOrTime }
        if scanner.isAtEnd { return try context.dayAlone(date) }
        if scanner.take("t") { return try readTime(&scanner, on: date, context) }
        guard scanner.skipSpaces() else { throw .unreadable }
        if scanner.startsWithTwoDigitsAndColon { return try readTime(&scanner, on: date, context) }
        guard let tokens = DateTokenizer.tokens(scanner.rest) else { throw .unreadable }
        var cursor = DateTokenCursor(tokens)
        guard let time = try ClockTime.read(&cursor), cursor.isAtEnd, let local = time.on(date) else {
            throw .unreadable
        }
        return try context.instant(local)
    }

    /// `hh:mm[:ss[.fff]]` and an optional `z` or UTC offset, to the end.
    private static func readTime(
        _ scanner: inout DateByteScanner, on date: CivilDate, _ context: DateParsingContext
    ) throws(DateReadFailure) -> Instant {
        guard let hour = scanner.digits(2), scanner.take(":"), let minute = scanner.digits(2) else {
            throw .unreadable
        }
        var second = 0
        if scanner.take(":") {
            guard let value = scanner.digits(2) else { throw .unreadable }
            second = value
            if scanner.take(".") || scanner.take(",") {
                guard scanner.skipDigits() else { throw .unreadable }
            }
        }
        let offset = try readOffset(&scanner)
        guard scanner.isAtEnd else { throw .unreadable }
        guard let local = LocalDateTime(date: date, hour: hour, minute: minute, second: second) else {
            throw .noSuchDayOrTime
        }
        guard let offset else { return try context.instant(local) }
        return try context.checked(Instant(secondsSince1970: local.localSeconds - Int64(offset)))
    }

    /// `z`, `+hh`, `+hhmm` or `+hh:mm` (or with `-`) in seconds east; nil when there is none.
    private static func readOffset(_ scanner: inout DateByteScanner) throws(DateReadFailure) -> Int? {
        if scanner.take("z") { return 0 }
        let sign: Int
        if scanner.take("+") {
            sign = 1
        } else if scanner.take("-") {
            sign = -1
        } else {
            return nil
        }
        guard let hours = scanner.digits(2) else { throw .unreadable }
        var minutes = 0
        if scanner.take(":") {
            guard let value = scanner.digits(2) else { throw .unreadable }
            minutes = value
        } else if let value = scanner.digits(2) {
            minutes = value
        }
        guard hours <= 23, minutes <= 59 else { throw .noSuchDayOrTime }
        return sign * (hours * 3600 + minutes * 60)
    }
}

/// Moves through lowercased date bytes for the fixed-width ISO forms.
struct DateByteScanner {
    private let bytes: ArraySlice<UInt8>
    private var index: Int

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        index = bytes.startIndex
    }

    var isAtEnd: Bool { index >= bytes.endIndex }
    var rest: ArraySlice<UInt8> { bytes[index...] }

    var startsWithTwoDigitsAndColon: Bool {
        bytes.endIndex - index >= 3 && DateBytes.isDigit(bytes[index]) && DateBytes.isDigit(bytes[index + 1])
            && bytes[index + 2] == UInt8(ascii: ":")
    }

    /// Exactly `count` digits as a number, or nil (and no move) when they are not there.
    mutating func digits(_ count: Int) -> Int? {
        guard bytes.endIndex - index >= count else { return nil }
        var value = 0
        for offset in 0..<count {
            let byte = bytes[index + offset]
            guard DateBytes.isDigit(byte) else { return nil }
            value = value * 10 + Int(byte - 48)
        }
        index += count
        return value
    }

    mutating func take(_ character: Unicode.Scalar) -> Bool {
        guard !isAtEnd, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    /// Moves past one or more digits; false when there is none.
    mutating func skipDigits() -> Bool {
        let start = index
        while !isAtEnd, DateBytes.isDigit(bytes[index]) { index += 1 }
        return index > start
    }

    /// Moves past one or more spaces; false when there is none.
    mutating func skipSpaces() -> Bool {
        let start = index
        while !isAtEnd, DateBytes.isSpace(bytes[index]) { index += 1 }
        return index > start
    }
}
