/// A task list a server offers: its URL and name.
public struct TaskList: Sendable, Equatable {
    /// The collection's whole URL.
    public var url: String
    /// Its display name, if it has one.
    public var name: String?
}

extension CalDAVCollection {
    /// The task lists the server offers the user, found from the URL as CalDAV clients find
    /// them (RFC 4791, 6.2.1): the user's principal (`current-user-principal`), its
    /// `calendar-home-set`, and in it the calendars that hold VTODOs.
    public func taskLists() throws(SyncError) -> [TaskList] {
        var found = try principalProperties(of: url.string)
        if found?.calendarHome == nil, let principal = found?.principal {
            found = try principalProperties(of: url.url(for: principal))
        }
        guard let home = found?.calendarHome else { return [] }
        return try propfind(url.url(for: home), DAVRequestBody.collectionProperties, depth: "1").answer
            .resources
            .filter { $0.isCalendar && ($0.components?.contains("VTODO") ?? true) }
            .map { TaskList(url: url.url(for: $0.href), name: $0.displayName?.nonEmpty) }
    }

    /// Where `target`'s calendars are, as it says; nil when it does not exist.
    private func principalProperties(of target: String) throws(SyncError) -> DAVResource? {
        let (answer, request) = try propfind(target, DAVRequestBody.principal, depth: "0")
        return try resource(named: target, in: answer, request)
    }

    private func propfind(_ target: String, _ body: [UInt8], depth: String) throws(SyncError)
        -> (answer: Multistatus, request: HTTPRequest)
    {
        let request = HTTPRequest(
            method: "PROPFIND", url: target, headers: Self.xml + [HTTPHeader("Depth", depth)], body: body)
        let response = try answer(send([request]).first, request, expecting: [207])
        return (try multistatus(response, request), request)
    }
}
