import Testing

@testable import TodoCore

@Suite struct TaskListingTests {
    let tasks = [
        makeTask(1, deadline: referenceNow + 3 * hour, createdAt: referenceNow - 5 * hour),
        makeTask(2, createdAt: referenceNow - 4 * hour),
        makeTask(3, deadline: referenceNow - hour, createdAt: referenceNow - 3 * day),
        makeTask(4, deadline: referenceNow + hour, createdAt: referenceNow - 3 * hour),
        makeTask(5, createdAt: referenceNow - 6 * hour),
        makeTask(6, deadline: referenceNow - 2 * day, createdAt: referenceNow - 4 * day),
        makeTask(7, completedAt: referenceNow - 2 * hour),
        makeTask(8, completedAt: referenceNow - minute),
        makeTask(9, completedAt: referenceNow - day),
        makeTask(10, deadline: referenceNow + hour, createdAt: referenceNow - 7 * hour),
    ]

    @Test func groupsAndSortsAsTheContractSays() {
        let listing = TaskListing(tasks: tasks, now: referenceNow)
        #expect(listing.sections.map(\.state) == [.overdue, .pending, .completed])
        #expect(listing.sections[0].tasks.map(\.id) == [6, 3])
        #expect(listing.sections[1].tasks.map(\.id) == [10, 4, 1, 5, 2])
        #expect(listing.sections[2].tasks.map(\.id) == [8, 7])
        #expect(listing.tasks.map(\.id) == [6, 3, 10, 4, 1, 5, 2, 8, 7])
    }

    @Test(arguments: [
        (ListFilter.pending, [10, 4, 1, 5, 2]), (.overdue, [6, 3]), (.completed, [8, 7]),
        (.all, [6, 3, 10, 4, 1, 5, 2, 8, 7]),
    ])
    func filtersByState(filter: ListFilter, ids: [Int]) {
        #expect(TaskListing(tasks: tasks, now: referenceNow, filter: filter).tasks.map(\.id) == ids)
    }

    @Test func leavesOutEmptySections() {
        let listing = TaskListing(tasks: [makeTask(1)], now: referenceNow)
        #expect(listing.sections.map(\.state) == [.pending])
        #expect(TaskListing(tasks: [TodoTask](), now: referenceNow).isEmpty)
        #expect(TaskListing(tasks: tasks, now: referenceNow, filter: .completed).sections.count == 1)
    }

    @Test func autoClearHidesTaskCompletedExactly24HoursAgoButNot23h59m() {
        let exactly = makeTask(1, completedAt: referenceNow - day)
        let almost = makeTask(2, completedAt: referenceNow - 23 * hour - 59 * minute)
        #expect(TaskListing(tasks: [exactly, almost], now: referenceNow).tasks.map(\.id) == [2])
    }

    @Test func aTaskMovesToOverdueWhenTimePasses() {
        let task = makeTask(1, deadline: referenceNow + hour)
        #expect(TaskListing(tasks: [task], now: referenceNow).sections.map(\.state) == [.pending])
        #expect(TaskListing(tasks: [task], now: referenceNow + hour).sections.map(\.state) == [.overdue])
    }
}
