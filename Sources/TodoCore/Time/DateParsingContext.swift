/// The moment and zone a date text is read in, and range-checked ways to build the result.
struct DateParsingContext {
    let now: Instant
    let zone: ZoneRules
    /// `now` on the zone's wall clock.
    let local: LocalDateTime
    /// Whether a day named without a time means its first moment (a wait) rather than its last
    /// (a deadline).
    let dayStarts: Bool

    init(now: Instant, zone: ZoneRules, dayStarts: Bool = false) {
        self.now = now
        self.zone = zone
        self.dayStarts = dayStarts
        local = zone.localDateTime(at: now)
    }

    var today: CivilDate { local.date }

    /// `date` moved by `days`, refused outside the years 1 to 9999.
    func date(_ date: CivilDate, adding days: Int64) throws(DateReadFailure) -> CivilDate {
        guard days.magnitude <= 4_000_000 else { throw .outOfRange }
        let moved = date.adding(days: days)
        guard (1...9999).contains(moved.year) else { throw .outOfRange }
        return moved
    }

    /// `date` moved by `months`, on its last day when the month is shorter; refused outside
    /// the years 1 to 9999.
    func date(_ date: CivilDate, addingMonths months: Int64) throws(DateReadFailure) -> CivilDate {
        guard months.magnitude <= 120_000, let moved = date.adding(months: Int(months)) else {
            throw .outOfRange
        }
        return moved
    }

    /// The instant of `local` in the zone (see `ZoneRules.instant(for:)` for skipped and
    /// repeated times).
    func instant(_ local: LocalDateTime) throws(DateReadFailure) -> Instant {
        try checked(zone.instant(for: local))
    }

    /// 23:59:59 on `date`.
    func endOfDay(_ date: CivilDate) throws(DateReadFailure) -> Instant {
        try instant(LocalDateTime.endOfDay(date))
    }

    /// What `date` named without a time means: its end, 23:59:59, or with `dayStarts` its start,
    /// 00:00 (the first moment of the day where a time change skips midnight).
    func dayAlone(_ date: CivilDate) throws(DateReadFailure) -> Instant {
        dayStarts
            ? try instant(LocalDateTime(localSeconds: date.daysSince1970 &* 86_400)) : try endOfDay(date)
    }

    /// `instant`, refused when its UTC year is outside 1 to 9999.
    func checked(_ instant: Instant) throws(DateReadFailure) -> Instant {
        guard instant >= .earliest, instant <= .latest else { throw .outOfRange }
        return instant
    }
}
