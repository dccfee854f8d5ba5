/// A day of the proleptic Gregorian calendar, without a time or a time zone.
public struct CivilDate: Hashable, Comparable, Sendable {
    /// The year, 1 to 9999.
    public let year: Int
    /// The month, 1 (January) to 12.
    public let month: Int
    /// The day of the month, from 1.
    public let day: Int

    /// A date whose parts name a real day (no February 30, no month 13), years 1 to 9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            day >= 1, day <= CivilDate.daysInMonth(year: year, month: month)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads exactly `YYYY-MM-DD`, a day that exists.
    public init?(iso8601 text: String) {
        var text = text
        let parts = text.withUTF8 { bytes -> (Int, Int, Int)? in
            guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else {
                return nil
            }
            func number(_ range: Range<Int>) -> Int? {
                var value = 0
                for index in range {
                    guard bytes[index] >= 0x30, bytes[index] <= 0x39 else { return nil }
                    value = value * 10 + Int(bytes[index] - 0x30)
                }
                return value
            }
            guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else {
                return nil
            }
            return (year, month, day)
        }
        guard let (year, month, day) = parts else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day that contains the given count of days since 1970-01-01.
    ///
    /// Howard Hinnant's `civil_from_days`, exact over the whole range of `Int64` days we use.
    public init(daysSince1970 days: Int64) {
        let shifted = days + 719_468
        let era = shifted.floorDivided(by: 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = Int(dayOfYear - (153 * monthIndex + 2) / 5 + 1)
        month = Int(monthIndex < 10 ? monthIndex + 3 : monthIndex - 9)
        year = Int(yearOfEra + era * 400 + (month <= 2 ? 1 : 0))
    }

    /// Days since 1970-01-01 (negative before it).
    public var daysSince1970: Int64 {
        let shiftedYear = Int64(month <= 2 ? year - 1 : year)
        let era = shiftedYear.floorDivided(by: 400)
        let yearOfEra = shiftedYear - era * 400
        let monthFromMarch = Int64(month > 2 ? month - 3 : month + 9)
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// ISO weekday: 1 is Monday, 7 is Sunday.
    public var weekday: Int {
        Int((daysSince1970 + 3).floorModulo(7)) + 1
    }

    /// The date `count` days later (earlier when negative).
    public func adding(days count: Int64) -> CivilDate {
        CivilDate(daysSince1970: daysSince1970 + count)
    }

    /// The date `count` months later (earlier when negative), on the same day of the month or,
    /// when that month is shorter, on its last day: a month after 31 January is the last day of
    /// February. Nil outside the years 1 to 9999.
    public func adding(months count: Int) -> CivilDate? {
        guard count.magnitude <= 120_000 else { return nil }
        let monthIndex = year * 12 + (month - 1) + count
        guard monthIndex >= 12 else { return nil }
        let newYear = monthIndex / 12
        let newMonth = monthIndex % 12 + 1
        return CivilDate(
            year: newYear, month: newMonth,
            day: min(day, CivilDate.daysInMonth(year: newYear, month: newMonth)))
    }

    /// The last day of this date's month.
    public var lastDayOfMonth: CivilDate {
        adding(days: Int64(CivilDate.daysInMonth(year: year, month: month) - day))
    }

    /// `2026-03-05`.
    public var iso8601: String {
        let yearText = String(year)
        return String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText + "-"
            + Instant.twoDigits(month) + "-" + Instant.twoDigits(day)
    }

    /// The earlier date first.
    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Whether `year` has a 29 February in the Gregorian calendar.
    public static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The number of days of `month` (1 to 12) in `year`: 28 to 31.
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
