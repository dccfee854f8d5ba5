/// What a progress chart shows (seed 003's Progress screen): for each day of the week or month,
/// the tasks completed and the day's goal; for each week of the month, and each month of the
/// year, the goals set and achieved. Days after today are empty.
public struct ProgressReport: Sendable {
    /// One day of the span.
    public struct Day: Sendable {
        /// The day.
        public let date: CivilDate
        /// Tasks completed that day (0 for a day to come).
        public let completed: Int
        /// The day's goal, if it had one.
        public let goal: DayGoal?
        /// A day after today: nothing is counted for it yet.
        public let isFuture: Bool
    }

    /// Goals set and achieved in a span: a week of the month, or a month of the year.
    public struct GoalCount: Sendable {
        /// The first day of the span.
        public let from: CivilDate
        /// The last day of the span.
        public let to: CivilDate
        /// Goals set in the span.
        public let goals: Int
        /// Goals of the span that were achieved.
        public let goalsAchieved: Int
        /// Tasks completed in the span.
        public let completed: Int
    }

    /// Which chart: a week, a month or a year.
    public let period: ProgressPeriod
    /// The day the report was made on: days after it are empty.
    public let today: CivilDate
    /// The first day of the period.
    public let from: CivilDate
    /// The last day of the period.
    public let to: CivilDate
    /// Every day of the span (for the year as well, though its chart shows months).
    public let days: [Day]
    /// The weeks of the month (Monday to Sunday, cut at the month's edges), for `month`.
    public let weeks: [GoalCount]
    /// The months of the year, for `year`.
    public let months: [GoalCount]

    /// - Parameter tally: the completions of the span, as `CompletionTally(from:to:zone:)` of
    ///   `period.days(around: today)` counted them.
    public init(period: ProgressPeriod, today: CivilDate, goals: GoalHistory, tally: CompletionTally) {
        self.period = period
        self.today = today
        (from, to) = (tally.from, tally.to)
        var byDate: [CivilDate: DayGoal] = [:]
        for goal in goals.goals(from: tally.from, to: min(tally.to, today)) { byDate[goal.date] = goal }
        days = (0..<tally.counts.count).map { offset in
            let date = tally.from.adding(days: Int64(offset))
            let isFuture = date > today
            return Day(
                date: date, completed: isFuture ? 0 : tally.counts[offset],
                goal: isFuture ? nil : byDate[date],
                isFuture: isFuture)
        }
        weeks = period == .month ? Self.spans(of: days) { $0.date.weekday == 1 } : []
        months = period == .year ? Self.spans(of: days) { $0.date.day == 1 } : []
    }

    /// Tasks completed in the span.
    public var completed: Int { days.reduce(0) { $0 + $1.completed } }
    /// Days of the span that had a goal.
    public var goals: Int { days.reduce(0) { $0 + ($1.goal == nil ? 0 : 1) } }
    /// Goals of the period that were achieved.
    public var goalsAchieved: Int { days.reduce(0) { $0 + ($1.goal?.isAchieved == true ? 1 : 0) } }

    /// The days cut into spans, a new one starting at each day `startsSpan` says.
    private static func spans(of days: [Day], startsSpan: (Day) -> Bool) -> [GoalCount] {
        var spans: [GoalCount] = []
        var current: [Day] = []
        func close() {
            guard let first = current.first, let last = current.last else { return }
            spans.append(
                GoalCount(
                    from: first.date, to: last.date, goals: current.filter { $0.goal != nil }.count,
                    goalsAchieved: current.filter { $0.goal?.isAchieved == true }.count,
                    completed: current.reduce(0) { $0 + $1.completed }))
            current = []
        }
        for day in days {
            if startsSpan(day) { close() }
            current.append(day)
        }
        close()
        return spans
    }
}
