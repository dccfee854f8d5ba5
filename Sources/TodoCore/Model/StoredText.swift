/// A text field of a task: a String, or a JSON string still in the bytes of the store file the
/// task was read from, decoded when first asked for. Listing 10,000 tasks needs their titles,
/// not their 10,000 descriptions and uuids, and adding a task needs neither.
enum StoredText: Sendable {
    case text(String)
    /// The contents of a JSON string (between its quotes) in the task's source bytes.
    case json(TextSpan)

    /// The text; `source` is the file the task was read from.
    func string(in source: StoreBytes?) -> String {
        switch self {
        case .text(let text): return text
        case .json(let span): return span.string(in: source)
        }
    }

    /// Calls `body` with the text as UTF-8, straight from the file's bytes when they need no unescaping.
    func withUTF8<Result>(in source: StoreBytes?, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result)
        rethrows -> Result
    {
        switch self {
        case .json(let span): return try span.withUTF8(in: source, body)
        case .text(var text): return try text.withUTF8(body)
        }
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
