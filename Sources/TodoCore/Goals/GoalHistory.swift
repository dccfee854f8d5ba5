/// Days' goals, oldest first, one per date: those of recent days in the main store file, the
/// others in its goal archive (see `GoalArchive`).
public struct GoalHistory: Hashable, Sendable {
    /// The goals in date order, no two on one date.
    public private(set) var goals: [DayGoal] = []

    /// Goals in any order; a later goal on a date already taken replaces the earlier one.
    public init(_ goals: [DayGoal] = []) {
        for goal in goals { put(goal) }
    }

    /// These goals and `newer` ones, which replace any of these on the same date.
    public func merged(with newer: GoalHistory) -> GoalHistory {
        var merged = self
        for goal in newer.goals { merged.put(goal) }
        return merged
    }

    /// Whether there is no goal at all.
    public var isEmpty: Bool { goals.isEmpty }

    /// The goal of `date`, if that day has one.
    public func goal(on date: CivilDate) -> DayGoal? {
        index(of: date).map { goals[$0] }
    }

    /// The goal of the most recent day before `date` that had one.
    public func latest(before date: CivilDate) -> DayGoal? {
        goals.last { $0.date < date }
    }

    /// The goals of `from` to `to`, both included, oldest first.
    public func goals(from: CivilDate, to: CivilDate) -> ArraySlice<DayGoal> {
        let start = goals.firstIndex { $0.date >= from } ?? goals.endIndex
        let end = goals[start...].firstIndex { $0.date > to } ?? goals.endIndex
        return goals[start..<end]
    }

    /// Puts `goal` on its date, replacing the one there.
    public mutating func put(_ goal: DayGoal) {
        if goals.last.map({ $0.date < goal.date }) ?? true {
            goals.append(goal)
        } else if let index = index(of: goal.date) {
            goals[index] = goal
        } else {
            let index = goals.firstIndex { $0.date > goal.date } ?? goals.endIndex
            goals.insert(goal, at: index)
        }
    }

    /// Changes the goal of `date` in place; returns nil when that day has none.
    mutating func update<Result>(on date: CivilDate, _ change: (inout DayGoal) throws -> Result) rethrows
        -> Result?
    {
        guard let index = index(of: date) else { return nil }
        return try change(&goals[index])
    }

    private func index(of date: CivilDate) -> Int? {
        // Today's goal, the one most asked for, is the last or close to it.
        goals.lastIndex { $0.date == date }
    }
}
