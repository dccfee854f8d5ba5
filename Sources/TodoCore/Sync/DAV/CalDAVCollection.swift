/// The requests sync makes of one CalDAV collection, each answer turned into what sync needs or
/// into a `SyncError` that says what the server did.
public struct CalDAVCollection: Sendable {
    /// The collection.
    public let url: CollectionURL
    let client: HTTPClient
    let session: HTTPSession

    /// Items asked for per calendar-multiget.
    static let fetchBatch = 100

    /// The collection at `url`, reached through `client` as `session` says.
    public init(url: CollectionURL, client: HTTPClient, session: HTTPSession) {
        self.url = url
        self.client = client
        self.session = session
    }

    /// What the collection says of itself (PROPFIND, depth 0); nil when there is none: a 404,
    /// or a 207 whose response for the collection's href has the status 404 (RFC 4918, 9.1:
    /// Xandikos answers so).
    public func properties() throws(SyncError) -> DAVResource? {
        let request = propertiesRequest
        return try properties(from: send([request]).first, request)
    }

    var propertiesRequest: HTTPRequest {
        HTTPRequest(
            method: "PROPFIND", url: url.string, headers: Self.xml + [HTTPHeader("Depth", "0")],
            body: DAVRequestBody.collectionProperties)
    }

    /// The collection's properties in the answer to `propertiesRequest`.
    func properties(from result: Result<HTTPResponse, HTTPFailure>?, _ request: HTTPRequest) throws(SyncError)
        -> DAVResource?
    {
        let response = try answer(result, request, expecting: [207, 404])
        guard response.status == 207 else { return nil }
        return try resource(named: url.string, in: multistatus(response, request), request)
    }

    /// Makes the collection, a calendar of VTODOs: with an extended MKCOL (RFC 5689), or for a
    /// server that does not take one, MKCALENDAR (RFC 4791).
    public func create(displayName: String) throws(SyncError) {
        var request = HTTPRequest(
            method: "MKCOL", url: url.string, headers: Self.xml,
            body: DAVRequestBody.makeCollection(displayName: displayName))
        let refusals: Set<Int> = [400, 403, 405, 409, 415, 501]
        var response = try answer(send([request]).first, request, expecting: refusals.union([201]))
        if [400, 415, 501].contains(response.status) {
            request.method = "MKCALENDAR"
            request.body = DAVRequestBody.makeCalendar(displayName: displayName)
            response = try answer(send([request]).first, request, expecting: refusals.union([201]))
        }
        guard response.status == 201 else { throw .cannotCreate(url: url.string, status: response.status) }
    }

    /// What changed since `token` (everything for nil), by a sync-collection report; nil when
    /// the server no longer knows the token.
    func changes(since token: String?) throws(SyncError) -> Listing? {
        let request = changesRequest(since: token, withData: false)
        let response = try answer(send([request]).first, request, expecting: [207, 403, 409])
        guard response.status == 207 else {
            let text = String(decoding: response.body, as: UTF8.self)
            guard token != nil, text.contains("valid-sync-token") else {
                _ = try answer(.success(response), request, expecting: [207])
                return nil
            }
            return nil
        }
        return try listing(response, request, isComplete: token == nil)
    }

    /// The sync-collection report of what changed since `token`; `withData` asks for each
    /// item's data too (`C:calendar-data`), which a server may or may not give in this report.
    func changesRequest(since token: String?, withData: Bool) -> HTTPRequest {
        HTTPRequest(
            method: "REPORT", url: url.string, headers: Self.xml + [HTTPHeader("Depth", "0")],
            body: DAVRequestBody.syncCollection(token: token, withData: withData))
    }

    /// The listing a sync-collection report answered with 207.
    func listing(_ response: HTTPResponse, _ request: HTTPRequest, isComplete: Bool) throws(SyncError)
        -> Listing
    {
        var listing = Listing(isComplete: isComplete)
        let answer = try multistatus(response, request)
        listing.syncToken = answer.syncToken
        for resource in answer.resources where !url.isCollection(resource.href) {
            if resource.status == 404 {
                listing.removed.append(resource.href)
            } else {
                listing.items.append(resource)
            }
        }
        return listing
    }

