/// Short texts for instants in `list` and `show`: pure functions of the instant, now and zone.
/// A value holds `now` and the zone, and today's local date worked out once, for showing many
/// instants: `list` shows up to two for each of 10,000 tasks, in order of deadline, so that the
/// date part of the last one is kept for the next, which most often falls on the same day. A
/// class, so that handing it on copies a reference, not the zone's tables; not to be shared
/// between threads, for that kept date.
public final class DateDisplay {
    /// The moment the texts are relative to.
    public let now: Instant
    /// The zone whose wall clock the texts show.
    public let zone: ZoneRules
    private let today: CivilDate
    /// `today` as days since 1970-01-01.
    private let todayNumber: Int64
    /// The local day last shown by `absoluteText`, and its text up to the clock time.
    private var lastDay: Int64?
    private var lastDayText = ShortText()

    /// A display for instants seen from `now` in `zone`.
    public init(now: Instant, zone: ZoneRules) {
        self.now = now
        self.zone = zone
        today = zone.localDateTime(at: now).date
        todayNumber = today.daysSince1970
    }

    /// The local date and time, with the year only when it is not the year of `now`:
    /// `Thu 5 Mar 17:30`, `Fri 5 Mar 2027 17:30`.
    public static func absolute(_ instant: Instant, now: Instant, zone: ZoneRules) -> String {
        DateDisplay(now: now, zone: zone).absolute(instant)
    }

    /// How far `instant` is from `now`, in words (see the instance method).
    public static func relative(
        _ instant: Instant, now: Instant, zone: ZoneRules, showsClock: Bool = true
    ) -> String {
        DateDisplay(now: now, zone: zone).relativeText(instant, showsClock: showsClock).string
    }

    /// The absolute text with the relative one after it in brackets, as `show` and messages
    /// give a moment: `Thu 5 Mar 17:30 (in 3 h)` (see the instance method).
    public static func dated(
        _ instant: Instant, now: Instant, zone: ZoneRules, showsClock: Bool = true
    ) -> String {
        DateDisplay(now: now, zone: zone).dated(instant, showsClock: showsClock)
    }

    /// A calendar day alone: `Fri 20 Nov`, with the year when it is not the year of `today`
    /// (`Fri 20 Nov 2025`).
    public static func day(_ date: CivilDate, today: CivilDate) -> String {
        ShortText { appendDay(date, weekday: date.weekday, thisYear: today.year, to: &$0) }.string
    }

    /// The clock time of `instant` in `zone`: `09:30`.
    public static func clock(_ instant: Instant, zone: ZoneRules) -> String {
        ShortText { WallClock(instant, zone: zone).appendClock(to: &$0) }.string
    }

    /// The short name of an ISO weekday, 1 (Monday) to 7: `Mon`.
    public static func weekdayName(_ weekday: Int) -> String {
        weekdayNames[weekday - 1].description
    }

    /// The short name of a month, 1 (January) to 12: `Jan`.
    public static func monthName(_ month: Int) -> String {
        monthNames[month - 1].description
    }

    /// `Thu 5 Mar 17:30`, `Fri 5 Mar 2027 17:30`.
    public func absolute(_ instant: Instant) -> String {
        absoluteText(instant).string
    }

    /// How far `instant` is from `now`, in words (see `relativeText`).
    public func relative(_ instant: Instant) -> String {
        relativeText(instant).string
    }

    /// `absolute`, then `relative` in brackets: `Thu 5 Mar 17:30 (in 3 h)`. With `showsClock`
    /// false, the next and previous days are `(tomorrow)` and `(yesterday)` alone.
    public func dated(_ instant: Instant, showsClock: Bool = true) -> String {
        absolute(instant) + " (" + relativeText(instant, showsClock: showsClock).string + ")"
    }

    /// `absolute` without making a String.
    public func absoluteText(_ instant: Instant) -> ShortText {
        let wall = WallClock(instant, zone: zone)
        if wall.day != lastDay {
            lastDay = wall.day
            lastDayText = dayText(wall.day)
        }
        var text = lastDayText
        wall.appendClock(to: &text)
        return text
    }

    /// `Thu 5 Mar ` or `Fri 5 Mar 2027 `: the day, with the year when it is not this year.
    private func dayText(_ day: Int64) -> ShortText {
        ShortText { text in
            Self.appendDay(
                CivilDate(daysSince1970: day), weekday: Int((day &+ 3).floorModulo(7)) + 1,
                thisYear: today.year,
                to: &text)
            text.append(" ")
        }
    }

