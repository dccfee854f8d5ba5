/// The sync state as JSON, one item to a line:
///
///     {"version":1,"collection":"https://…/tasks/","token":"…","syncedAt":"2026-03-01T09:30:00Z",
///     "ignored":[["/alice/tasks/event.ics","\"etag\""]],"items":[
///     {"uid":"…","href":"/alice/tasks/….ics","etag":"\"…\"","fingerprint":"0123456789abcdef","ics":"BEGIN:VCALENDAR…"}
///     ]}
enum SyncStateCodec {
    static func encode(_ state: SyncState) -> [UInt8] {
        var writer = JSONWriter(capacity: 4096 + state.records.count * 1024)
        writer.raw("{")
        writer.key("version")
        writer.int(SyncState.version)
        writer.raw(",")
        writer.key("collection")
        writer.string(state.collection)
        writer.raw(",")
        writer.key("token")
        writer.optionalString(state.token)
        writer.raw(",")
        writer.key("syncedAt")
        writer.isoInstant(state.syncedAt)
        writer.raw(",\n")
        writer.key("ignored")
        writer.raw("[")
        for (index, href) in state.ignored.keys.sorted().enumerated() {
            writer.raw(index == 0 ? "[" : ",[")
            writer.string(href)
            writer.raw(",")
            writer.string(state.ignored[href] ?? "")
            writer.raw("]")
        }
        writer.raw("],\n")
        writer.key("items")
        writer.raw("[")
        for (index, uid) in state.records.keys.sorted().enumerated() {
            guard let record = state.records[uid] else { continue }
            writer.raw(index == 0 ? "\n" : ",\n")
            write(record, to: &writer)
        }
        writer.raw("\n]}\n")
        return writer.bytes
    }

    private static func write(_ record: SyncRecord, to writer: inout JSONWriter) {
        writer.raw("{")
        writer.key("uid")
        writer.string(record.uid)
        writer.raw(",")
        writer.key("href")
        writer.string(record.href)
        writer.raw(",")
        writer.key("etag")
        writer.optionalString(record.etag)
        writer.raw(",")
        writer.key("fingerprint")
        writer.string(hex(record.fingerprint))
        writer.raw(",")
        writer.key("ics")
        writer.string(String(decoding: record.ics, as: UTF8.self))
        writer.raw("}")
    }

    /// The state in `bytes`; a problem throws a message that says where.
    static func decode(_ bytes: [UInt8]) throws -> SyncState {
        try JSONReader.read(bytes) { reader in
            var state = SyncState(collection: "")
            try reader.beginObject()
            while let key = try reader.nextKey() {
                switch key {
                case "version":
                    let version = try reader.readInt()
                    guard version <= SyncState.version else {
                        throw reader.error(
                            "version \(version) is newer than this todo reads (\(SyncState.version))")
                    }
                case "collection": state.collection = try reader.readString()
                case "token": state.token = try reader.readOptionalString()
                case "syncedAt":
                    state.syncedAt = try reader.readOptionalString().flatMap { Instant(iso8601UTC: $0) }
                case "ignored":
                    try reader.beginArray()
                    while try reader.nextElement() {
                        try reader.beginArray()
                        _ = try reader.nextElement()
                        let href = try reader.readString()
                        _ = try reader.nextElement()
                        state.ignored[href] = try reader.readString()
                        guard try !reader.nextElement() else { throw reader.error("expected [href, etag]") }
                    }
                case "items":
                    try reader.beginArray()
                    while try reader.nextElement() {
                        let record = try readRecord(&reader)
                        state.records[record.uid] = record
                    }
                default: try reader.skipValue()
                }
            }
            return state
        }
    }

    private static func readRecord(_ reader: inout JSONReader) throws -> SyncRecord {
        var record = SyncRecord(uid: "", href: "", etag: nil, fingerprint: 0, ics: [])
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "uid": record.uid = try reader.readString()
            case "href": record.href = try reader.readString()
            case "etag": record.etag = try reader.readOptionalString()
            case "fingerprint":
                guard let value = UInt64(try reader.readString(), radix: 16) else {
                    throw reader.error("a fingerprint is 16 hexadecimal digits")
                }
                record.fingerprint = value
            case "ics": record.ics = Array(try reader.readString().utf8)
            default: try reader.skipValue()
            }
        }
        guard !record.uid.isEmpty, !record.href.isEmpty else {
            throw reader.error("an item needs a uid and an href")
        }
        return record
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
