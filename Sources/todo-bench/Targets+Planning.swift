/// The target of waiting and blocked tasks: `list` leaves out the waiting ones and marks the
/// blocked ones for about what it costs to list them.
extension Targets {
    /// 2,000 waiting and 2,000 blocked tasks of 10,000 cost `list` little.
    static func planningNearPlainList(_ results: BenchResults) -> TargetCheck {
        within(
            1.1, results, .listPlanning, of: .list, size: tenThousand,
            target: "`todo \(Operation.listPlanning.rawValue)` within \(times(1.1)) of plain `todo list`, "
                + "\(tenThousand.label) tasks")
    }
}
