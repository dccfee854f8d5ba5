import Testing

@testable import TodoCore

@Suite struct XMLParserTests {
    @Test func resolvesPrefixesAndTheDefaultNamespace() throws {
        let text = """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- a comment -->
            <d:multistatus xmlns:d="DAV:" xmlns:cal="urn:ietf:params:xml:ns:caldav">
              <d:response><d:href>/a/</d:href><cal:comp name="VTODO"/></d:response>
              <response xmlns="DAV:"><href>/b/</href></response>
            </d:multistatus>
            """
        let root = try XMLParser.parse(Array(text.utf8))
        #expect(root.isNamed("multistatus", in: "DAV:"))
        let responses = root.children("response", in: "DAV:")
        #expect(responses.count == 2)
        #expect(responses.map { $0.child("href", in: "DAV:")?.trimmedText } == ["/a/", "/b/"])
        let comp = try #require(responses[0].child("comp", in: XMLNamespace.calDAV))
        #expect(comp.attributes["name"] == "VTODO")
    }

    @Test func decodesEntitiesReferencesCDATAAndLineBreaks() throws {
        let text = "<a>x &lt;&gt;&amp;&quot;&apos; &#65;&#x42; <![CDATA[<raw> & ]]>\r\nline\rend</a>"
        let root = try XMLParser.parse(Array(text.utf8))
        #expect(root.text == "x <>&\"' AB <raw> & \nline\nend")
    }

    @Test func skipsADoctypeWithAnInternalSubset() throws {
        let text = "<!DOCTYPE a [ <!ENTITY e 'boom'> ]><a>ok</a>"
        #expect(try XMLParser.parse(Array(text.utf8)).text == "ok")
    }

    @Test(arguments: [
        ("<a><b></a>", "</a> where </b> was expected"),
        ("<a>", "<a> is not closed"),
        ("<a>&bogus;</a>", "unknown entity &bogus;"),
        ("<x:a/>", "the prefix x is not declared"),
        ("<a/><b/>", "a second root element"),
        ("text", "text outside the root element"),
        ("", "no element"),
        ("<a b></a>", "attribute b has no value"),
    ])
    func refusesBrokenDocuments(text: String, message: String) {
        #expect(throws: XMLError.self) { try XMLParser.parse(Array(text.utf8)) }
        do {
            _ = try XMLParser.parse(Array(text.utf8))
        } catch {
            #expect(error.message == message)
        }
    }

    @Test func refusesNestingPastTheLimit() {
        let text = String(repeating: "<a>", count: 65) + String(repeating: "</a>", count: 65)
        #expect(throws: XMLError.self) { try XMLParser.parse(Array(text.utf8)) }
        let fits = String(repeating: "<a>", count: 64) + String(repeating: "</a>", count: 64)
        #expect(throws: Never.self) { try XMLParser.parse(Array(fits.utf8)) }
    }

    @Test func escapesTextForRequestsChartsAndNotifications() {
        #expect(XMLEntity.escaped("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c'")
        #expect(XMLEntity.escaped("a<b>&\"c'", quotes: false) == "a&lt;b&gt;&amp;\"c'")
        #expect(XMLEntity.escaped("tab\tline\nend\r") == "tab\tline\nend\r")
        #expect(XMLEntity.escaped("\u{1B}[1m\u{FFFE}\u{0}") == "\\u{1b}[1m\\u{fffe}\\u{0}")
        let parsed = try? XMLParser.parse(
            Array(("<a>" + XMLEntity.escaped("<&\u{7}\u{FFFF}>\"") + "</a>").utf8))
        #expect(parsed?.text == "<&\\u{7}\\u{ffff}>\"")
    }
}

@Suite struct MultistatusTests {
    /// Radicale 3.1's answer to a sync-collection report after one item changed and one was deleted.
    static let radicaleSync = """
        <?xml version='1.0' encoding='utf-8'?>
        <multistatus xmlns="DAV:"><sync-token>http://radicale.org/ns/sync/de83</sync-token>\
        <response><href>/alice/tasks/a1.ics</href><propstat><prop><getetag>"34d8"</getetag></prop>\
        <status>HTTP/1.1 200 OK</status></propstat></response>\
        <response><href>/alice/tasks/a2.ics</href><status>HTTP/1.1 404 Not Found</status></response></multistatus>
        """

