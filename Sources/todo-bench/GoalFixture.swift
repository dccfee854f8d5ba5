import TodoCore

/// A year of daily goals, as someone who sets one every morning has: 365 days before `now` and
/// today, each with three of the active tasks, four days in five achieved. Written through
/// TodoCore's own rules in one change of the store, as `todo goal set` would write them one by one.
enum GoalFixture {
    static let days = 365

    static func addYearOfGoals(store: String, tasks: [TodoTask], now: Instant) throws {
        let ids = tasks.filter { !$0.isCleared(at: now) }.map(\.id)
        guard !ids.isEmpty else { return }
        let today = ZoneRules.utc.localDateTime(at: now).date
        try TodoStore(path: store).update(now: now) { list in
            for offset in -days...0 {
                let date = today.adding(days: Int64(offset))
                let setAt = now + Int64(offset) * 86_400 - 7200
                let picked = (0..<3).map { ids[((offset + days) * 3 + $0) % ids.count] }
                let verb = SampleText.verbs[(offset + days) % SampleText.verbs.count]
                let object = SampleText.objects[(offset + days) % SampleText.objects.count]
                try list.setGoal(
                    "\(verb) \(object)", tasks: Array(Set(picked)).sorted().map(GoalTaskChoice.id), on: date,
                    now: setAt, replacing: false, makeUUID: { "" })
                if offset % 5 != 0 && offset < 0 {
                    try list.markGoal(achieved: true, on: date, now: setAt + 8 * 3600)
                }
            }
        }
    }
}
