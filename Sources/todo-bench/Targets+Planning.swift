/// The targets of planning: `agenda` and `calendar` read the summaries `list` reads, and only
/// the repeating tasks whole, so they cost what `list` does.
extension Targets {
    /// The week from today: the overdue tasks, and the 1,000 series projected over seven days.
    static func agendaNearPlainList(_ results: BenchResults) -> TargetCheck {
        within(
            1.2, results, .agenda, of: .list, size: tenThousand,
            target:
                "`todo agenda` of \(tenThousand.label) tasks of which 1,000 repeat within \(times(1.2)) of "
                + "plain `todo list`")
    }

    /// This month's grid of counts, the 1,000 series projected over it.
    static func calendarNearPlainList(_ results: BenchResults) -> TargetCheck {
        within(
            1.2, results, .calendar, of: .list, size: tenThousand,
            target:
                "`todo calendar` of \(tenThousand.label) tasks of which 1,000 repeat within \(times(1.2)) of "
                + "plain `todo list`")
    }

    /// 2,000 waiting and 2,000 blocked tasks of 10,000 cost `list` little.
    static func planningNearPlainList(_ results: BenchResults) -> TargetCheck {
        within(
            1.1, results, .listPlanning, of: .list, size: tenThousand,
            target: "`todo \(Operation.listPlanning.rawValue)` within \(times(1.1)) of plain `todo list`, "
                + "\(tenThousand.label) tasks")
    }
}
