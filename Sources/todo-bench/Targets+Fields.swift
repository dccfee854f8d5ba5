/// The targets of fields of one's own: neither a filter by one nor a value of one costs more
/// than the noise of what it adds to; and what a hook costs a change.
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

    /// `next` works out every open task's urgency and keeps a few: within half again of `list`.
    static func nextNearPlainList(_ results: BenchResults) -> TargetCheck {
        within(
            1.5, results, .next, of: .list, size: tenThousand,
            target: "`todo next` within \(times(1.5)) of plain `todo list`, \(tenThousand.label) tasks")
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
            1.05, results, .addField, of: .addBeside, size: StoreSize(active: 100),
            target: "`todo \(Operation.addField.rawValue)` within \(times(1.05)) of `todo add`, 100 tasks")
    }

    /// An `on-change` hook costs `add` one process start: `add` with a hook that is `/bin/true`
    /// costs at most what `add` does plus what `/bin/true` alone does (with the noise), all three
    /// timed in turn.
    static func hookCostsOneProcessStart(_ results: BenchResults) -> [TargetCheck] {
        [StoreSize(active: 100), tenThousand].map { size in
            let target =
                "`todo \(Operation.addHooked.rawValue)` at most one process start above `todo add`, "
                + "\(size.label) tasks"
            guard let hooked = results.sample(.addHooked, size), let plain = results.sample(.addBeside, size),
                let start = results.sample(.hookAlone, size)
            else { return .unchecked(target, "`add`, the hooked `add` and `/bin/true` not all timed") }
            let extra = hooked.median - plain.median
            return TargetCheck(
                passed: extra <= start.median * noise, target: target,
                figure: "+\(milliseconds(extra)) ms (\(milliseconds(hooked.median)) ms vs "
                    + "\(milliseconds(plain.median)) ms; /bin/true alone \(milliseconds(start.median)) ms)")
        }
    }
}
