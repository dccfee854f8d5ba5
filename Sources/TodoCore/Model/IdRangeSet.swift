/// Every id a store has ever given out, kept as sorted, disjoint, non-adjacent ranges.
///
/// Ids are never reused, even after a delete, and `import` keeps a task's id only if no task of
/// the store ever had it; both need the ids that were used, not only the ones that exist now.
public struct IdRangeSet: Hashable, Sendable {
    public private(set) var ranges: [ClosedRange<Int>]

    public init() {
        ranges = []
    }

    /// Ranges in any order; overlapping and adjacent ones are merged.
    public init<S: Sequence>(ranges unordered: S) where S.Element == ClosedRange<Int> {
        ranges = []
        for range in unordered.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = ranges.last, range.lowerBound <= last.upperBound &+ 1 {
                ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
    }

    /// The smallest id above every id ever used.
    public var nextFreshId: Int { (ranges.last?.upperBound ?? 0) + 1 }

    public func contains(_ id: Int) -> Bool {
        guard let index = indexOfFirstRange(endingAtOrAfter: id) else { return false }
        return ranges[index].contains(id)
    }

    public mutating func insert(_ id: Int) {
        if let last = ranges.last, id > last.upperBound {
            if id == last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...id
            } else {
                ranges.append(id...id)
            }
            return
        }
        guard !contains(id) else { return }
        self = IdRangeSet(ranges: ranges + [id...id])
    }

    private func indexOfFirstRange(endingAtOrAfter id: Int) -> Int? {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < id { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count ? low : nil
    }
}
