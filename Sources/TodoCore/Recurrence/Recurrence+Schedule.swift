extension Recurrence {
    /// Sets `rule` on a task (`--every`): the recurrence to store and the task's deadline, its
    /// first occurrence. That is `deadline` when the task has one or `--due` gives one; else the
    /// end (23:59:59) of the first day from today on, in `zone` at `now`, that the rule falls on
    /// (its days, ignoring `INTERVAL`: `every 2 weeks on monday` starts next Monday).
    ///
    /// The rule is anchored at that deadline (`RecurrenceRule.anchored(at:)`) unless it counts
    /// from completion. Nil when `until` is before the first occurrence, or the rule never falls
    /// on a day before the year 10000.
    public static func start(
        _ rule: RecurrenceRule, fromCompletion: Bool = false, until: Instant? = nil, deadline: Instant?,
        now: Instant, zone: ZoneRules
    ) -> (recurrence: Recurrence, deadline: Instant)? {
        let first: Instant
        if let deadline {
            first = deadline
        } else {
            let today = zone.localDateTime(at: now).date
            let expansion = RecurrenceExpansion(rule: rule.everyPeriod, start: today)
            guard let day = expansion.firstDay(onOrAfter: today) else { return nil }
            first = zone.instant(for: .endOfDay(day))
        }
        if let until, first > until { return nil }
        let recurrence = Recurrence(
            rule: rule, fromCompletion: fromCompletion, until: until, zone: zone.identifier)
        return (recurrence.anchored(at: first, zone: zone), first)
    }

    /// The recurrence for a task whose deadline becomes `deadline` (`edit --due`): the same
    /// rule, with its day made explicit where the new deadline's day would make the rule skip
    /// shorter months (`RecurrenceRule.anchored(at:)`). Unchanged when it counts from
    /// completion or is kept verbatim.
    public func anchored(at deadline: Instant, zone: ZoneRules) -> Recurrence {
        guard let rule, !fromCompletion else { return self }
        let anchored = rule.anchored(at: zone.localDateTime(at: deadline).date)
        guard anchored != rule else { return self }
        return Recurrence(rule: anchored, fromCompletion: fromCompletion, until: until, zone: self.zone)
    }

    /// The first occurrence of the schedule after `deadline` that is also later than `now`:
    /// missed occurrences are skipped. The series counts from `deadline` (its day and clock time
    /// in `zone`) as RFC 5545 counts from `DTSTART`. Nil when that occurrence would be after
    /// `until` (the series is over) or the rule is kept verbatim.
    public func nextOccurrence(after deadline: Instant, laterThan now: Instant, zone: ZoneRules) -> Instant? {
        guard let rule else { return nil }
        let clock = Self.clock(of: deadline, zone: zone)
        let expansion = RecurrenceExpansion(rule: rule, start: clock.date)
        let from = max(clock.date.adding(days: 1), zone.localDateTime(at: now).date)
        return first(of: expansion, at: clock, from: from, after: max(deadline, now), zone: zone)?.instant
    }

    /// The deadline a completion at `now` moves the task on to: `nextOccurrence(after:laterThan:zone:)`,
    /// or when the recurrence counts from completion, the rule's first occurrence counted from
    /// today (in `zone` at `now`) at the deadline's clock time: for a rule without days of its
    /// own, today plus the interval (a month from 31 January is the last day of February). Nil
    /// when the series is over (see `until`) or the rule is kept verbatim.
    public func nextDeadline(after deadline: Instant, completedAt now: Instant, zone: ZoneRules) -> Instant? {
        guard fromCompletion else { return nextOccurrence(after: deadline, laterThan: now, zone: zone) }
        guard let rule else { return nil }
        let today = zone.localDateTime(at: now).date
        let clock = Self.clock(of: deadline, zone: zone).withDate(today)
        let expansion = RecurrenceExpansion(rule: rule.anchored(at: today), start: today)
        return first(of: expansion, at: clock, from: today.adding(days: 1), after: now, zone: zone)?.instant
    }

    /// The date and clock time of `deadline` in `zone` that the series keeps: its wall-clock
    /// time, except for a time that a spring-forward gap moved forward, which is read as the time
    /// before the gap. A series at 02:30 falls at 03:30 on the day New York skips 02:00 to 03:00,
    /// and is at 02:30 again the day after; a deadline that is at 03:00 to 03:59 that day is
    /// taken for such a moved time.
    static func clock(of deadline: Instant, zone: ZoneRules) -> LocalDateTime {
        let local = zone.localDateTime(at: deadline)
        let jump = Int64(zone.offset(at: deadline) - zone.offset(at: deadline - 86_400))
        guard jump > 0 else { return local }
        let before = LocalDateTime(localSeconds: local.localSeconds - jump)
        guard before.date == local.date, zone.instant(for: before) == deadline else { return local }
        return before
    }

    /// The first day from `from` on that `expansion` falls on whose instant, at `clock`'s time
    /// of day, is later than `bound`, and that instant; nil if it is after `until` or there is
    /// none. A time the clocks skip that day moves forward by the gap, a time they repeat is the
    /// earlier instant (`ZoneRules.instant(for:)`, as RFC 5545 section 3.3.5 has it).
    func first(
        of expansion: RecurrenceExpansion, at clock: LocalDateTime, from: CivilDate, after bound: Instant,
        zone: ZoneRules
    ) -> (instant: Instant, day: CivilDate)? {
        var day = from
        while let found = expansion.firstDay(onOrAfter: day) {
            let instant = zone.instant(for: clock.withDate(found))
            if instant > bound {
                if let until, instant > until { return nil }
                return (instant, found)
            }
            day = found.adding(days: 1)
        }
        return nil
    }
}
