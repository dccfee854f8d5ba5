/// A WebDAV multi-status answer (RFC 4918, 13): one entry per resource, and for a
/// sync-collection report, the new sync token (RFC 6578).
public struct Multistatus: Sendable, Equatable {
    /// The resources, in the order of the answer.
    public var resources: [DAVResource]
    /// The token to ask with next time, for a sync-collection report.
    public var syncToken: String?

    /// A multi-status of these resources.
    public init(resources: [DAVResource] = [], syncToken: String? = nil) {
        self.resources = resources
        self.syncToken = syncToken
    }

    /// The answer in `bytes`; anything but a `DAV:multistatus` is an error.
    public init(parsing bytes: [UInt8]) throws(XMLError) {
        let root = try XMLParser.parse(bytes)
        guard root.isNamed("multistatus", in: XMLNamespace.dav) else {
            throw XMLError("expected a DAV: multistatus, found \(root.name)", offset: 0)
        }
        resources = root.children("response", in: XMLNamespace.dav).compactMap(DAVResource.init)
        syncToken = root.child("sync-token", in: XMLNamespace.dav)?.trimmedText
    }
}

/// One resource of a multi-status answer, with the properties the server found for it.
public struct DAVResource: Sendable, Equatable {
    /// Where it is, as the server wrote it (a path, percent-encoded).
    public var href: String
    /// The status of the whole resource, when the answer gives one: 404 for an item a
    /// sync-collection report lists as removed.
    public var status: Int?
    /// `DAV:getetag`.
    public var etag: String?
    /// `C:calendar-data`: the iCalendar text.
    public var calendarData: String?
    /// `DAV:sync-token`, of a collection.
    public var syncToken: String?
    /// `DAV:resourcetype` holds `DAV:collection`.
    public var isCollection = false
    /// `DAV:resourcetype` holds `C:calendar`.
    public var isCalendar = false
    /// `C:supported-calendar-component-set`: `VTODO`, `VEVENT`…; nil when not given.
    public var components: [String]?
    /// `DAV:displayname`.
    public var displayName: String?
    /// `DAV:current-user-principal`: the href of the user's principal.
    public var principal: String?
    /// `C:calendar-home-set`: the href of the collection that holds the user's calendars.
    public var calendarHome: String?

    /// A resource at `href` with nothing known of it.
    public init(href: String) {
        self.href = href
    }

    /// The resource a `DAV:response` element describes; nil without an href. Only properties of
    /// a propstat with status 200 count.
    init?(_ response: XMLElement) {
        guard let href = response.child("href", in: XMLNamespace.dav)?.trimmedText, !href.isEmpty else {
            return nil
        }
        self.href = href
        status = response.child("status", in: XMLNamespace.dav).flatMap { Self.code($0.trimmedText) }
        for propstat in response.children("propstat", in: XMLNamespace.dav) {
            let code = propstat.child("status", in: XMLNamespace.dav).flatMap { Self.code($0.trimmedText) }
            guard code == 200, let properties = propstat.child("prop", in: XMLNamespace.dav) else { continue }
            read(properties)
        }
    }

    private mutating func read(_ properties: XMLElement) {
        for property in properties.children {
            switch (property.namespace, property.name) {
            case (XMLNamespace.dav, "getetag"): etag = property.trimmedText.nonEmpty
            case (XMLNamespace.calDAV, "calendar-data"): calendarData = property.text
            case (XMLNamespace.dav, "sync-token"): syncToken = property.trimmedText.nonEmpty
            case (XMLNamespace.dav, "displayname"): displayName = property.trimmedText
            case (XMLNamespace.dav, "current-user-principal"):
                principal = property.child("href", in: XMLNamespace.dav)?.trimmedText
            case (XMLNamespace.calDAV, "calendar-home-set"):
                calendarHome = property.child("href", in: XMLNamespace.dav)?.trimmedText
            case (XMLNamespace.dav, "resourcetype"):
                isCollection = property.child("collection", in: XMLNamespace.dav) != nil
                isCalendar = property.child("calendar", in: XMLNamespace.calDAV) != nil
            case (XMLNamespace.calDAV, "supported-calendar-component-set"):
                components = property.children("comp", in: XMLNamespace.calDAV).compactMap {
                    $0.attributes["name"]?.uppercased()
                }
            default: break
            }
        }
    }

    /// 404 from `HTTP/1.1 404 Not Found`.
    static func code(_ statusLine: String) -> Int? {
        let words = statusLine.utf8.split(separator: 0x20, maxSplits: 2, omittingEmptySubsequences: true)
        guard words.count >= 2 else { return nil }
        return Int(Substring(words[1]))
    }
}