    @Test func readsASyncReport() throws {
        let answer = try Multistatus(parsing: Array(Self.radicaleSync.utf8))
        #expect(answer.syncToken == "http://radicale.org/ns/sync/de83")
        #expect(answer.resources.map(\.href) == ["/alice/tasks/a1.ics", "/alice/tasks/a2.ics"])
        #expect(answer.resources[0].etag == "\"34d8\"")
        #expect(answer.resources[0].status == nil)
        #expect(answer.resources[1].status == 404)
    }

    @Test func readsACollectionAndCalendarDataAndSkipsPropertiesNotFound() throws {
        let text = """
            <D:multistatus xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
            <D:response><D:href>/alice/tasks/</D:href>
            <D:propstat><D:prop><D:resourcetype><D:collection/><C:calendar/></D:resourcetype>
            <D:displayname>Tasks</D:displayname><C:supported-calendar-component-set><C:comp name="vtodo"/>
            </C:supported-calendar-component-set></D:prop><D:status>HTTP/1.1 200 OK</D:status></D:propstat>
            <D:propstat><D:prop><D:sync-token/></D:prop><D:status>HTTP/1.1 404 Not Found</D:status></D:propstat>
            </D:response>
            <D:response><D:href>/alice/tasks/x.ics</D:href><D:propstat><D:prop><D:getetag>"1"</D:getetag>
            <C:calendar-data>BEGIN:VCALENDAR&#13;
            END:VCALENDAR&#13;
            </C:calendar-data></D:prop><D:status>HTTP/1.1 200 OK</D:status></D:propstat></D:response>
            </D:multistatus>
            """
        let answer = try Multistatus(parsing: Array(text.utf8))
        let collection = answer.resources[0]
        #expect(collection.isCollection && collection.isCalendar)
        #expect(collection.components == ["VTODO"])
        #expect(collection.displayName == "Tasks")
        #expect(collection.syncToken == nil)
        #expect(answer.resources[1].calendarData == "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n")
    }

    @Test func readsWhereTheUsersCalendarsAre() throws {
        let text = """
            <multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><response><href>/</href><propstat>
            <prop><current-user-principal><href>/123/principal/</href></current-user-principal>
            <C:calendar-home-set><href>https://p01-caldav.icloud.com/123/calendars/</href></C:calendar-home-set></prop>
            <status>HTTP/1.1 200 OK</status></propstat></response></multistatus>
            """
        let root = try #require(try Multistatus(parsing: Array(text.utf8)).resources.first)
        #expect(root.principal == "/123/principal/")
        #expect(root.calendarHome == "https://p01-caldav.icloud.com/123/calendars/")
    }

    @Test func refusesAnythingButAMultistatus() {
        #expect(throws: XMLError.self) {
            try Multistatus(parsing: Array("<error xmlns=\"DAV:\"><valid-sync-token/></error>".utf8))
        }
    }

    @Test func requestBodiesAreWellFormedAndEscaped() throws {
        let report = try XMLParser.parse(DAVRequestBody.syncCollection(token: "a&b"))
        #expect(report.child("sync-token", in: "DAV:")?.text == "a&b")
        let multiget = try XMLParser.parse(DAVRequestBody.multiget(hrefs: ["/x/a b.ics", "/x/<c>.ics"]))
        #expect(multiget.children("href", in: "DAV:").map(\.text) == ["/x/a b.ics", "/x/<c>.ics"])
        for body in [
            DAVRequestBody.collectionProperties, DAVRequestBody.etags,
            DAVRequestBody.syncCollection(token: nil),
            DAVRequestBody.makeCollection(displayName: "T&Q"), DAVRequestBody.makeCalendar(displayName: "T"),
        ] {
            #expect(throws: Never.self) { try XMLParser.parse(body) }
        }
    }
}
