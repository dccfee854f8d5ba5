/// The targets of a store that writes the change, not the whole list: `add` and `complete`
/// cost what the change costs, whatever the store holds, and reading the appended changes does
/// not slow `list`.
enum WriteTargets {
    static func check(_ results: BenchResults) -> [TargetCheck] {
        var checks: [TargetCheck] = []
        for (operation, peer) in [(Operation.add, "add"), (.complete, "do")] {
            checks.append(
                fasterThanTodoTxt(results, operation, peer, size: Targets.hundredThousand, factor: 1))
            checks.append(withinOfSmallStore(results, operation, size: Targets.hundredThousand))
            checks.append(fasterThanTodoTxt(results, operation, peer, size: Targets.tenThousand, factor: 5))
        }
        checks.append(fullLogList(results))
        return checks
    }

    /// `todo OPERATION` at least `factor` times as fast as todo.txt's on the same tasks.
    private static func fasterThanTodoTxt(
        _ results: BenchResults, _ operation: Operation, _ peer: String, size: StoreSize, factor: Double
    ) -> TargetCheck {
        let target =
            "`todo \(operation.rawValue)` with \(size.label) tasks "
            + (factor == 1 ? "faster than" : "at least \(Int(factor))× faster than")
            + " `todo.sh \(peer)` with \(size.label) lines"
        guard let todo = results.sample(operation, size) else {
            return .unchecked(target, "todo was not timed with \(size.label) tasks")
        }
        guard let todoTxt = results.sample(operation, size, tool: "todo.sh") else {
            return .unchecked(target, "todo.sh was not timed with \(size.label) lines")
        }
        let ratio = todoTxt.median / todo.median
        return TargetCheck(
            passed: factor == 1 ? ratio > 1 : ratio >= factor, target: target,
            figure:
                "\(times(ratio)) (todo \(milliseconds(todo.median)) ms, todo.sh \(milliseconds(todoTxt.median)) ms)"
        )
    }

    /// `todo OPERATION` with `size` tasks within 2× of the same with 100.
    private static func withinOfSmallStore(_ results: BenchResults, _ operation: Operation, size: StoreSize)
        -> TargetCheck
    {
        let small = StoreSize(active: 100)
        let target =
            "`todo \(operation.rawValue)` with \(size.label) tasks within 2× of the same with 100 tasks"
        guard let large = results.sample(operation, size), let reference = results.sample(operation, small)
        else {
            return .unchecked(target, "not timed with both \(size.label) and 100 tasks")
        }
        let ratio = large.median / reference.median
        return TargetCheck(
            passed: ratio <= 2, target: target,
            figure:
                "\(times(ratio)) (\(milliseconds(large.median)) ms vs \(milliseconds(reference.median)) ms)")
    }

    /// `list` at 10,000 tasks with the log as full as it gets within 1.1× of `list` on the same
    /// store compacted, as every store was read before it had a log.
    private static func fullLogList(_ results: BenchResults) -> TargetCheck {
        let size = Targets.tenThousand
        let target =
            "`todo list` with \(size.label) tasks and the log as full as it gets within 1.1× of `todo list` "
            + "with the log empty"
        guard let full = results.sample(.listFullLog, size), let plain = results.sample(.list, size) else {
            return .unchecked(target, "not timed on both copies of the \(size.label)-task store")
        }
        let ratio = full.median / plain.median
        return TargetCheck(
            passed: ratio <= 1.1, target: target,
            figure: "\(times(ratio)) (\(milliseconds(full.median)) ms vs \(milliseconds(plain.median)) ms)")
    }
}
