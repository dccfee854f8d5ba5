/// A text field of a task: a String, or a JSON string still in the bytes of the store file the
/// task was read from, decoded when first asked for. Listing 10,000 tasks needs their titles,
/// not their 10,000 descriptions and uuids, and adding a task needs neither.
enum StoredText: Sendable {
    case text(String)
    /// The contents of a JSON string (between its quotes) in the task's source bytes.
    case json(TextSpan)

    /// Where a JSON string's contents lie in a file, and whether they hold escapes.
    struct TextSpan: Sendable {
        let start: Int32
        let end: Int32
        let hasEscapes: Bool

        var isEmpty: Bool { start == end }
    }

    /// The text; `source` is the file the task was read from.
    func string(in source: StoreBytes?) -> String {
        switch self {
        case .text(let text):
            return text
        case .json(let span):
            guard let source else { return "" }
            let contents = source[Int(span.start)..<Int(span.end)]
            guard span.hasEscapes else { return JSONReader.string(validUTF8: contents) }
            let quoted = source[Int(span.start - 1)..<Int(span.end + 1)]
            return (try? JSONReader.read(quoted) { reader in try reader.readString() })
                ?? String(decoding: contents, as: UTF8.self)
        }
    }

    /// Calls `body` with the text as UTF-8, straight from the file's bytes when they need no unescaping.
    func withUTF8<Result>(in source: StoreBytes?, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result)
        rethrows -> Result
    {
        if case .json(let span) = self, !span.hasEscapes, let source {
            return try body(source[Int(span.start)..<Int(span.end)])
        }
        var text = string(in: source)
        return try text.withUTF8(body)
    }

    var isEmpty: Bool {
        switch self {
        case .text(let text): return text.isEmpty
        case .json(let span): return span.isEmpty
        }
    }

    /// Whether this title names the same task as `other` (see `String.isSameTitle(as:)`),
    /// comparing the stored bytes directly when no escape is in the way.
    func isSameTitle(as other: String, in source: StoreBytes?) -> Bool {
        guard case .json(let span) = self, !span.hasEscapes, let source else {
            return string(in: source).isSameTitle(as: other)
        }
        let stored = source[Int(span.start)..<Int(span.end)]
        guard TitleComparison.haveSameSkeleton(stored, other.utf8) else { return false }
        return TitleComparison.sameASCIITitle(stored, other.utf8) ?? string(in: source).isSameTitle(as: other)
    }
}
