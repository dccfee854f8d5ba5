import Foundation

@testable import TodoCore

/// An in-memory CalDAV collection that answers the requests sync makes as Radicale 3.1 does
/// (measured in TESTING-NOTES): 207 multi-status, 201 for every PUT, 412 for a wrong
/// `If-Match` or `If-None-Match: *` on an item that exists, 409 for a second item with one UID,
/// 404 entries for removed items in a sync report, 403 `valid-sync-token` for an unknown token.
/// The tests against the real Radicale keep it honest; this one lets the session be cut short
/// at every request.
final class FakeCalDAVServer: @unchecked Sendable {
    let origin = "http://fake.test"
    let path = "/alice/tasks/"
    private let lock = NSLock()
    private var items: [String: (etag: String, bytes: [UInt8])] = [:]
    private var log: [(serial: Int, href: String)] = []
    private var serial = 0
    private var etags = 0
    private(set) var requests: [HTTPRequest] = []
    /// How many requests each batch held (a batch is one `curl`), in order.
    private(set) var batchSizes: [Int] = []
    /// Whether it offers sync tokens (RFC 6578); without, sync lists every item by PROPFIND.
    var offersSyncTokens = true
    /// What it does with a sync-collection report that asks for the items' `calendar-data`.
    var dataInListings = DataInListings.given
    /// Items (by name) whose data a listing that gives data leaves out all the same.
    var dataLeftOutOfListings: Set<String> = []

    enum DataInListings {
        /// Gives it, as Radicale does.
        case given
        /// Answers 404 for it, item by item, as Xandikos does.
        case notFound
        /// Refuses the whole report (400).
        case refused
    }
    /// Called before each request is answered, with how many came before it: a failure returned
    /// is the request's (and the batch stops there).
    var intercept: ((HTTPRequest, Int) -> HTTPFailure?)?
    /// Called once, before the first PUT or DELETE is answered: another client's edit "between
    /// the REPORT and the PUT".
    var beforeFirstWrite: (() -> Void)?

    var url: String { origin + path }

    var client: HTTPClient {
        HTTPClient { requests, _ in self.handle(requests) }
    }

    func collection(timeout: Int = 30) throws -> CalDAVCollection {
        CalDAVCollection(
            url: try CollectionURL(url), client: client,
            session: HTTPSession(user: "alice", password: "secret", timeoutSeconds: timeout, caFile: nil))
    }

    // MARK: What another client does

    /// Stores `ics` at `name` (another client's PUT), bumping the sync token.
    func store(_ ics: String, as name: String) {
        lock.withLock { save(Array(ics.utf8), at: path + name) }
    }

    func remove(_ name: String) {
        lock.withLock {
            items[path + name] = nil
            change(path + name)
        }
    }

    /// The item whose UID is `uid`, as text.
    func ics(uid: String) -> String? {
        lock.withLock {
            items.values.map { String(decoding: $0.bytes, as: UTF8.self) }.first { $0.contains("UID:" + uid) }
        }
    }

    /// The href of the item whose UID is `uid`.
    func name(uid: String) -> String? {
        lock.withLock {
            items.first { String(decoding: $0.value.bytes, as: UTF8.self).contains("UID:" + uid) }
                .map { String($0.key.dropFirst(path.count)) }
        }
    }

    var count: Int { lock.withLock { items.count } }

    /// Every item's text, by href.
    var contents: [String: String] {
        lock.withLock { items.mapValues { String(decoding: $0.bytes, as: UTF8.self) } }
    }

    var writeCount: Int {
        lock.withLock { requests.filter { $0.method == "PUT" || $0.method == "DELETE" }.count }
    }

    // MARK: Answering

    private func handle(_ batch: [HTTPRequest]) -> [Result<HTTPResponse, HTTPFailure>] {
        var results: [Result<HTTPResponse, HTTPFailure>] = []
        lock.withLock { batchSizes.append(batch.count) }
        for request in batch {
            let before = lock.withLock {
                requests.append(request)
                return requests.count - 1
            }
            if let failure = intercept?(request, before) {
                results.append(.failure(failure))
                return results
            }
            if request.method == "PUT" || request.method == "DELETE", let hook = beforeFirstWrite {
                beforeFirstWrite = nil
                hook()
            }
            results.append(.success(lock.withLock { answer(request) }))
        }
        return results
    }

    private func answer(_ request: HTTPRequest) -> HTTPResponse {
        let href = String(request.url.dropFirst(origin.count))
        switch request.method {
        case "PROPFIND": return propfind(depth: request.header("Depth") ?? "0")
        case "REPORT": return report(request.body)
        case "PUT": return put(request, at: href)
        case "DELETE": return delete(request, at: href)
        case "MKCOL": return HTTPResponse(status: 405)
        default: return HTTPResponse(status: 400)
        }
    }

    private func propfind(depth: String) -> HTTPResponse {
        var body =
            "<multistatus xmlns=\"DAV:\" xmlns:C=\"urn:ietf:params:xml:ns:caldav\"><response><href>\(path)</href>"
        body +=
            "<propstat><prop><resourcetype><collection/><C:calendar/></resourcetype><displayname>Tasks</displayname>"
        body +=
            "<C:supported-calendar-component-set><C:comp name=\"VTODO\"/></C:supported-calendar-component-set>"
        if offersSyncTokens { body += "<sync-token>tok-\(serial)</sync-token>" }
        body += "</prop><status>HTTP/1.1 200 OK</status></propstat></response>"
        if depth == "1" {
            for (href, item) in items.sorted(by: { $0.key < $1.key }) {
                body += "<response><href>\(href)</href><propstat><prop><resourcetype/>"
                body += "<getetag>\(XMLEntity.escaped(item.etag))</getetag></prop>"
                body += "<status>HTTP/1.1 200 OK</status></propstat></response>"
            }
        }
        return multistatus(body + "</multistatus>")
    }

