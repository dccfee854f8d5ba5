/// What a first sync learns of the collection in one batch of requests.
struct FirstLook {
    /// What the collection says of itself; nil when there is none.
    var properties: DAVResource?
    /// Every item with its ETag, and its data where the server gave it; nil when the report
    /// brought no listing (the server refused it, did not answer it whole, or answered what
    /// cannot be read): sync then lists the items as if it had not been sent.
    var listing: Listing?
}

extension CalDAVCollection {
    /// The collection's properties and, in the same batch, every item by a sync-collection
    /// report that asks for each item's data too. A first sync reads every item, and a server
    /// that gives the data in this report (RFC 6578 lets a client ask for any property; Radicale
    /// gives it, Xandikos answers 404 for it) spares it the calendar-multiget reports. Both
    /// requests only read, so the report may be sent before the properties say whether the
    /// collection offers sync-collection at all; its answer is used only when they do.
    func firstLook() throws(SyncError) -> FirstLook {
        let requests = [propertiesRequest, changesRequest(since: nil, withData: true)]
        let results = send(requests)
        let properties = try properties(from: results.first, requests[0])
        guard properties?.syncToken != nil, results.count > 1, case .success(let response) = results[1],
            response.status == 207
        else { return FirstLook(properties: properties, listing: nil) }
        return FirstLook(
            properties: properties, listing: try? listing(response, requests[1], isComplete: true))
    }
}
