/// A change sync makes to one item of the collection.
struct ItemWrite: Sendable, Equatable {
    enum Action: Sendable, Equatable {
        /// PUT these bytes (an iCalendar file).
        case put([UInt8])
        case delete
    }

    /// What the item must be for the write to happen, so that nothing is overwritten unseen.
    enum Precondition: Sendable, Equatable {
        /// `If-Match`: the item is as it was when this ETag was read.
        case matches(String?)
        /// `If-None-Match: *`: there is no item there yet.
        case absent
    }

    var href: String
    var action: Action
    var precondition: Precondition
}

/// How a write ended, when the server answered.
enum WriteOutcome: Sendable, Equatable {
    /// Done; the item's new ETag when the server said it.
    case done(etag: String?)
    /// The precondition failed (412), or the server refused a second item with the UID (409):
    /// the item changed since it was read.
    case changed
    /// There is no such item (404).
    case gone
}

extension CalDAVCollection {
    /// Sends the writes in one batch, in order; one outcome each. A failure to reach the server,
    /// or an answer that is none of the outcomes, throws: the writes before it stand.
    func write(_ writes: [ItemWrite]) throws(SyncError) -> [WriteOutcome] {
        guard !writes.isEmpty else { return [] }
        let requests = writes.map(request)
        let results = send(requests)
        var outcomes: [WriteOutcome] = []
        for (index, request) in requests.enumerated() {
            let done: Set<Int> = request.method == "PUT" ? [200, 201, 204] : [200, 204]
            let response = try answer(
                index < results.count ? results[index] : nil, request, expecting: done.union([404, 409, 412]))
            switch response.status {
            case 404: outcomes.append(.gone)
            case 409, 412: outcomes.append(.changed)
            default: outcomes.append(.done(etag: response.etag))
            }
        }
        return outcomes
    }

    private func request(_ write: ItemWrite) -> HTTPRequest {
        var headers: [HTTPHeader]
        switch write.precondition {
        case .matches(let etag): headers = [HTTPHeader("If-Match", etag ?? "*")]
        case .absent: headers = [HTTPHeader("If-None-Match", "*")]
        }
        switch write.action {
        case .put(let bytes):
            headers.append(HTTPHeader("Content-Type", "text/calendar; charset=utf-8"))
            return HTTPRequest(method: "PUT", url: url.url(for: write.href), headers: headers, body: bytes)
        case .delete:
            return HTTPRequest(method: "DELETE", url: url.url(for: write.href), headers: headers)
        }
    }
}