    private func report(_ bytes: [UInt8]) -> HTTPResponse {
        guard let root = try? XMLParser.parse(bytes) else { return HTTPResponse(status: 400) }
        if root.name == "calendar-multiget" {
            var body = "<multistatus xmlns=\"DAV:\" xmlns:C=\"urn:ietf:params:xml:ns:caldav\">"
            for href in root.children("href", in: "DAV:").map(\.text) {
                guard let item = items[href] else {
                    body += "<response><href>\(href)</href><status>HTTP/1.1 404 Not Found</status></response>"
                    continue
                }
                body +=
                    "<response><href>\(href)</href><propstat><prop><getetag>\(XMLEntity.escaped(item.etag))</getetag>"
                body +=
                    "<C:calendar-data>\(XMLEntity.escaped(String(decoding: item.bytes, as: UTF8.self)))</C:calendar-data>"
                body += "</prop><status>HTTP/1.1 200 OK</status></propstat></response>"
            }
            return multistatus(body + "</multistatus>")
        }
        guard offersSyncTokens else { return HTTPResponse(status: 403) }
        let asksForData =
            root.child("prop", in: "DAV:")?.child("calendar-data", in: XMLNamespace.calDAV) != nil
        if asksForData, dataInListings == .refused { return HTTPResponse(status: 400) }
        let token = root.child("sync-token", in: "DAV:")?.text ?? ""
        var since = -1
        if !token.isEmpty {
            guard token.hasPrefix("tok-"), let number = Int(token.dropFirst(4)), number <= serial else {
                return HTTPResponse(
                    status: 403, body: Array("<error xmlns=\"DAV:\"><valid-sync-token/></error>".utf8))
            }
            since = number
        }
        var hrefs = Set<String>()
        if since < 0 {
            hrefs = Set(items.keys)
        } else {
            for entry in log where entry.serial > since { hrefs.insert(entry.href) }
        }
        var body =
            "<multistatus xmlns=\"DAV:\" xmlns:C=\"urn:ietf:params:xml:ns:caldav\"><sync-token>tok-\(serial)</sync-token>"
        for href in hrefs.sorted() {
            if let item = items[href] {
                let givesData =
                    asksForData && dataInListings == .given
                    && !dataLeftOutOfListings.contains(String(href.dropFirst(path.count)))
                body +=
                    "<response><href>\(href)</href><propstat><prop><getetag>\(XMLEntity.escaped(item.etag))</getetag>"
                if givesData {
                    body +=
                        "<C:calendar-data>\(XMLEntity.escaped(String(decoding: item.bytes, as: UTF8.self)))"
                    body += "</C:calendar-data>"
                }
                body += "</prop><status>HTTP/1.1 200 OK</status></propstat>"
                if asksForData && !givesData {
                    body +=
                        "<propstat><prop><C:calendar-data/></prop><status>HTTP/1.1 404 Not Found</status></propstat>"
                }
                body += "</response>"
            } else {
                body += "<response><href>\(href)</href><status>HTTP/1.1 404 Not Found</status></response>"
            }
        }
        return multistatus(body + "</multistatus>")
    }

    private func put(_ request: HTTPRequest, at href: String) -> HTTPResponse {
        if let failed = precondition(request, at: href) { return failed }
        let text = String(decoding: request.body, as: UTF8.self)
        guard let uid = Self.uid(text) else { return HTTPResponse(status: 400) }
        if items.contains(where: {
            $0.key != href && Self.uid(String(decoding: $0.value.bytes, as: UTF8.self)) == uid
        }) {
            return HTTPResponse(status: 409)
        }
        save(request.body, at: href)
        return HTTPResponse(status: 201, etag: items[href]?.etag)
    }

    private func delete(_ request: HTTPRequest, at href: String) -> HTTPResponse {
        guard items[href] != nil else { return HTTPResponse(status: 404) }
        if let failed = precondition(request, at: href) { return failed }
        items[href] = nil
        change(href)
        return HTTPResponse(status: 200)
    }

    private func precondition(_ request: HTTPRequest, at href: String) -> HTTPResponse? {
        if request.header("If-None-Match") == "*", items[href] != nil { return HTTPResponse(status: 412) }
        if let etag = request.header("If-Match"), etag != "*" ? items[href]?.etag != etag : items[href] == nil
        {
            return HTTPResponse(status: 412)
        }
        return nil
    }

    private func save(_ bytes: [UInt8], at href: String) {
        etags += 1
        items[href] = ("\"e\(etags)\"", bytes)
        change(href)
    }

    private func change(_ href: String) {
        serial += 1
        log.append((serial, href))
    }

    private func multistatus(_ body: String) -> HTTPResponse {
        HTTPResponse(status: 207, body: Array(("<?xml version=\"1.0\"?>" + body).utf8))
    }

    static func uid(_ text: String) -> String? {
        text.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" }).first { $0.hasPrefix("UID:") }
            .map { String($0.dropFirst(4)) }
    }
}