    /// Every item and its ETag (PROPFIND, depth 1), for a server without sync-collection; a
    /// response whose status is not a success names no item.
    func allItems() throws(SyncError) -> Listing {
        let request = HTTPRequest(
            method: "PROPFIND", url: url.string, headers: Self.xml + [HTTPHeader("Depth", "1")],
            body: DAVRequestBody.etags)
        let response = try answer(send([request]).first, request, expecting: [207])
        var listing = Listing(isComplete: true)
        for resource in try multistatus(response, request).resources
        where !resource.isCollection && !url.isCollection(resource.href)
            && resource.status.map({ $0 / 100 == 2 }) ?? true
        {
            listing.items.append(resource)
        }
        return listing
    }

    /// The data and ETag of each item named, by calendar-multiget reports in one batch; an
    /// item the server no longer has comes back with status 404.
    func fetch(_ hrefs: [String]) throws(SyncError) -> [DAVResource] {
        guard !hrefs.isEmpty else { return [] }
        let requests = stride(from: 0, to: hrefs.count, by: Self.fetchBatch).map { start in
            HTTPRequest(
                method: "REPORT", url: url.string, headers: Self.xml + [HTTPHeader("Depth", "1")],
                body: DAVRequestBody.multiget(
                    hrefs: Array(hrefs[start..<min(start + Self.fetchBatch, hrefs.count)])))
        }
        let results = send(requests)
        var resources: [DAVResource] = []
        for (index, request) in requests.enumerated() {
            let response = try answer(index < results.count ? results[index] : nil, request, expecting: [207])
            resources += try multistatus(response, request).resources
        }
        return resources
    }

    func send(_ requests: [HTTPRequest]) -> [Result<HTTPResponse, HTTPFailure>] {
        client.send(requests, session)
    }

    static let xml = [HTTPHeader("Content-Type", "application/xml; charset=utf-8")]

    /// The response, when its status is one of `expecting`; else the error its status means.
    func answer(
        _ result: Result<HTTPResponse, HTTPFailure>?, _ request: HTTPRequest, expecting: Set<Int>
    ) throws(SyncError) -> HTTPResponse {
        let response: HTTPResponse
        switch result {
        case .success(let answer)?: response = answer
        case .failure(let failure)?: throw .transport(failure, url: request.url)
        case nil: throw .transport(.client("no answer"), url: request.url)
        }
        if expecting.contains(response.status) { return response }
        switch response.status {
        case 401: throw .unauthorized(url: request.url, user: session.user)
        case 403: throw .forbidden(url: request.url)
        case 404: throw .notFound(url: request.url)
        case 300...399:
            throw .redirected(url: request.url, status: response.status, location: response.location)
        case 500...599: throw .serverError(url: request.url, status: response.status)
        default: throw .unexpectedStatus(url: request.url, method: request.method, status: response.status)
        }
    }

    /// The response of `answer` for `target`, read by its href; nil when its status is 404.
    /// Another status that is not a success is the error it means; an answer with no response
    /// for `target` says nothing of it, and is an error too.
    func resource(named target: String, in answer: Multistatus, _ request: HTTPRequest) throws(SyncError)
        -> DAVResource?
    {
        guard let resource = answer.resources.first(where: { CollectionURL.sameResource($0.href, target) })
        else {
            throw .invalidResponse(
                url: request.url, problem: "it holds no response for \(CollectionURL.key(target))")
        }
        guard let status = resource.status else { return resource }
        _ = try self.answer(
            .success(HTTPResponse(status: status)), request, expecting: Set(200...299).union([404]))
        return status == 404 ? nil : resource
    }

    func multistatus(_ response: HTTPResponse, _ request: HTTPRequest) throws(SyncError)
        -> Multistatus
    {
        do throws(XMLError) {
            return try Multistatus(parsing: response.body)
        } catch {
            throw .invalidResponse(url: request.url, problem: error.description)
        }
    }
}

/// The items of a collection a listing names.
struct Listing {
    /// Items that are new or changed (or, for a complete listing, every item), with their ETags,
    /// and their data when the listing carries it.
    var items: [DAVResource] = []
    /// Items removed since the token.
    var removed: [String] = []
    /// Whether every item is listed, so that a known item missing from it was removed.
    var isComplete: Bool
    /// The token to ask with next time.
    var syncToken: String?

    init(isComplete: Bool) {
        self.isComplete = isComplete
    }
}
