/// A set of task ids that costs a bit per id: ids are small whole numbers given out in turn,
/// so a set of them is a bitmap, whose tests and inserts hash nothing (`list` asks one for
/// each of 10,000 rows). An id too large for a bitmap of a few megabytes goes into a `Set`.
struct IdSet: Sendable {
    private var words: [UInt64] = []
    private var large = Set<Int>()

    /// Ids from this one up are kept in the `Set`: a bitmap of 512 KiB holds those below.
    private static let bitmapLimit = 1 << 22

    var isEmpty: Bool { words.isEmpty && large.isEmpty }

    mutating func insert(_ id: Int) {
        guard id >= 0, id < Self.bitmapLimit else {
            large.insert(id)
            return
        }
        let word = id >> 6
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word - words.count + 1)) }
        words[word] |= 1 << UInt64(id & 63)
    }

    func contains(_ id: Int) -> Bool {
        guard id >= 0, id < Self.bitmapLimit else { return !large.isEmpty && large.contains(id) }
        let word = id >> 6
        return word < words.count && words[word] & (1 << UInt64(id & 63)) != 0
    }
}
