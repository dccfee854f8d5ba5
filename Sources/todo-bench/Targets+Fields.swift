/// The targets of fields of one's own: neither a filter by one nor a value of one costs more
/// than the noise of what it adds to.
extension Targets {
    /// A filter of a field of one's own reads each summary's small `fields` object, in place.
    static func fieldFilterNearPlainList(_ results: BenchResults) -> TargetCheck {
        within(
            1.2, results, .listField, of: .list, size: tenThousand,
            target: "`todo \(Operation.listField.rawValue)` within \(times(1.2)) of plain `todo list`, "
                + "\(tenThousand.label) tasks")
    }

    /// The tree costs little beside the list: 3,000 subtasks of 10,000 tasks.
    static func subtasksNearPlainList(_ results: BenchResults) -> TargetCheck {
        within(
            1.2, results, .listSubtasks, of: .list, size: tenThousand,
            target: "`todo \(Operation.listSubtasks.rawValue)` within \(times(1.2)) of plain `todo list`, "
                + "\(tenThousand.label) tasks")
    }

    /// A task's notes cost little beside the rest of `show`.
    static func notesNearPlainShow(_ results: BenchResults) -> TargetCheck {
        within(
            1.2, results, .showNotes, of: .show, size: tenThousand,
            target: "`todo \(Operation.showNotes.rawValue)` within \(times(1.2)) of `todo show` of a task "
                + "without notes, \(tenThousand.label) tasks")
    }

    /// A value of a field of one's own does not slow `add`: reading the store's declarations and
    /// the value is within the noise of the process.
    static func setFieldDoesNotShow(_ results: BenchResults) -> TargetCheck {
        within(
            1.05, results, .addField, of: .add, size: StoreSize(active: 100),
            target: "`todo \(Operation.addField.rawValue)` within \(times(1.05)) of `todo add`, 100 tasks")
    }
}
