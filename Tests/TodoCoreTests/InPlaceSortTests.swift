import TestSupport
import Testing

@testable import TodoCore

@Suite struct InPlaceSortTests {
    static func sorted(_ values: [Int]) -> [Int] {
        var values = values
        values.withUnsafeMutableBufferPointer { InPlaceSort.sort($0, by: <) }
        return values
    }

    @Test func agreesWithTheStandardSortOnRandomAndAdversarialInput() {
        var random = SeededRandom(seed: 71)
        for count in [0, 1, 2, 3, 15, 16, 17, 33, 100, 1000, 5000] {
            let ascending = Array(0..<count)
            let inputs = [
                ascending, Array(ascending.reversed()), Array(repeating: 7, count: count),
                ascending.map { $0 % 3 }, ascending.map { $0 < count / 2 ? $0 : count - $0 },
                ascending.shuffled(using: &random),
                ascending.map { _ in Int.random(in: 0..<10, using: &random) },
            ]
            for input in inputs {
                #expect(Self.sorted(input) == input.sorted(), "\(count) items")
            }
        }
    }

    /// A comparison that answers at random is no order at all: the items come out in some
    /// order, all of them, and nothing is read or written out of bounds.
    @Test func keepsEveryItemWhateverTheComparisonAnswers() {
        var random = SeededRandom(seed: 72)
        for count in [17, 100, 2000] {
            var values = Array(0..<count)
            values.withUnsafeMutableBufferPointer { buffer in
                InPlaceSort.sort(buffer) { _, _ in Bool.random(using: &random) }
            }
            #expect(values.sorted() == Array(0..<count))
        }
    }
}
