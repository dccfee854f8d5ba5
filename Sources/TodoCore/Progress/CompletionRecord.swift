/// The completion instants of an archive segment, kept in the segment itself, before its tasks:
///
///     {"version":3,"completed":[1772357400,1772361000,…],"tasks":[
///
/// as whole seconds since 1970, in ascending order. `stats --month` and `--year` read these
/// lines, a few KB per segment, instead of decoding 100,000 archived tasks. The record is
/// written with the segment's tasks, in the same file, so they cannot disagree; a segment
/// without one (written by an older todo, or by hand) is read whole, and gets one when a change
/// to the archive next writes it.
enum CompletionRecord {
    /// `"completed":[…],`
    static func write(_ tasks: [TodoTask], into writer: inout JSONWriter) {
        let seconds = tasks.compactMap { $0.completedAt?.secondsSince1970 }.sorted()
        writer.key("completed")
        writer.raw("[")
        for (index, value) in seconds.enumerated() {
            if index > 0 { writer.raw(",") }
            writer.int(value)
        }
        writer.raw("],")
    }

    /// Calls `body` with each completion instant of a segment: from its record when it has one,
    /// else from its tasks, read as summaries.
    static func forEachCompletion(in source: StoreBytes, _ body: (Int64) -> Void) throws(StoreCodec.Failure) {
        if readRecord(source.buffer, body) { return }
        let tasks = try StoreCodec.decoding(source) { reader in
            try StoreDocumentReader.read(&reader, kind: .segment) {
                (reader: inout JSONReader) throws(JSONError) in
                try TaskSummaryReader.read(&reader)
            }.tasks
        }
        for task in tasks {
            if let completedAt = task.completedAt { body(completedAt.secondsSince1970) }
        }
    }

    /// Whether the segment has a record (then `body` has seen all of it). Reads only as far as
    /// the record; a segment laid out otherwise, or damaged before it, has none.
    static func readRecord(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Int64) -> Void) -> Bool {
        var reader = JSONReader(bytes, maxDepth: JSONReader.defaultMaxDepth)
        var values: [Int64] = []
        do {
            try reader.beginObject()
            guard try reader.nextKey() == "version", try reader.readInt() <= StoreDocument.currentVersion,
                try reader.nextKey() == "completed"
            else { return false }
            try reader.beginArray()
            while try reader.nextElement() { values.append(Int64(try reader.readInt())) }
        } catch {
            return false
        }
        values.forEach(body)
        return true
    }

    /// Whether the segment's bytes start with a record.
    static func hasRecord(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        readRecord(bytes) { _ in }
    }
}
