/// How `snooze` moves a deadline.
public enum SnoozeMove: Hashable, Sendable {
    /// Forward by whole days, keeping the local clock time, to the first such time in the future.
    case toNextDay
    /// Forward by a duration: whole days (86,400 seconds each) as calendar days keeping the
    /// local clock time, the rest as exact seconds (`2d`, `3h`, `1d12h`).
    case by(seconds: Int)
    /// To this instant.
    case to(Instant)

    /// The deadline `deadline` moves to, seen in `zone` at `now`; nil for `.by` when the result
    /// is still not in the future.
    public func moved(_ deadline: Instant, now: Instant, zone: ZoneRules) -> Instant? {
        switch self {
        case .to(let instant):
            return instant
        case .toNextDay:
            let clock = zone.localDateTime(at: deadline)
            let today = zone.localDateTime(at: now).date
            var day = max(clock.date.adding(days: 1), today)
            while true {
                let candidate = zone.instant(for: clock.withDate(day))
                if candidate > now, candidate > deadline { return candidate }
                day = day.adding(days: 1)
            }
        case .by(let seconds):
            let days = seconds / 86_400
            let clock = zone.localDateTime(at: deadline)
            let shifted =
                days == 0 ? deadline : zone.instant(for: clock.withDate(clock.date.adding(days: Int64(days))))
            let moved = shifted + Int64(seconds % 86_400)
            return moved > now ? moved : nil
        }
    }
}
