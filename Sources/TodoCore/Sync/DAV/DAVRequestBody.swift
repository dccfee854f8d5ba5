/// The XML bodies of the WebDAV and CalDAV requests sync sends.
enum DAVRequestBody {
    private static let header = #"<?xml version="1.0" encoding="utf-8"?>"#
    private static let namespaces = #"xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav""#

    /// PROPFIND of what sync needs to know of the collection itself.
    static let collectionProperties = bytes(
        header + "<D:propfind \(namespaces)><D:prop><D:resourcetype/><D:displayname/><D:sync-token/>"
            + "<C:supported-calendar-component-set/></D:prop></D:propfind>")

    /// PROPFIND of where the user's calendars are (RFC 5397, RFC 4791 6.2.1).
    static let principal = bytes(
        header + "<D:propfind \(namespaces)><D:prop><D:resourcetype/><D:current-user-principal/>"
            + "<C:calendar-home-set/></D:prop></D:propfind>")

    /// PROPFIND of each item's ETag, for a server without sync-collection.
    static let etags = bytes(
        header + "<D:propfind \(namespaces)><D:prop><D:resourcetype/><D:getetag/></D:prop></D:propfind>")

    /// The sync-collection report (RFC 6578): what changed since `token`, or everything for nil;
    /// with `withData`, each item's `C:calendar-data` too.
    static func syncCollection(token: String?, withData: Bool = false) -> [UInt8] {
        let tokenElement =
            token.map { "<D:sync-token>\(XMLEntity.escaped($0))</D:sync-token>" } ?? "<D:sync-token/>"
        let data = withData ? "<C:calendar-data/>" : ""
        return bytes(
            header + "<D:sync-collection \(namespaces)>\(tokenElement)<D:sync-level>1</D:sync-level>"
                + "<D:prop><D:getetag/>\(data)</D:prop></D:sync-collection>")
    }

    /// The calendar-multiget report (RFC 4791, 7.9): the data and ETag of each item named.
    static func multiget(hrefs: [String]) -> [UInt8] {
        var text =
            header + "<C:calendar-multiget \(namespaces)><D:prop><D:getetag/><C:calendar-data/></D:prop>"
        for href in hrefs { text += "<D:href>\(XMLEntity.escaped(href))</D:href>" }
        return bytes(text + "</C:calendar-multiget>")
    }

    /// Extended MKCOL (RFC 5689): a calendar collection for VTODOs named `displayName`.
    static func makeCollection(displayName: String) -> [UInt8] {
        bytes(
            header + "<D:mkcol \(namespaces)><D:set><D:prop><D:resourcetype><D:collection/><C:calendar/>"
                + "</D:resourcetype>" + calendarProperties(displayName) + "</D:prop></D:set></D:mkcol>")
    }

    /// MKCALENDAR (RFC 4791, 5.3.1): the same, for a server that takes no extended MKCOL.
    static func makeCalendar(displayName: String) -> [UInt8] {
        bytes(
            header + "<C:mkcalendar \(namespaces)><D:set><D:prop>" + calendarProperties(displayName)
                + "</D:prop></D:set></C:mkcalendar>")
    }

    private static func calendarProperties(_ displayName: String) -> String {
        "<D:displayname>\(XMLEntity.escaped(displayName))</D:displayname>"
            + "<C:supported-calendar-component-set><C:comp name=\"VTODO\"/></C:supported-calendar-component-set>"
    }

    private static func bytes(_ text: String) -> [UInt8] {
        Array(text.utf8)
    }
}
