import Testing

@testable import TodoCore

@Suite struct IdRangeSetTests {
    @Test func startsEmptyAndHandsOutOne() {
        let set = IdRangeSet()
        #expect(set.nextFreshId == 1)
        #expect(!set.contains(1))
    }

    @Test func mergesAdjacentInsertions() {
        var set = IdRangeSet()
        for id in [1, 2, 3, 7, 5, 6, 4] { set.insert(id) }
        #expect(set.ranges == [1...7])
        #expect(set.nextFreshId == 8)
    }

    @Test func keepsGaps() {
        var set = IdRangeSet(ranges: [1...2, 500...500])
        #expect(set.contains(2))
        #expect(!set.contains(3))
        #expect(!set.contains(499))
        #expect(set.contains(500))
        #expect(set.nextFreshId == 501)
        set.insert(3)
        set.insert(499)
        #expect(set.ranges == [1...3, 499...500])
    }

    @Test func mergesOverlappingRangesGivenInAnyOrder() {
        let set = IdRangeSet(ranges: [10...20, 1...5, 4...9, 30...30, 21...21])
        #expect(set.ranges == [1...21, 30...30])
    }
}
