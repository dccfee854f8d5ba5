/// A point in time, in whole seconds since 1970-01-01T00:00:00Z.
///
/// The store and `--json` hold instants to the second, so whole seconds are the unit
/// everywhere: an instant that is saved and read back compares equal to the one that was saved.
public struct Instant: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Whole seconds since 1970-01-01T00:00:00Z, negative before it.
    public var secondsSince1970: Int64

    /// The instant `secondsSince1970` seconds after 1970-01-01T00:00:00Z.
    @inlinable public init(secondsSince1970: Int64) {
        self.secondsSince1970 = secondsSince1970
    }

    /// The earliest instant that has a four-digit year: the first second of 0001-01-01.
    public static let earliest = Instant(secondsSince1970: -62_135_596_800)
    /// The latest instant that has a four-digit year: the last second of 9999-12-31.
    public static let latest = Instant(secondsSince1970: 253_402_300_799)

    /// The earlier instant first.
    @inlinable public static func < (lhs: Instant, rhs: Instant) -> Bool {
        lhs.secondsSince1970 < rhs.secondsSince1970
    }

    /// The instant `seconds` later (wrapping, never trapping, at the ends of `Int64`).
    @inlinable public static func + (instant: Instant, seconds: Int64) -> Instant {
        Instant(secondsSince1970: instant.secondsSince1970 &+ seconds)
    }

    /// The instant `seconds` earlier (wrapping, never trapping, at the ends of `Int64`).
    @inlinable public static func - (instant: Instant, seconds: Int64) -> Instant {
        Instant(secondsSince1970: instant.secondsSince1970 &- seconds)
    }

    /// The seconds from `other` to `self`.
    public func seconds(since other: Instant) -> Int64 {
        secondsSince1970 &- other.secondsSince1970
    }

    /// The instant as `--json` writes it (`todo help json`): `2026-03-01T09:30:00Z`.
    public var iso8601: String {
        var bytes: [UInt8] = []
        appendISO8601(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the 20 bytes of `iso8601` without making a String. Instants outside years
    /// 0001…9999 (which no input can produce) are written as the nearest one inside.
    public func appendISO8601(to bytes: inout [UInt8]) {
        appendUTC(to: &bytes, extended: true)
    }

    /// Appends the instant in UTC, `2026-03-01T09:30:00Z` (ISO 8601's extended form), or
    /// without the `-` and `:` (`20260301T093000Z`, the basic form iCalendar writes). Instants
    /// outside years 0001…9999 are written as the nearest one inside.
    @inline(__always) func appendUTC(to bytes: inout [UInt8], extended: Bool) {
        let seconds = min(
            max(secondsSince1970, Instant.earliest.secondsSince1970), Instant.latest.secondsSince1970)
        let date = CivilDate(daysSince1970: seconds.floorDivided(by: 86_400))
        let secondOfDay = Int(seconds.floorModulo(86_400))
        @inline(__always) func pair(_ value: Int) {
            bytes.append(UInt8(truncatingIfNeeded: 0x30 + value / 10))
            bytes.append(UInt8(truncatingIfNeeded: 0x30 + value % 10))
        }
        pair(date.year / 100)
        pair(date.year % 100)
        if extended { bytes.append(0x2D) }
        pair(date.month)
        if extended { bytes.append(0x2D) }
        pair(date.day)
        bytes.append(0x54)
        pair(secondOfDay / 3600)
        if extended { bytes.append(0x3A) }
        pair(secondOfDay / 60 % 60)
        if extended { bytes.append(0x3A) }
        pair(secondOfDay % 60)
        bytes.append(0x5A)
    }

    /// The instant as `iso8601` shows it.
    public var description: String { iso8601 }

    /// Reads exactly the form `iso8601` writes (`YYYY-MM-DDTHH:MM:SSZ`), with an optional
    /// fraction of a second that is dropped. Anything else is `nil`.
    public init?(iso8601UTC text: String) {
        if text.utf8.count == 20,
            let instant = text.utf8.withContiguousStorageIfAvailable({ Self.parseISO8601UTC($0) })
        {
            guard let instant else { return nil }
            self = instant
            return
        }
        var utf8 = Array(text.utf8)
        if utf8.count > 20, utf8[19] == UInt8(ascii: "."), utf8.last == UInt8(ascii: "Z") {
            let fraction = utf8[20..<(utf8.count - 1)]
            guard !fraction.isEmpty, fraction.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
            utf8 = Array(utf8[0..<19]) + [UInt8(ascii: "Z")]
        }
        guard utf8.count == 20 else { return nil }
        let value = utf8.withUnsafeBufferPointer { Self.parseISO8601UTC($0) }
        guard let value else { return nil }
        self = value
    }

    /// Reads `YYYY-MM-DDTHH:MM:SSZ` from exactly 20 bytes; the store's hot path (a store of
    /// 10,000 tasks holds 25,000 instants), so digits are read without a loop or an optional.
    public static func parseISO8601UTC(_ bytes: UnsafeBufferPointer<UInt8>) -> Instant? {
        guard bytes.count == 20, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x54,
            bytes[13] == 0x3A, bytes[16] == 0x3A, bytes[19] == 0x5A
        else { return nil }
        var isDigits = true
        @inline(__always) func pair(_ index: Int) -> Int {
            let tens = Int(bytes[index]) &- 48
            let ones = Int(bytes[index + 1]) &- 48
            if UInt(bitPattern: tens) > 9 || UInt(bitPattern: ones) > 9 { isDigits = false }
            return tens &* 10 &+ ones
        }
        let year = pair(0) &* 100 &+ pair(2)
        let month = pair(5)
        let day = pair(8)
        let hour = pair(11)
        let minute = pair(14)
        let second = pair(17)
        guard isDigits, year >= 1, (1...12).contains(month), day >= 1,
            day <= CivilDate.daysInMonth(year: year, month: month), hour < 24, minute < 60, second < 60,
            let date = CivilDate(year: year, month: month, day: day)
        else { return nil }
        return Instant(
            secondsSince1970: date.daysSince1970 * 86_400 + Int64(hour * 3600 + minute * 60 + second))
    }

    static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}

extension Int64 {
    /// Division that rounds toward negative infinity, as calendars need for instants before 1970.
    func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    func floorModulo(_ divisor: Int64) -> Int64 {
        self - floorDivided(by: divisor) * divisor
    }
}
