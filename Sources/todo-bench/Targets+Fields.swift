/// The targets of fields of one's own: neither a filter by one nor a value of one costs more
/// than the noise of what it adds to.
extension Targets {
    /// A filter of a field of one's own reads each summary's small `fields` object, in place.
    static func fieldFilterNearPlainList(_ results: BenchResults) -> TargetCheck {
        let limit = 1.2
        let target =
            "`todo \(Operation.listField.rawValue)` within \(times(limit)) of plain `todo list`, "
            + "\(tenThousand.label) tasks"
        guard let plain = results.sample(.list, tenThousand),
            let filtered = results.sample(.listField, tenThousand)
        else {
            return .unchecked(
                target, "`list` and `list energy:high` not both timed on \(tenThousand.label) tasks")
        }
        let ratio = filtered.median / plain.median
        return TargetCheck(
            passed: ratio <= limit, target: target,
            figure:
                "\(times(ratio)) (\(milliseconds(filtered.median)) ms vs \(milliseconds(plain.median)) ms)")
    }

    /// A value of a field of one's own does not slow `add`: reading the store's declarations and
    /// the value is within the noise of the process.
    static func setFieldDoesNotShow(_ results: BenchResults) -> TargetCheck {
        let limit = 1.05
        let size = StoreSize(active: 100)
        let target = "`todo \(Operation.addField.rawValue)` within \(times(limit)) of `todo add`, 100 tasks"
        guard let plain = results.sample(.add, size), let set = results.sample(.addField, size) else {
            return .unchecked(target, "`add` and `add --set` not both timed with 100 tasks")
        }
        let ratio = set.median / plain.median
        return TargetCheck(
            passed: ratio <= limit, target: target,
            figure: "\(times(ratio)) (\(milliseconds(set.median)) ms vs \(milliseconds(plain.median)) ms)")
    }
}
