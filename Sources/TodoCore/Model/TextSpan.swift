/// Where the contents of a JSON string (between its quotes) lie in the bytes of a store file,
/// and what a first look at them found: text located, checked and not yet decoded.
public struct TextSpan: Sendable {
    @usableFromInline let start: Int32
    @usableFromInline let end: Int32
    /// Whether the contents hold escapes, and so differ from the text they stand for.
    @usableFromInline let hasEscapes: Bool
    /// Whether the contents are printable ASCII (U+0020 to U+007E) without escapes: the text is
    /// its bytes, and a terminal shows it one column a byte, with nothing to escape.
    public let isPrintableASCII: Bool

    @usableFromInline init(start: Int, end: Int, hasEscapes: Bool, isPrintableASCII: Bool) {
        self.start = Int32(start)
        self.end = Int32(end)
        self.hasEscapes = hasEscapes
        self.isPrintableASCII = isPrintableASCII
    }

    /// The length of the contents in bytes.
    public var count: Int { Int(end - start) }

    /// Whether the text is empty.
    public var isEmpty: Bool { start == end }

    /// The text; `source` is the file the span lies in.
    @usableFromInline func string(in source: StoreBytes?) -> String {
        guard let source else { return "" }
        let contents = source[Int(start)..<Int(end)]
        guard hasEscapes else { return JSONReader.string(validUTF8: contents) }
        let quoted = source[Int(start - 1)..<Int(end + 1)]
        return (try? JSONReader.read(quoted) { reader in try reader.readString() })
            ?? String(decoding: contents, as: UTF8.self)
    }

    /// The text, from the bytes the span lies in.
    func string(in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let contents = UnsafeBufferPointer(rebasing: bytes[Int(start)..<Int(end)])
        guard hasEscapes else { return JSONReader.string(validUTF8: contents) }
        let quoted = UnsafeBufferPointer(rebasing: bytes[Int(start - 1)..<Int(end + 1)])
        return (try? JSONReader.read(quoted) { reader in try reader.readString() })
            ?? String(decoding: contents, as: UTF8.self)
    }

    /// Calls `body` with the text as UTF-8, straight from the file's bytes when they need no
    /// unescaping.
    @inlinable func withUTF8<Result>(
        in source: StoreBytes?, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    )
        rethrows -> Result
    {
        if !hasEscapes, let source {
            return try body(source[Int(start)..<Int(end)])
        }
        var text = string(in: source)
        return try text.withUTF8(body)
    }
}
