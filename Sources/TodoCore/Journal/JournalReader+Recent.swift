/// The `recent` member of the main file, which every change reads and copies on.
extension JournalReader {
    /// What the writer says of the entries: how many, how many bytes, and their check.
    private struct Written {
        var count: Int?
        var length: Int?
        var check: UInt64?
    }

    /// The `recent` member: `{"count":…,"length":…,"check":…,"entries":[…]}`. When the entries
    /// are the bytes the count, length and check before them describe, they are entries `todo`
    /// wrote, and are taken as they are without reading them, which is most of what the change
    /// log costs a change. Any other bytes (a file edited by hand) are read and checked as JSON
    /// in full; entries are decoded only by `log`, `undo` and a move to a page.
    static func readRecent(_ reader: inout JSONReader) throws -> RecentEntries {
        guard try reader.peekKind() == .object else {
            throw reader.typeMismatch(expected: "an object of recent entries")
        }
        let start = reader.valueStart
        var written = Written()
        var recent: RecentEntries?
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "count": written.count = try reader.readInt()
            case "length": written.length = try reader.readInt()
            case "check": written.check = UInt64(try reader.readString(), radix: 16)
            case "entries": recent = try entriesAsWritten(&reader, written) ?? readEntries(&reader)
            default: try reader.skipValue()
            }
        }
        guard let recent else { throw reader.error("the recent entries have no \"entries\"", at: start) }
        return recent
    }

    /// The entries, read and checked as JSON.
    private static func readEntries(_ reader: inout JSONReader) throws -> RecentEntries {
        guard try reader.peekKind() == .array else {
            throw reader.typeMismatch(expected: "an array of entries")
        }
        try reader.beginArray()
        let start = reader.position
        var count = 0
        while try reader.nextElement() {
            guard try reader.peekKind() == .object else {
                throw reader.typeMismatch(expected: "a journal entry")
            }
            try reader.skipValue()
            count += 1
        }
        return RecentEntries(reader.bytes, between: start..<(reader.position - 1), count: count)
    }

    /// The entries as the writer lays them out (`[]`, or `[`, a line feed, the bytes, a line
    /// feed, `]`) when they match what `written` says of them, with the reader past them;
    /// else nil, with the reader where it was.
    private static func entriesAsWritten(_ reader: inout JSONReader, _ written: Written) -> RecentEntries? {
        guard let count = written.count, let length = written.length, let check = written.check else {
            return nil
        }
        let start = reader.position
        let bytes = reader.bytes
        guard reader.startValue() == UInt8(ascii: "[") else {
            reader.position = start
            return nil
        }
        let open = reader.valueStart
        let contents = open + 2
        let recent: RecentEntries
        if count == 0 && length == 0 && open + 1 < bytes.count && bytes[open + 1] == UInt8(ascii: "]") {
            recent = RecentEntries()
            reader.position = open + 2
        } else if length > 0, length <= bytes.count - contents - 2, bytes[open + 1] == 0x0A,
            bytes[contents + length] == 0x0A, bytes[contents + length + 1] == UInt8(ascii: "]")
        {
            recent = RecentEntries(bytes: Array(bytes[contents..<(contents + length)]), count: count)
            reader.position = contents + length + 2
        } else {
            reader.position = start
            return nil
        }
        guard recent.check == check else {
            reader.position = start
            return nil
        }
        return recent
    }
}
