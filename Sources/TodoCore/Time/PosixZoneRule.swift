/// The rule of a POSIX `TZ` string, as in `EST5EDT,M3.2.0,M11.1.0` or a TZif footer.
///
/// Offsets are seconds east of UTC (the string itself counts west: `EST5` is UTC−5).
///
/// A class, immutable: a zone's rules hold one as an optional, and an optional of this shape
/// as a value (a multi-payload enum inside) is copied through its runtime type, which the
/// runtime builds at the first copy (28K instructions at every start); an optional reference
/// is copied as a pointer.
final class PosixZoneRule: Sendable {
    /// Daylight saving time and the days it starts and ends each year.
    struct DaylightSaving: Equatable, Sendable {
        var abbreviation: String
        var offset: Int
        var start: TransitionDay
        var end: TransitionDay
    }

    /// A day of the year and a local time on it (RFC 8536 allows −167 to 167 hours).
    struct TransitionDay: Equatable, Sendable {
        enum Day: Equatable, Sendable {
            /// `Jn`: day 1 to 365, February 29 never counted.
            case julianSkippingLeapDay(Int)
            /// `n`: day 0 to 365, February 29 counted.
            case zeroBased(Int)
            /// `Mm.w.d`: weekday `d` (0 is Sunday) of week `w` (5 is the last) of month `m`.
            case monthWeekDay(month: Int, week: Int, weekday: Int)
        }

        var day: Day
        var secondOfDay: Int

        /// Wall-clock seconds since 1970 at which the transition happens in `year` (1 to 9999).
        func localSeconds(inYear year: Int) -> Int64 {
            Self.daysSince1970(day, year: year) &* 86_400 &+ Int64(secondOfDay)
        }

        private static func daysSince1970(_ day: Day, year: Int) -> Int64 {
            let januaryFirst = CivilDate(year: year, month: 1, day: 1).map(\.daysSince1970) ?? 0
            switch day {
            case .julianSkippingLeapDay(let number):
                let skipsLeapDay = CivilDate.isLeapYear(year) && number >= 60
                return januaryFirst + Int64(number - 1) + (skipsLeapDay ? 1 : 0)
            case .zeroBased(let number):
                return januaryFirst + Int64(number)
            case .monthWeekDay(let month, let week, let weekday):
                guard let first = CivilDate(year: year, month: month, day: 1) else { return januaryFirst }
                let isoWeekday = weekday == 0 ? 7 : weekday
                var dayOfMonth = 1 + (isoWeekday - first.weekday + 7) % 7 + 7 * (week - 1)
                let length = CivilDate.daysInMonth(year: year, month: month)
                while dayOfMonth > length { dayOfMonth -= 7 }
                return first.daysSince1970 + Int64(dayOfMonth - 1)
            }
        }
    }

    let standardAbbreviation: String
    let standardOffset: Int
    let daylightSaving: DaylightSaving?

    init(standardAbbreviation: String, standardOffset: Int, daylightSaving: DaylightSaving?) {
        self.standardAbbreviation = standardAbbreviation
        self.standardOffset = standardOffset
        self.daylightSaving = daylightSaving
    }

    func offset(at seconds: Int64) -> Int {
        guard let daylightSaving else { return standardOffset }
        return isDaylightSaving(at: seconds) ? daylightSaving.offset : standardOffset
    }

    func abbreviation(at seconds: Int64) -> String {
        guard let daylightSaving else { return standardAbbreviation }
        return isDaylightSaving(at: seconds) ? daylightSaving.abbreviation : standardAbbreviation
    }

    /// Looks at the transitions of the year before, the year of, and the year after `seconds`,
    /// and takes the state set by the latest one at or before it; on a tie the later year wins,
    /// so `0/0,J365/25` is daylight saving time all year.
    func isDaylightSaving(at seconds: Int64) -> Bool {
        guard let daylightSaving else { return false }
        let standardDays = (seconds &+ Int64(standardOffset)).floorDivided(by: 86_400)
        let year = min(max(CivilDate(daysSince1970: standardDays).year, 2), 9998)
        var latest = Int64.min
        var inDaylightSaving = false
        var foundAny = false
        func consider(_ moment: Int64, startsDaylightSaving: Bool) {
            guard moment <= seconds, moment >= latest else { return }
            latest = moment
            inDaylightSaving = startsDaylightSaving
            foundAny = true
        }
        for candidateYear in (year - 1)...(year + 1) {
            consider(
                daylightSaving.end.localSeconds(inYear: candidateYear) &- Int64(daylightSaving.offset),
                startsDaylightSaving: false)
            consider(
                daylightSaving.start.localSeconds(inYear: candidateYear) &- Int64(standardOffset),
                startsDaylightSaving: true)
        }
        if foundAny { return inDaylightSaving }
        return daylightSaving.start.localSeconds(inYear: year - 1)
            > daylightSaving.end.localSeconds(inYear: year - 1)
    }
}
