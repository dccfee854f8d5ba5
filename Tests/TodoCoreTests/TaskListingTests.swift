import TestSupport
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

    @Test func groupsAndSortsAsTheHelpSays() {
        let listing = TaskListing(tasks: tasks, now: referenceNow)
        #expect(listing.sections.map(\.state) == [.overdue, .pending, .completed])
        #expect(listing.tasks(in: listing.sections[0], of: tasks).map(\.id) == [6, 3])
        #expect(listing.tasks(in: listing.sections[1], of: tasks).map(\.id) == [10, 4, 1, 5, 2])
        #expect(listing.tasks(in: listing.sections[2], of: tasks).map(\.id) == [8, 7])
        #expect(listing.tasks(of: tasks).map(\.id) == [6, 3, 10, 4, 1, 5, 2, 8, 7])
        var visited: [Int] = []
        for section in listing.sections {
            listing.forEachBlock(in: section, of: tasks) { visited += $0.map(\.id) }
        }
        #expect(visited == [6, 3, 10, 4, 1, 5, 2, 8, 7])
    }

    @Test(arguments: [
        (ListFilter.pending, [10, 4, 1, 5, 2]), (.overdue, [6, 3]), (.completed, [8, 7]),
        (.all, [6, 3, 10, 4, 1, 5, 2, 8, 7]),
    ])
    func filtersByState(filter: ListFilter, ids: [Int]) {
        #expect(
            TaskListing(tasks: tasks, now: referenceNow, filter: filter).tasks(of: tasks).map(\.id) == ids)
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
        #expect(
            TaskListing(tasks: [exactly, almost], now: referenceNow).tasks(of: [exactly, almost]).map(\.id)
                == [2])
    }

    @Test func aTaskMovesToOverdueWhenTimePasses() {
        let task = makeTask(1, deadline: referenceNow + hour)
        #expect(TaskListing(tasks: [task], now: referenceNow).sections.map(\.state) == [.pending])
        #expect(TaskListing(tasks: [task], now: referenceNow + hour).sections.map(\.state) == [.overdue])
    }

    /// The list's order (`todo help tasks`), written the obvious way, agrees with the listing on
    /// many random lists full of ties (equal deadlines, equal creation instants) and extreme
    /// instants.
    @Test func agreesWithTheListsOrderWrittenPlainly() {
        var random = SeededRandom(seed: 61)
        let instants = [
            Instant.earliest, Instant.latest, referenceNow, referenceNow - day, referenceNow - 2 * day,
            referenceNow + hour, referenceNow + day, referenceNow - hour,
        ]
        for _ in 0..<500 {
            let tasks = (1...Int.random(in: 1...40, using: &random)).shuffled(using: &random).map { id in
                makeTask(
                    id, deadline: Bool.random(using: &random) ? instants.randomElement(using: &random) : nil,
                    createdAt: instants.randomElement(using: &random) ?? referenceNow,
                    completedAt: Int.random(in: 0..<3, using: &random) == 0
                        ? instants.randomElement(using: &random) : nil)
            }
            let filter = ListFilter.allCases.randomElement(using: &random) ?? .all
            #expect(
                TaskListing(tasks: tasks, now: referenceNow, filter: filter).tasks(of: tasks).map(\.id)
                    == Self.plainOrder(tasks, filter: filter))
        }
    }

    /// The two other ways through a listing see the same tasks: in blocks, in display order
    /// across block boundaries; in the listed array's order, each with its section's state.
    @Test func blocksAndListedOrderSeeTheSameTasks() {
        var random = SeededRandom(seed: 67)
        for count in [1, 31, 32, 33, 64, 65, 200] {
            let tasks = (1...count).shuffled(using: &random).map { id in
                makeTask(
                    id, deadline: Bool.random(using: &random) ? referenceNow + Int64(id % 7 - 3) * hour : nil,
                    createdAt: referenceNow - Int64(id % 5) * day,
                    completedAt: Int.random(in: 0..<3, using: &random) == 0
                        ? referenceNow - Int64(id) * hour : nil)
            }
            for filter in ListFilter.allCases {
                let listing = TaskListing(tasks: tasks, now: referenceNow, filter: filter)
                var inBlocks: [Int] = []
                var blockSizes: [Int] = []
                for section in listing.sections {
                    listing.forEachBlock(in: section, of: tasks) { block in
                        blockSizes.append(block.count)
                        inBlocks += block.map(\.id)
                    }
                }
                #expect(inBlocks == listing.tasks(of: tasks).map(\.id))
                #expect(blockSizes.allSatisfy { (1...32).contains($0) })
                var inListedOrder: [(id: Int, state: TaskState)] = []
                listing.forEachInListedOrder(of: tasks) { inListedOrder.append(($0.id, $1)) }
                let shown = Set(listing.tasks(of: tasks).map(\.id))
                #expect(inListedOrder.map(\.id) == tasks.map(\.id).filter(shown.contains))
                #expect(
                    inListedOrder.allSatisfy { id, state in
                        tasks.first { $0.id == id }?.state(at: referenceNow) == state
                    })
            }
        }
    }

    static func plainOrder(_ tasks: [TodoTask], filter: ListFilter) -> [Int] {
        let shown = tasks.filter {
            !$0.isCleared(at: referenceNow) && filter.includes($0.state(at: referenceNow))
        }
        func byCreation(_ one: TodoTask, _ other: TodoTask) -> Bool {
            (one.createdAt, one.id) < (other.createdAt, other.id)
        }
        func byDeadline(_ one: TodoTask, _ other: TodoTask) -> Bool {
            switch (one.deadline, other.deadline) {
            case (let first?, let second?): return first != second ? first < second : byCreation(one, other)
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return byCreation(one, other)
            }
        }
        let overdue = shown.filter { $0.state(at: referenceNow) == .overdue }.sorted(by: byDeadline)
        let pending = shown.filter { $0.state(at: referenceNow) == .pending }.sorted(by: byDeadline)
        let completed = shown.filter { $0.isCompleted }.sorted { one, other in
            one.completedAt != other.completedAt
                ? (one.completedAt ?? referenceNow) > (other.completedAt ?? referenceNow)
                : byCreation(one, other)
        }
        return (overdue + pending + completed).map(\.id)
    }
}
