/// The entries the main file holds, oldest first, as its bytes hold them: JSON objects separated
/// by `,\n`. A change copies them on as they are and appends its own; only `log`, `undo` and a
/// move to a page decode them. So `add` and `complete` pay for the log with a copy of a few
/// kilobytes, and a damaged entry stops `log` and `undo`, never the changes to the tasks.
struct RecentEntries: Hashable, Sendable {
    private(set) var bytes: [UInt8] = []
    private(set) var count = 0

    init() {}

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
        if !isEmpty { writer.raw(",\n") }
        JournalCodec.write(entry, into: &writer)
        bytes += writer.bytes
        count += 1
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
