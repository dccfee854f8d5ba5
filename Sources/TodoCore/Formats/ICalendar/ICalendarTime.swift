/// A DATE or DATE-TIME value (RFC 5545, sections 3.3.4 and 3.3.5) as a property holds it.
public enum ICalendarTime: Hashable, Sendable {
    /// `VALUE=DATE:20261224`, or eight digits alone: a whole day.
    case date(CivilDate)
    /// `20261201T153000Z`.
    case utc(Instant)
    /// `20261201T153000` with `TZID=…`, or without one: a floating time, read in the local zone.
    case local(LocalDateTime, zone: String?)

    /// The value of `property`, or nil when it is neither a date nor a date-time.
    public init?(_ property: ICalendarProperty) {
        let text = property.value.trimmingASCIISpaces
        let bytes = Array(text.utf8)
        guard bytes.count >= 8, let date = Self.date(bytes) else { return nil }
        if bytes.count == 8 {
            self = .date(date)
            return
        }
        guard bytes.count == 15 || (bytes.count == 16 && (bytes[15] == 0x5A || bytes[15] == 0x7A)),
            bytes[8] == 0x54 || bytes[8] == 0x74,
            let hour = Self.number(bytes[9..<11]), let minute = Self.number(bytes[11..<13]),
            let second = Self.number(bytes[13..<15]),
            let time = LocalDateTime(date: date, hour: hour, minute: minute, second: min(second, 59))
        else { return nil }
        if bytes.count == 16 {
            self = .utc(Instant(secondsSince1970: time.date.daysSince1970 * 86_400 + Int64(time.secondOfDay)))
        } else {
            self = .local(time, zone: property.parameter("TZID"))
        }
    }

    /// `YYYYMMDD` at the start of `bytes`.
    private static func date(_ bytes: [UInt8]) -> CivilDate? {
        guard let year = number(bytes[0..<4]), let month = number(bytes[4..<6]),
            let day = number(bytes[6..<8])
        else { return nil }
        return CivilDate(year: year, month: month, day: day)
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for digit in digits {
            guard digit >= 0x30 && digit <= 0x39 else { return nil }
            value = value * 10 + Int(digit - 0x30)
        }
        return value
    }

    /// `20261201T153000Z`.
    public static func utcText(_ instant: Instant) -> String {
        var bytes: [UInt8] = []
        appendUTC(instant, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `20261201T153000Z` (instants outside years 0001 to 9999 as the nearest inside).
    static func appendUTC(_ instant: Instant, to bytes: inout [UInt8]) {
        instant.appendUTC(to: &bytes, extended: false)
    }

    /// `20261201T153000`: a local date-time, as a value with a TZID has it.
    static func localText(_ time: LocalDateTime) -> String {
        var bytes: [UInt8] = []
        appendUTC(Instant(secondsSince1970: time.localSeconds), to: &bytes)
        bytes.removeLast()
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `20261224`.
    public static func dateText(_ date: CivilDate) -> String {
        date.iso8601.filter { $0 != "-" }
    }
}

/// DURATION values (RFC 5545, section 3.3.6): `-PT10M`, `P1D`, `PT1H30M`, `P2W`.
public enum ICalendarDuration {
    /// The signed number of seconds, or nil when `text` is not a duration. A day counts as
    /// 86,400 seconds, as alarms use it.
    public static func seconds(_ text: String) -> Int64? {
        var bytes = Array(text.trimmingASCIISpaces.utf8.map(ICalendarText.upper))[...]
        var sign: Int64 = 1
        if let first = bytes.first, first == 0x2B || first == 0x2D {
            sign = first == 0x2D ? -1 : 1
            bytes = bytes.dropFirst()
        }
        guard bytes.popFirst() == 0x50, !bytes.isEmpty else { return nil }
        var total: Int64 = 0
        var inTime = false
        var number: Int64?
        var sawUnit = false
        var sawTimeUnit = false
        for byte in bytes {
            switch byte {
            case 0x30...0x39:
                let digit = Int64(byte - 0x30)
                let value = number ?? 0
                guard value < 100_000_000 else { return nil }
                number = value * 10 + digit
            case 0x54:
                guard !inTime, number == nil else { return nil }
                inTime = true
            default:
                guard let value = number, let unit = unitSeconds(byte, inTime: inTime) else { return nil }
                total += value * unit
                number = nil
                sawUnit = true
                sawTimeUnit = inTime
            }
        }
        guard number == nil, sawUnit, sawTimeUnit || !inTime else { return nil }
        return sign * total
    }

    private static func unitSeconds(_ byte: UInt8, inTime: Bool) -> Int64? {
        switch (byte, inTime) {
        case (0x57, false): return 604_800
        case (0x44, false): return 86_400
        case (0x48, true): return 3600
        case (0x4D, true): return 60
        case (0x53, true): return 1
        default: return nil
        }
    }

    /// `seconds` as a duration: `-PT10M`, `P2D`, `PT1H30M`, `PT0S`.
    public static func text(_ seconds: Int64) -> String {
        var remaining = seconds.magnitude
        var text = seconds < 0 ? "-P" : "P"
        let days = remaining / 86_400
        remaining %= 86_400
        if days > 0 { text += "\(days)D" }
        guard remaining > 0 || days == 0 else { return text }
        text += "T"
        let parts: [(UInt64, String)] = [
            (remaining / 3600, "H"), (remaining / 60 % 60, "M"), (remaining % 60, "S"),
        ]
        for (value, unit) in parts where value > 0 { text += "\(value)\(unit)" }
        if remaining == 0 { text += "0S" }
        return text
    }
}
