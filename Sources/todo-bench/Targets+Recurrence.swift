/// The targets of repeating tasks: a store with them lists as fast, and completing one (which
/// moves it on and records the occurrence) costs what completing a plain task does.
extension Targets {
    /// `list` reads one more flag from each summary; nothing of a rule is decoded.
    static func repeatingListNearPlainList(_ results: BenchResults) -> TargetCheck {
        within(
            1.1, results, .listRepeating, of: .list, size: tenThousand,
            target:
                "`todo list` of \(tenThousand.label) tasks of which 1,000 repeat within \(times(1.1)) of plain "
                + "`todo list`")
    }

    /// `complete` of a repeating task: the next occurrence, and one more task written.
    static func repeatingCompleteNearPlainComplete(_ results: BenchResults) -> TargetCheck {
        within(
            1.2, results, .completeRepeating, of: .complete, size: tenThousand,
            target:
                "`todo complete` of a repeating task within \(times(1.2)) of `todo complete` of a plain one, "
                + "\(tenThousand.label) tasks")
    }
}
