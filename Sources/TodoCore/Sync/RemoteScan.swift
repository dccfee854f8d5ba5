/// What changed on the server since the last sync: the listing (by sync token, or every item)
/// compared with the records, and the items that are new or changed read with a
/// calendar-multiget, unless the listing carried their data.
struct RemoteScan {
    let collection: CalDAVCollection
    let context: FormatContext
    /// The store's fields, which type the items' fields of one's own.
    let schema: TaskSchema

    struct Found {
        /// What changed, by UID.
        var changes: [String: RemoteChange] = [:]
        /// The items that hold no task, by href key, with their ETags (the state's new `ignored`).
        var ignored: [String: String] = [:]
        /// Items that cannot be read, with why.
        var unreadable: [UnreadableItem] = []
        /// The token of the listing.
        var syncToken: String?
    }

    /// Lists and reads what changed since `state` was written.
    func scan(_ state: SyncState) throws(SyncError) -> Found {
        let listing = try list(state)
        let byHref = state.recordsByHref()
        var found = Found(ignored: state.ignored, syncToken: listing.syncToken)
        var listed = Set<String>()
        var received: [DAVResource] = []
        var toFetch: [String] = []
        for item in listing.items {
            let key = CollectionURL.key(item.href)
            listed.insert(key)
            if let record = byHref[key], record.etag != nil, record.etag == item.etag { continue }
            if let ignored = state.ignored[key], ignored == item.etag { continue }
            if item.calendarData?.contains(where: { !$0.isWhitespace }) == true {
                received.append(item)
            } else {
                toFetch.append(item.href)
            }
        }
        for record in state.records.values where record.etag == nil {
            let key = CollectionURL.key(record.href)
            if !listed.contains(key) && !listing.removed.contains(where: { CollectionURL.key($0) == key }) {
                listed.insert(key)
                toFetch.append(record.href)
            }
        }
        for href in listing.removed {
            let key = CollectionURL.key(href)
            found.ignored[key] = nil
            if let record = byHref[key] { found.changes[record.uid] = .deleted }
        }
        if listing.isComplete {
            for (key, record) in byHref where !listed.contains(key) { found.changes[record.uid] = .deleted }
            found.ignored = found.ignored.filter { listed.contains($0.key) }
        }
        let reader = CalendarItemReader(context: context, schema: schema)
        found.changes.reserveCapacity(found.changes.count + received.count + toFetch.count)
        for resource in try received + collection.fetch(toFetch) {
            read(resource, byHref, with: reader, into: &found)
        }
        return found
    }

    /// The listing: by the sync token when there is one (everything when the server no longer
    /// knows it); on the first sync, what the collection offers, checked to hold tasks.
    private func list(_ state: SyncState) throws(SyncError) -> Listing {
        if let token = state.token {
            if let listing = try collection.changes(since: token) { return listing }
            if let listing = try collection.changes(since: nil) { return listing }
        }
        if state.syncedAt != nil, state.token == nil { return try collection.allItems() }
        let look = try collection.firstLook()
        guard let properties = look.properties else { throw .notFound(url: collection.url.string) }
        if let components = properties.components, !components.contains("VTODO") {
            throw .notATaskList(url: collection.url.string, lists: [])
        }
        if properties.syncToken != nil {
            if let listing = look.listing { return listing }
            if let listing = try collection.changes(since: nil) { return listing }
        }
        return try collection.allItems()
    }

    private func read(
        _ resource: DAVResource, _ byHref: [String: SyncRecord], with reader: CalendarItemReader,
        into found: inout Found
    ) {
        let key = CollectionURL.key(resource.href)
        let record = byHref[key]
        guard resource.status != 404, let data = resource.calendarData else {
            if let record { found.changes[record.uid] = .deleted }
            return
        }
        switch reader.read(href: resource.href, etag: resource.etag, bytes: Array(data.utf8)) {
        case .success(let item):
            if let record, record.uid != item.uid { found.changes[record.uid] = .deleted }
            guard found.changes[item.uid] == nil || record?.uid == item.uid else { return }
            if item.task == nil {
                found.ignored[key] = resource.etag ?? ""
                found.changes[item.uid] = .cancelled(item)
            } else {
                found.ignored[key] = nil
                found.changes[item.uid] = .present(item)
            }
        case .failure(.noTask):
            found.ignored[key] = resource.etag ?? ""
            if let record { found.changes[record.uid] = .deleted }
        case .failure(.unreadable(let problem)):
            found.ignored[key] = resource.etag ?? ""
            found.unreadable.append(UnreadableItem(href: resource.href, problem: problem))
        }
    }
}

/// An item of the collection that `todo` cannot read: it is left as it is.
public struct UnreadableItem: Sendable, Equatable {
    /// Where it is.
    public var href: String
    /// What is wrong with it.
    public var problem: String
}
