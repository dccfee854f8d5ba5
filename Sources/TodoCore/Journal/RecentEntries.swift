/// The entries the main file holds, oldest first, as its bytes hold them: JSON objects separated
/// by `,\n`. A change copies them on as they are and appends its own; only `log`, `undo` and a
/// move to a page decode them. So `add` and `complete` pay for the log with a copy of a few
/// kilobytes, and a damaged entry stops `log` and `undo`, never the changes to the tasks.
struct RecentEntries: Hashable, Sendable {
    private(set) var bytes: [UInt8] = []
    private(set) var count = 0

    init() {}

    init(bytes: [UInt8], count: Int) {
        self.bytes = bytes
        self.count = count
    }

    /// The entries between the brackets of an array in `source`, whose elements number `count`.
    init(_ source: UnsafeBufferPointer<UInt8>, between range: Range<Int>, count: Int) {
        var range = range
        while let first = range.first, JSONReader.isWhitespace(source[first]) { range = range.dropFirst() }
        while let last = range.last, JSONReader.isWhitespace(source[last]) { range = range.dropLast() }
        bytes = Array(source[range])
        self.count = count
    }

    var isEmpty: Bool { count == 0 }

    mutating func append(_ entry: JournalEntry) {
        var writer = JSONWriter()
        JournalCodec.write(entry, into: &writer)
        append(encoded: writer.bytes)
    }

    /// Appends an entry as `JournalCodec.write` wrote it.
    mutating func append(encoded entry: [UInt8]) {
        if !isEmpty { bytes += [UInt8(ascii: ","), 0x0A] }
        bytes += entry
        count += 1
    }

    /// A 64-bit check of the entries' bytes and count, which the main file carries before them:
    /// a reader that finds bytes it matches knows they are entries `todo` wrote.
    var check: UInt64 {
        bytes.withUnsafeBytes { raw in
            ByteCheck.of(raw, seed: UInt64(bytes.count) ^ (UInt64(count) << 32))
        }
    }

    /// The main file's `recent` member: `{"count":3,"length":412,"check":"9f86d081884c7d65",`
    /// `"entries":[…]}`, the entries one a line (see `JournalReader.readRecent`).
    func writeMember(into writer: inout JSONWriter) {
        let check = String(check, radix: 16)
        writer.raw("{")
        writer.key("count")
        writer.int(count)
        writer.raw(",")
        writer.key("length")
        writer.int(bytes.count)
        writer.raw(",")
        writer.key("check")
        writer.string(String(repeating: "0", count: 16 - check.count) + check)
        writer.raw(",")
        writer.key("entries")
        write(into: &writer)
        writer.raw("}")
    }

    /// `[`, the entries one a line, `]`.
    func write(into writer: inout JSONWriter) {
        guard !isEmpty else { return writer.raw("[]") }
        writer.raw("[\n")
        writer.bytes += bytes
        writer.raw("\n]")
    }

    /// The entries, read as strictly as `JournalReader` reads a page's.
    func decoded() throws(StoreCodec.Failure) -> [JournalEntry] {
        var writer = JSONWriter(capacity: bytes.count + 8)
        writer.raw("{")
        writer.key("entries")
        write(into: &writer)
        writer.raw("}")
        return try JournalReader.decodePage(StoreBytes(copying: writer.bytes))
    }
}
