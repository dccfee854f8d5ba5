/// What a change did to the days' goals, and how reverting it puts them back: the goal of each
/// day is compared as a whole, as the tasks are. A goal's reminder being delivered
/// (`remindedAt`) is bookkeeping, like a task's, and no change.
enum GoalChanges {
    /// The goals touched between `old` and `new`, and those changed or removed as they were.
    static func between(_ old: GoalHistory, _ new: GoalHistory) -> (touched: [TouchedGoal], before: [DayGoal])
    {
        guard old != new else { return ([], []) }
        var touched: [TouchedGoal] = []
        var before: [DayGoal] = []
        let dates = Set(old.goals.map(\.date)).union(new.goals.map(\.date)).sorted()
        for date in dates {
            switch (old.goal(on: date), new.goal(on: date)) {
            case (nil, let goal?):
                touched.append(TouchedGoal(date: date, title: goal.title, action: .added))
            case (let goal?, nil):
                touched.append(TouchedGoal(date: date, title: goal.title, action: .removed))
                before.append(goal)
            case (let was?, let goal?):
                var probe = goal
                probe.remindedAt = was.remindedAt
                guard probe != was else { continue }
                touched.append(TouchedGoal(date: date, title: goal.title, action: .changed))
                before.append(was)
            case (nil, nil):
                continue
            }
        }
        return (touched, before)
    }

    /// `goals` with the goals `entry` touched put back as they were before it. A goal reminded
    /// since the change stays reminded.
    static func reverting(_ entry: JournalEntry, in goals: GoalHistory) -> GoalHistory {
        guard !entry.goals.isEmpty else { return goals }
        let added = Set(entry.goals.filter { $0.action == .added }.map(\.date))
        var reverted = GoalHistory(goals.goals.filter { !added.contains($0.date) })
        for var goal in entry.goalsBefore {
            if let current = goals.goal(on: goal.date), let reminded = current.remindedAt,
                reminded > entry.date,
                current.setAt == goal.setAt
            {
                goal.remindedAt = reminded
            }
            reverted.put(goal)
        }
        return reverted
    }
}