    /// `Thu 5 Mar` or `Fri 5 Mar 2027`: `date` on its ISO `weekday`, with the year when it is
    /// not `thisYear`.
    private static func appendDay(_ date: CivilDate, weekday: Int, thisYear: Int, to text: inout ShortText) {
        text.append(weekdayNames[weekday - 1])
        text.append(" ")
        text.append(date.day)
        text.append(" ")
        text.append(monthNames[date.month - 1])
        if date.year != thisYear {
            text.append(" ")
            text.append(date.year)
        }
    }

    /// How far `instant` is from `now`, in words.
    ///
    /// | distance | text |
    /// | --- | --- |
    /// | under 1 minute either way | `now` |
    /// | under 1 hour | `in 25 min`, `25 min ago` (whole minutes) |
    /// | the same local day | `in 3 h`, `3 h ago` (whole hours) |
    /// | the next or the previous local day | `tomorrow 17:00`, `yesterday 09:00` |
    /// | 2 to 13 local days | `in 2 days`, `2 days ago` |
    /// | 14 to 59 days | `in 3 weeks` (whole weeks) |
    /// | 60 to 364 days | `in 5 months` (days / 30) |
    /// | 365 days or more | `in 1 year`, `2 years ago` (whole calendar years, at least 1) |
    ///
    /// With `showsClock` false, the next and previous days are `tomorrow` and `yesterday`
    /// alone, for a message that shows the clock time already.
    ///
    /// Days are counted between local calendar dates, so `tomorrow` is any time on the next
    /// date, however many hours away.
    public func relativeText(_ instant: Instant, showsClock: Bool = true) -> ShortText {
        let seconds = instant.seconds(since: now)
        let magnitude = seconds.magnitude
        let isFuture = seconds > 0
        if magnitude < 60 { return ShortText { $0.append("now") } }
        if magnitude < 3600 { return Self.phrase(Int(magnitude / 60), " min", future: isFuture) }
        let wall = WallClock(instant, zone: zone)
        let days = wall.day &- todayNumber
        switch days {
        case 0: return Self.phrase(Int(magnitude / 3600), " h", future: isFuture)
        case 1:
            return ShortText { text in
                guard showsClock else { return text.append("tomorrow") }
                text.append("tomorrow ")
                wall.appendClock(to: &text)
            }
        case -1:
            return ShortText { text in
                guard showsClock else { return text.append("yesterday") }
                text.append("yesterday ")
                wall.appendClock(to: &text)
            }
        default: break
        }
        let count = Int(days.magnitude)
        switch count {
        case ..<14: return Self.phrase(count, " days", future: days > 0)
        case ..<60: return Self.phrase(count / 7, " weeks", future: days > 0)
        case ..<365: return Self.phrase(count / 30, " months", future: days > 0)
        default:
            let date = CivilDate(daysSince1970: wall.day)
            let years =
                days > 0
                ? Self.wholeYears(from: today, to: date)
                : Self.wholeYears(from: date, to: today)
            return Self.phrase(years, years == 1 ? " year" : " years", future: days > 0)
        }
    }

    /// An instant on the zone's wall clock: the local day, as days since 1970-01-01, and the
    /// second of that day. Enough for a clock time and a count of days, with no calendar date
    /// worked out.
    private struct WallClock {
        let day: Int64
        let secondOfDay: Int

        init(_ instant: Instant, zone: ZoneRules) {
            let local = instant.secondsSince1970 &+ Int64(zone.offset(at: instant))
            day = local.floorDivided(by: 86_400)
            secondOfDay = Int(local &- day &* 86_400)
        }

        /// `09:30`.
        func appendClock(to text: inout ShortText) {
            text.appendTwoDigits(secondOfDay / 3600)
            text.append(":")
            text.appendTwoDigits(secondOfDay / 60 % 60)
        }
    }

    /// Whole calendar years from `start` to the later `end`, at least 1.
    private static func wholeYears(from start: CivilDate, to end: CivilDate) -> Int {
        let years = end.year &- start.year &- ((end.month, end.day) < (start.month, start.day) ? 1 : 0)
        return max(years, 1)
    }

    /// `in 3 days` or `3 days ago`.
    private static func phrase(_ number: Int, _ unit: StaticString, future: Bool) -> ShortText {
        ShortText { text in
            if future { text.append("in ") }
            text.append(number)
            text.append(unit)
            if !future { text.append(" ago") }
        }
    }

    /// From Monday; 1970-01-01, day 0, was a Thursday.
    private static let weekdayNames: [StaticString] = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let monthNames: [StaticString] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
}
