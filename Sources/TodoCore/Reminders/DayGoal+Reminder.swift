extension DayGoal {
    /// How long after it was set a goal that is not achieved is reminded (seed 003): 3 hours.
    public static let reminderDelay: Int64 = 3 * 3600

    /// When the goal's reminder is due: `reminderDelay` after it was set.
    public var remindAt: Instant { setAt + Self.reminderDelay }

    /// Whether the reminder is to be delivered at `now`: the goal is today's, not achieved, not
    /// reminded yet, and its time has come. A goal whose reminder would come after its day has
    /// ended is not reminded: it is no longer today's goal.
    public func reminderIsDue(at now: Instant, today: CivilDate) -> Bool {
        date == today && !isAchieved && remindedAt == nil && remindAt <= now
    }

    /// Whether the reminder is still to come after `now`, on its day.
    public func reminderIsUpcoming(at now: Instant, today: CivilDate) -> Bool {
        date == today && !isAchieved && remindedAt == nil && remindAt > now
    }

    /// How late a due reminder is at `now`, in seconds; 0 within `Reminder.toleranceSeconds`.
    public func reminderLateness(at now: Instant) -> Int64 {
        let late = now.seconds(since: remindAt)
        return late > Reminder.toleranceSeconds ? late : 0
    }
}
