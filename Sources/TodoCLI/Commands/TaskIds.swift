/// Ids as typed after `done`, `edit`, `delete`…: `3`, `2 4-6`. A range counts as each id in it.
enum TaskIds {
    static let argument = ArgumentSpec(
        "ID", .oneOrMore, values: .openTaskIds, help: "task ids; a range 2-5 counts as each id in it")
    /// Tasks to reopen: completion offers the completed ones.
    static let completedArgument = ArgumentSpec(
        "ID", .oneOrMore, values: .completedTaskIds, help: "task ids; a range 2-5 counts as each id in it")
    /// The largest id: integers up to 2^53 − 1 stay exact in every JSON reader, jq's included.
    static let largest = 9_007_199_254_740_991
    /// A range wider than this is a typo, not a request.
    static let widestRange = 100_000

    /// `1, 4, 7`, the first ten of them, then ` and 3 more`: ids in a message.
    static func listed(_ ids: [Int]) -> String {
        ids.prefix(10).map(String.init).joined(by: ", ")
            + (ids.count > 10 ? " and \(ids.count - 10) more" : "")
    }

    static func parse(_ words: [String]) throws(UsageError) -> [Int] {
        var ids: [Int] = []
        for word in words {
            let parts = word.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.count == 2 {
                guard let low = id(parts[0]), let high = id(parts[1]), low <= high,
                    high - low < widestRange
                else { throw .invalidId(word) }
                ids += low...high
            } else {
                guard let single = id(word[...]) else { throw .invalidId(word) }
                ids.append(single)
            }
        }
        return ids
    }

    /// A positive whole number of plain ASCII digits, no sign, no larger than `largest`.
    static func id(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.count <= 16, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            let value = Int(text), value >= 1, value <= largest
        else { return nil }
        return value
    }
}
