import Testing

@testable import TodoCore

/// A first sync sends its PROPFIND and a sync-collection report that asks for every item's data
/// in one batch: items whose data the listing holds are read without a calendar-multiget; the
/// others are read by calendar-multigets of 100 in one more batch; a listing that cannot be used
/// is asked for again without the data.
@Suite struct SyncFirstListingTests {
    let server = FakeCalDAVServer()
    let here = SyncMachine("here")

    func fill(_ count: Int) {
        for number in 0..<count {
            server.store(
                SyncSessionTests.vtodo(uid: "u\(number)", summary: "Task \(number)"), as: "u\(number).ics")
        }
    }

    /// How many hrefs each calendar-multiget named, in order.
    var multigetSizes: [Int] {
        server.requests.filter { $0.method == "REPORT" && $0.header("Depth") == "1" }.map {
            (try? XMLParser.parse($0.body))?.children("href", in: XMLNamespace.dav).count ?? -1
        }
    }

    var titles: Set<String> {
        get throws { Set(try here.tasks.map(\.title)) }
    }

    static func titles(_ count: Int) -> Set<String> {
        Set((0..<count).map { "Task \($0)" })
    }

    @Test(arguments: [0, 1, 100, 101])
    func itemsWhoseDataTheListingHoldsAreReadInOneBatch(count: Int) throws {
        fill(count)
        let report = try here.sync(server)
        #expect(report.events.count == count && report.events.allSatisfy { $0.action == .receivedAdded })
        #expect(try titles == Self.titles(count))
        #expect(server.batchSizes == [2])
        #expect(multigetSizes == [])
        #expect(try here.sync(server).events.isEmpty)
    }

    @Test(arguments: zip([0, 1, 100, 101, 250], [[], [1], [100], [100, 1], [100, 100, 50]]))
    func itemsWithoutTheirDataAreReadByMultigetsOf100(count: Int, sizes: [Int]) throws {
        server.dataInListings = .notFound
        fill(count)
        #expect(try here.sync(server).events.count == count)
        #expect(try titles == Self.titles(count))
        #expect(multigetSizes == sizes)
        #expect(server.batchSizes == (count == 0 ? [2] : [2, sizes.count]))
    }

    @Test func onlyTheItemsTheListingLeftWithoutDataAreFetched() throws {
        fill(5)
        server.dataLeftOutOfListings = ["u1.ics", "u3.ics"]
        #expect(try here.sync(server).events.count == 5)
        #expect(try titles == Self.titles(5))
        #expect(multigetSizes == [2])
        let multiget = try #require(server.requests.last)
        let hrefs = try XMLParser.parse(multiget.body).children("href", in: XMLNamespace.dav).map(\.text)
        #expect(hrefs.sorted() == ["/alice/tasks/u1.ics", "/alice/tasks/u3.ics"])
    }

    @Test func aRefusedListingWithDataIsAskedForAgainWithout() throws {
        server.dataInListings = .refused
        fill(3)
        #expect(try here.sync(server).events.count == 3)
        #expect(try titles == Self.titles(3))
        #expect(server.batchSizes == [2, 1, 1])
        #expect(multigetSizes == [3])
    }

    @Test(arguments: [
        HTTPFailure.tooLarge(limit: 1000), .dropped("connection reset"), .timedOut(seconds: 30),
    ])
    func aListingWithDataThatIsNotReadWholeIsAskedForAgainWithout(failure: HTTPFailure) throws {
        fill(3)
        server.intercept = { request, index in
            index == 1 && request.method == "REPORT" ? failure : nil
        }
        #expect(try here.sync(server).events.count == 3)
        #expect(try titles == Self.titles(3))
        #expect(server.batchSizes == [2, 1, 1])
        #expect(multigetSizes == [3])
    }

    @Test func aFailedPropfindFailsTheSyncAndChangesNothing() throws {
        fill(2)
        let before = here.files
        server.intercept = { _, index in index == 0 ? .cannotConnect("refused") : nil }
        #expect(throws: SyncError.transport(.cannotConnect("refused"), url: server.url)) {
            try here.sync(server)
        }
        #expect(here.files == before)
        server.intercept = nil
        #expect(try here.sync(server).events.count == 2)
    }

    @Test func laterSyncsListByTokenWithoutData() throws {
        fill(2)
        try here.sync(server)
        let first = server.requests.count
        server.store(SyncSessionTests.vtodo(uid: "u2", summary: "Task 2"), as: "u2.ics")
        #expect(try here.actions(server) == ["received-added Task 2"])
        let later = server.requests[first...]
        let listing = try #require(later.first { $0.method == "REPORT" && $0.header("Depth") == "0" })
        #expect(!String(decoding: listing.body, as: UTF8.self).contains("calendar-data"))
        #expect(String(decoding: listing.body, as: UTF8.self).contains("<D:sync-token>tok-"))
        #expect(multigetSizes == [1])
    }
}
