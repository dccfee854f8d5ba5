/// Every id a store has ever given out, kept as sorted, disjoint, non-adjacent ranges.
///
/// Ids are never reused, even after a delete, and `import` keeps a task's id only if no task of
/// the store ever had it; both need the ids that were used, not only the ones that exist now.
public struct IdRangeSet: Hashable, Sendable {
    /// The ranges as plain pairs rather than `ClosedRange<Int>`: an array of a generic type is
    /// made at run time with a search of every protocol conformance in the program, which costs
    /// reading a small store more than the reading.
    private(set) var runs: [Run]

    /// The ids `low...high`.
    struct Run: Hashable, Sendable {
        var low: Int
        var high: Int
    }

    /// No id used yet.
    public init() {
        runs = []
    }

    /// Ranges in any order; overlapping and adjacent ones are merged.
    public init<S: Sequence>(ranges unordered: S) where S.Element == ClosedRange<Int> {
        self.init(runs: unordered.map { Run(low: $0.lowerBound, high: $0.upperBound) })
    }

    /// Runs of ids with `low <= high`, in any order; overlapping and adjacent ones are merged.
    init(runs unordered: [Run]) {
        let ordered =
            unordered.indices.dropFirst().allSatisfy { unordered[$0 - 1].low <= unordered[$0].low }
            ? unordered : unordered.sorted { $0.low < $1.low }
        runs = []
        for run in ordered {
            if let last = runs.last, run.low <= last.high &+ 1 {
                runs[runs.count - 1].high = max(last.high, run.high)
            } else {
                runs.append(run)
            }
        }
    }

    /// The used ids as sorted, disjoint ranges.
    public var ranges: [ClosedRange<Int>] { runs.map { $0.low...$0.high } }

    /// The smallest id above every id ever used.
    public var nextFreshId: Int { (runs.last?.high ?? 0) + 1 }

    /// The highest id ever used, if any.
    var highest: Int? { runs.last?.high }

    /// Whether `id` was ever given out.
    public func contains(_ id: Int) -> Bool {
        guard let index = indexOfFirstRun(endingAtOrAfter: id) else { return false }
        return runs[index].low <= id
    }

    /// Records `id` as used.
    public mutating func insert(_ id: Int) {
        if let last = runs.last, id > last.high {
            if id == last.high + 1 {
                runs[runs.count - 1].high = id
            } else {
                runs.append(Run(low: id, high: id))
            }
            return
        }
        guard !contains(id) else { return }
        self = IdRangeSet(runs: runs + [Run(low: id, high: id)])
    }

    /// The ids of this set that `other` does not hold.
    func subtracting(_ other: IdRangeSet) -> IdRangeSet {
        var result: [Run] = []
        var otherIndex = 0
        for run in runs {
            var low = run.low
            while otherIndex < other.runs.count, other.runs[otherIndex].high < low { otherIndex += 1 }
            var index = otherIndex
            while low <= run.high {
                guard index < other.runs.count, other.runs[index].low <= run.high else {
                    result.append(Run(low: low, high: run.high))
                    break
                }
                let hole = other.runs[index]
                if hole.low > low { result.append(Run(low: low, high: hole.low - 1)) }
                guard hole.high < run.high else { break }
                low = max(low, hole.high + 1)
                index += 1
            }
        }
        return IdRangeSet(runs: result)
    }

    private func indexOfFirstRun(endingAtOrAfter id: Int) -> Int? {
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].high < id { low = middle + 1 } else { high = middle }
        }
        return low < runs.count ? low : nil
    }
}
