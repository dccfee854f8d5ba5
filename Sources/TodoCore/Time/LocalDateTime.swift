/// A wall-clock date and time with no time zone, such as "2026-03-08 02:30:00".
///
/// Some local times happen twice or never in a zone with daylight saving time; `ZoneRules`
/// decides which instant such a time means.
public struct LocalDateTime: Hashable, Comparable, Sendable {
    /// The calendar day.
    public let date: CivilDate
    /// The hour, 0 to 23.
    public let hour: Int
    /// The minute, 0 to 59.
    public let minute: Int
    /// The second, 0 to 59.
    public let second: Int

    /// A local time whose parts are in range: hour 0 to 23, minute and second 0 to 59.
    public init?(date: CivilDate, hour: Int, minute: Int, second: Int = 0) {
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else {
            return nil
        }
        self.date = date
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The local time that is `seconds` after 1970-01-01 00:00:00 on the wall clock.
    init(localSeconds seconds: Int64) {
        let days = seconds.floorDivided(by: 86_400)
        date = CivilDate(daysSince1970: days)
        let secondOfDay = Int(seconds &- days &* 86_400)
        hour = secondOfDay / 3600
        minute = secondOfDay / 60 % 60
        second = secondOfDay % 60
    }

    /// The last second of `date`, 23:59:59: the deadline a date without a time means.
    public static func endOfDay(_ date: CivilDate) -> LocalDateTime {
        LocalDateTime(localSeconds: date.daysSince1970 &* 86_400 &+ 86_399)
    }

    /// The same wall-clock time on `date`.
    func withDate(_ date: CivilDate) -> LocalDateTime {
        LocalDateTime(localSeconds: date.daysSince1970 &* 86_400 &+ Int64(secondOfDay))
    }

    /// Seconds after 1970-01-01 00:00:00 on the wall clock, as if the zone were UTC.
    var localSeconds: Int64 {
        date.daysSince1970 &* 86_400 &+ Int64(hour * 3600 + minute * 60 + second)
    }

    /// Seconds since local midnight.
    var secondOfDay: Int { hour * 3600 + minute * 60 + second }

    /// The earlier wall-clock time first.
    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        (lhs.date, lhs.secondOfDay) < (rhs.date, rhs.secondOfDay)
    }
}
