/// A month of the calendar, as `calendar` draws it: its days in weeks from Monday to Sunday.
public struct CalendarMonth: Hashable, Sendable {
    /// The year, 1 to 9999.
    public let year: Int
    /// 1 (January) to 12.
    public let month: Int

    /// The month of `date`.
    public init(containing date: CivilDate) {
        year = date.year
        month = date.month
    }

    /// A month that exists (years 1 to 9999).
    public init?(year: Int, month: Int) {
        guard CivilDate(year: year, month: month, day: 1) != nil else { return nil }
        self.year = year
        self.month = month
    }

    /// Reads a month as `calendar` takes it: `2026-04`, or a month's name or its abbreviation
    /// (`april`, `apr`, case ignored), which means the next such month from `today`'s on, this
    /// month included: in November 2026, `march` is March 2027 and `november` this month.
    public init?(reading text: String, today: CivilDate) {
        let word = text.trimmed.lowercased()
        if case .month(let month)? = DateWord(word) {
            let year = month >= today.month ? today.year : today.year + 1
            self.init(year: year, month: month)
            return
        }
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, (1...2).contains(parts[1].count),
            parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
            let year = Int(parts[0]), let month = Int(parts[1])
        else { return nil }
        self.init(year: year, month: month)
    }

    /// The first day of the month.
    public var first: CivilDate { CivilDate(year: year, month: month, day: 1) ?? CivilDate(daysSince1970: 0) }

    /// The number of days in the month: 28 to 31.
    public var dayCount: Int { CivilDate.daysInMonth(year: year, month: month) }

    /// Every day of the month, in order.
    public var days: [CivilDate] { (0..<dayCount).map { first.adding(days: Int64($0)) } }

    /// `2026-03`.
    public var iso8601: String {
        String(first.iso8601.prefix(7))
    }

    /// The month's weeks, Monday first: seven places each, nil for a day of the month before or
    /// after; four to six weeks.
    public var weeks: [[CivilDate?]] {
        let lead = first.weekday - 1
        var places: [CivilDate?] = Array(repeating: nil, count: lead) + days.map { $0 }
        if places.count % 7 != 0 { places += Array(repeating: nil, count: 7 - places.count % 7) }
        return stride(from: 0, to: places.count, by: 7).map { Array(places[$0..<$0 + 7]) }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
