import Testing

@testable import TodoCore

/// How a collection reads the answers the RFCs allow: a missing collection as a plain 404 or as
/// a 207 whose response for its href has the status 404, each response by its href and not by
/// its place in the answer.
@Suite struct CalDAVAnswerTests {
    static let url = "http://127.0.0.1:8080/alice/calendars/tasks/"

    /// A collection whose server answers every request with `status` and `body`.
    func collection(status: Int, _ body: String) throws -> CalDAVCollection {
        let client = HTTPClient { requests, _ in
            requests.map { _ in .success(HTTPResponse(status: status, body: Array(body.utf8))) }
        }
        return CalDAVCollection(
            url: try CollectionURL(Self.url), client: client,
            session: HTTPSession(user: nil, password: nil, timeoutSeconds: 5, caFile: nil))
    }

    static func response(_ href: String, status: String? = nil, properties: String = "") -> String {
        if let status {
            return "<D:response><D:href>\(href)</D:href><D:status>\(status)</D:status></D:response>"
        }
        return "<D:response><D:href>\(href)</D:href><D:propstat><D:prop>\(properties)</D:prop>"
            + "<D:status>HTTP/1.1 200 OK</D:status></D:propstat></D:response>"
    }

    static func multistatus(_ responses: String...) -> String {
        #"<D:multistatus xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">"#
            + responses.joined() + "</D:multistatus>"
    }

    static let calendar =
        "<D:resourcetype><D:collection/><C:calendar/></D:resourcetype><D:displayname>Tasks</D:displayname>"

    @Test(arguments: [
        // Xandikos 0.2: the whole URL as the href, its colons escaped.
        "http%3A//127.0.0.1%3A8080/alice/calendars/tasks/",
        "/alice/calendars/tasks/", "/alice/calendars/tasks", Self.url,
    ])
    func aMultiStatusWhoseResponseForTheHrefIsA404IsNoCollection(href: String) throws {
        let answer = Self.multistatus(Self.response(href, status: "HTTP/1.1 404 Not Found"))
        #expect(try collection(status: 207, answer).properties() == nil)
    }

    @Test func aPlain404IsNoCollection() throws {
        #expect(try collection(status: 404, "Not Found").properties() == nil)
    }

    @Test func theResponseForTheHrefIsReadWhereverItIsInTheAnswer() throws {
        let answer = Self.multistatus(
            Self.response(
                "/alice/calendars/", properties: "<D:resourcetype><D:collection/></D:resourcetype>"),
            Self.response("/alice/calendars/other/", status: "HTTP/1.1 404 Not Found"),
            Self.response("/alice/calendars/tasks/", properties: Self.calendar))
        let found = try #require(try collection(status: 207, answer).properties())
        #expect(found.href == "/alice/calendars/tasks/" && found.isCalendar && found.displayName == "Tasks")

        let missingFirst = Self.multistatus(
            Self.response("/alice/calendars/tasks/", status: "HTTP/1.1 404 Not Found"),
            Self.response("/alice/calendars/", properties: Self.calendar))
        #expect(try collection(status: 207, missingFirst).properties() == nil)
    }

    @Test func anAnswerWithoutAResponseForTheHrefIsAnError() throws {
        let answer = Self.multistatus(Self.response("/alice/calendars/", properties: Self.calendar))
        #expect(
            throws: SyncError.invalidResponse(
                url: Self.url, problem: "it holds no response for /alice/calendars/tasks/")
        ) { try collection(status: 207, answer).properties() }
    }

    @Test func anotherFailingStatusForTheHrefIsTheErrorItMeans() throws {
        let forbidden = Self.multistatus(Self.response(Self.url, status: "HTTP/1.1 403 Forbidden"))
        #expect(throws: SyncError.forbidden(url: Self.url)) {
            try collection(status: 207, forbidden).properties()
        }
    }

    @Test func aListingOfEveryItemTakesTheItemsByTheirOwnResponses() throws {
        let answer = Self.multistatus(
            Self.response("/alice/calendars/tasks/", properties: Self.calendar),
            Self.response("/alice/calendars/tasks/a.ics", properties: "<D:getetag>\"1\"</D:getetag>"),
            Self.response("/alice/calendars/tasks/gone.ics", status: "HTTP/1.1 404 Not Found"),
            Self.response(
                "/alice/calendars/tasks/sub/", properties: "<D:resourcetype><D:collection/></D:resourcetype>")
        )
        let listing = try collection(status: 207, answer).allItems()
        #expect(listing.items.map(\.href) == ["/alice/calendars/tasks/a.ics"])
        #expect(listing.items.map(\.etag) == ["\"1\""])
    }

    @Test func hrefsAreComparedAsPaths() {
        #expect(CollectionURL.key("http%3A//h%3A1/a/b%40c.ics") == "/a/b@c.ics")
        #expect(CollectionURL.sameResource("/a/b", "https://h/a/b/"))
        #expect(!CollectionURL.sameResource("/a/b/", "/a/"))
        #expect(!CollectionURL.sameResource("/a/bc", "/a/b"))
    }
}
