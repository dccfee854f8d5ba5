/// The log of appended changes and the index, as `todo doctor` sees them. A log that cannot be
/// read (damage that is not a torn tail) makes the store unusable: the failure was reported by
/// the read. A torn tail, a stale log, a missing or mismatched index are warnings: nothing is
/// lost, and the next change puts them right.
extension StoreHealth {
    mutating func inspectAppended(_ snapshot: StoreSnapshot) {
        let document = snapshot.document
        let limit = StoreLog.limit(mainSize: snapshot.mainSize)
        guard document.versionOnDisk >= 5 else {
            return add("appended", .ok, "none: a store of version \(document.versionOnDisk) has no log")
        }
        switch snapshot.log.status {
        case .missing:
            add(
                "appended", .warning,
                "\(snapshot.files.log.lastComponent) is missing (an interrupted compaction); the next change writes the store whole and starts it again"
            )
        case .stale:
            add(
                "appended", .warning,
                "\(snapshot.files.log.lastComponent) extends an older generation than the main file's "
                    + "\(document.generation) (an interrupted compaction): its changes are in the main file already, "
                    + "and the next change replaces it")
        case .newer:
            break
        case .current:
            guard let log = snapshot.log.log else { return }
            let count = log.records.count
            var message =
                Self.count(count, "change") + " (\(log.goodLength) bytes) appended since compaction "
                + "\(document.generation); the next compaction comes past \(limit) bytes"
            guard log.tornLength > 0 else { return add("appended", .ok, message) }
            message +=
                "; it ends in a change cut short (\(log.tornLength) bytes) by a write that was interrupted: "
                + "it is ignored, and the next change cuts it off"
            add("appended", .warning, message)
        }
    }

    mutating func inspectIndex(_ snapshot: StoreSnapshot) {
        let document = snapshot.document
        guard document.versionOnDisk >= 5 else { return }
        let name = snapshot.files.index.lastComponent
        let rebuilt = "changes that name a few tasks read the whole store until the next change rebuilds it"
        guard let (bytes, _) = try? StoreSnapshot.readFile(snapshot.files.index, paging: true),
            let index = StoreIndex(bytes)
        else { return add("index", .warning, "\(name) is missing or not an index: " + rebuilt) }
        guard index.matches(generation: document.generation, size: snapshot.mainSize) else {
            return add("index", .warning, "\(name) describes another version of the main file: " + rebuilt)
        }
        let mismatched = snapshot.mainIds.indices.filter { position in
            index.range(of: snapshot.mainIds[position]) != snapshot.mainRanges[position]
        }
        guard mismatched.isEmpty else {
            let ids = mismatched.prefix(5).map { String(snapshot.mainIds[$0]) }.joined(by: ", ")
            return add("index", .warning, "\(name) misplaces tasks \(ids): " + rebuilt)
        }
        add("index", .ok, Self.count(snapshot.mainIds.count, "task") + " of the main file indexed")
    }
}
