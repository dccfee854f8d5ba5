#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The append part of a store, `todos.json.log`: the changes made since the main file was last
/// compacted, one line each, in the order they were made.
///
///     {"log":1,"generation":7}<TAB>0f3a9c61d2e84b57
///     {"after":[{"id":12,…}],"usedIds":[[12,12]],"entry":{"sequence":58,…}}<TAB>77a0c1e95b3d2f08
///
/// The first line names the generation of the main file the log extends; each later line is one
/// change (`LogRecord`). Every line ends in a tab, the 16 hex digits of `ByteCheck` of the JSON
/// before it, and a line feed. A change is one `write` of its line, then `fsync`: a process
/// killed or a machine that loses power in between leaves the last line cut short or garbled.
/// Such a torn tail is recognised by its check and ignored (the next writer cuts it off before
/// appending); a bad line with a good one after it is damage, which makes the store unreadable
/// rather than be mistaken for data.
struct StoreLog: Sendable {
    /// The version of the log's format, in its first line.
    static let formatVersion = 1

    /// The generation of the main file the log extends.
    let generation: Int
    /// Where the JSON of each change lies in the bytes read, oldest first.
    let records: [Range<Int>]
    /// Where the bytes read end after the last good line: where the next change goes.
    let goodEnd: Int
    /// Where the bytes read end.
    let end: Int
    /// Where the log's bytes begin in the buffer read.
    let start: Int

    /// The bytes of good lines, the header's included.
    var goodLength: Int { goodEnd - start }
    /// The bytes of a torn tail: a last change cut short or garbled, to be cut off.
    var tornLength: Int { end - goodEnd }

    /// How many bytes the log may hold before the next change compacts it into the main file
    /// of `mainSize` bytes: an eighth of the main file, at least 16 KiB and at most 128 KiB.
    /// Every change reads the whole log and `list` folds it, so it stays small next to the main
    /// file; a compaction of 100,000 tasks comes once in some 200 changes.
    static func limit(mainSize: Int) -> Int {
        max(16 * 1024, min(mainSize / 8, 128 * 1024))
    }

    /// The first line of a log for `generation`.
    static func header(generation: Int) -> [UInt8] {
        var writer = JSONWriter()
        writer.raw("{")
        writer.key("log")
        writer.int(formatVersion)
        writer.raw(",")
        writer.key("generation")
        writer.int(generation)
        writer.raw("}")
        return line(writer.bytes)
    }

    /// `json`, a tab, its check and a line feed. The JSON writer escapes every control
    /// character inside strings, so a line feed or tab in `json` is white space between values,
    /// and becomes a space: a line holds one change.
    static func line(_ json: [UInt8]) -> [UInt8] {
        var bytes = json
        for index in bytes.indices where bytes[index] == 0x0A || bytes[index] == 0x09 { bytes[index] = 0x20 }
        let check = bytes.withUnsafeBufferPointer { ByteCheck.of($0) }
        bytes.append(0x09)
        bytes += ByteCheck.hex(check)
        bytes.append(0x0A)
        return bytes
    }

    /// Why a log cannot be read: `problem` says where and why.
    struct Damage: Error, Equatable {
        let problem: String

        static let empty = Damage(
            problem: "the file is empty (0 bytes): the changes it held since the last compaction are gone")
        static let noHeader = Damage(problem: "its first line is not the header of a todo log")
    }

    /// Reads the log that lies in `bytes[start...]`.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) throws(Damage) -> StoreLog {
        guard start < bytes.count else { throw Damage.empty }
        var lines = LineScanner(bytes: bytes, position: start)
        guard let header = lines.next(), header.isGood, let generation = readHeader(bytes, header.json) else {
            throw Damage.noHeader
        }
        var records: [Range<Int>] = []
        var goodEnd = header.end
        var firstBad: Int?
        while let line = lines.next() {
            guard line.isGood else {
                if firstBad == nil { firstBad = records.count + 2 }
                continue
            }
            if let firstBad {
                throw Damage(
                    problem:
                        "line \(firstBad) is damaged (its check does not match) and good changes follow it")
            }
            records.append(line.json)
            goodEnd = line.end
        }
        return StoreLog(
            generation: generation, records: records, goodEnd: goodEnd, end: bytes.count, start: start)
    }

    /// The generation the log in `bytes[start...]` extends, read from its first line alone.
    static func generation(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, path: String)
        throws(StoreError)
        -> Int
    {
        var lines = LineScanner(bytes: bytes, position: start)
        guard start < bytes.count else {
            throw .corrupt(path: path, problem: Damage.empty.problem)
        }
        guard let header = lines.next(), header.isGood, let generation = readHeader(bytes, header.json) else {
            throw .corrupt(path: path, problem: Damage.noHeader.problem)
        }
        return generation
    }

    /// `{"log":1,"generation":7}`: the generation; nil for anything else. A newer format is
    /// damage for this reader too: a newer `todo` wrote it, which also wrote a newer main file.
    private static func readHeader(_ bytes: UnsafeBufferPointer<UInt8>, _ json: Range<Int>) -> Int? {
        try? JSONReader.read(UnsafeBufferPointer(rebasing: bytes[json])) { reader -> Int? in
            var version: Int?
            var generation: Int?
            try reader.beginObject()
            while let key = try reader.nextKey() {
                switch key {
                case "log": version = try reader.readInt()
                case "generation": generation = try reader.readInt()
                default: try reader.skipValue()
                }
            }
            guard version == formatVersion, let generation, generation >= 1 else { return nil }
            return generation
        }
    }
}

/// The lines of a log: each the JSON before its tab, and whether its check matches.
private struct LineScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int

    struct Line {
        var json: Range<Int>
        /// Just past the line feed.
        var end: Int
        var isGood: Bool
    }

    mutating func next() -> Line? {
        guard position < bytes.count else { return nil }
        let start = position
        var feed = bytes.count
        if let base = bytes.baseAddress, let found = memchr(base + start, 0x0A, bytes.count - start) {
            feed = UnsafeRawPointer(found) - UnsafeRawPointer(base)
        }
        position = min(feed + 1, bytes.count)
        // A last line with no line feed is cut short.
        guard feed < bytes.count, feed - start >= 17, bytes[feed - 17] == 0x09 else {
            return Line(json: start..<start, end: position, isGood: false)
        }
        let json = start..<(feed - 17)
        let written = ByteCheck.parseHex(UnsafeBufferPointer(rebasing: bytes[(feed - 16)..<feed]))
        let isGood = written != nil && written == ByteCheck.of(UnsafeBufferPointer(rebasing: bytes[json]))
        return Line(json: json, end: position, isGood: isGood)
    }
}
