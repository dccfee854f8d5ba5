/// A strict pull reader of JSON (RFC 8259) over UTF-8 bytes, without an intermediate tree.
///
/// The caller walks the document in the order it is written, asking for the value it expects:
///
/// ```swift
/// let task = try JSONReader.read(bytes) { reader in
///     var title = ""
///     try reader.beginObject()
///     while let key = try reader.nextKey() {
///         switch key {
///         case "title": title = try reader.readString()
///         default: try reader.skipValue()
///         }
///     }
///     return title
/// }
/// ```
///
/// Everything is validated as it is read: the grammar, escapes, UTF-8, and the nesting depth.
/// Whitespace is space, tab, line feed and carriage return only. A problem throws a `JSONError`
/// with its line and column; a value of the wrong kind is reported at that value.
///
/// A reader exists only inside `read`: it cannot be copied out of it.
public struct JSONReader: ~Copyable {
    /// How deep arrays and objects may nest unless `read` is told otherwise.
    public static let defaultMaxDepth = 512

    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int
    /// The containers open around the position.
    var depth = 0
    let maxDepth: Int
    /// Whether a container was just opened, so its first member or element (or its end) is next.
    var atContainerStart = false
    /// Where the value being read, or just read, starts.
    var valueStart: Int
    /// Where the key just read starts.
    var keyStart: Int
    /// Where unescaped string contents are assembled.
    var scratch: [UInt8] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        position = JSONError.hasByteOrderMark(bytes) ? 3 : 0
        valueStart = position
        keyStart = position
    }

    /// Reads a document with `body`, which reads its one top-level value. After `body`, only
    /// whitespace may be left. A leading UTF-8 byte order mark is skipped.
    public static func read<T>(
        _ bytes: [UInt8], maxDepth: Int = defaultMaxDepth, _ body: (inout JSONReader) throws -> T
    ) throws -> T {
        try bytes.withUnsafeBufferPointer { try read($0, maxDepth: maxDepth, body) }
    }

    /// Reads a document with `body`, which reads its one top-level value. After `body`, only
    /// whitespace may be left. A leading UTF-8 byte order mark is skipped.
    public static func read<T>(
        _ bytes: UnsafeRawBufferPointer, maxDepth: Int = defaultMaxDepth,
        _ body: (inout JSONReader) throws -> T
    ) throws -> T {
        try read(bytes.assumingMemoryBound(to: UInt8.self), maxDepth: maxDepth, body)
    }

    /// Reads a document with `body`, which reads its one top-level value. After `body`, only
    /// whitespace may be left. A leading UTF-8 byte order mark is skipped.
    public static func read<T>(
        _ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int = defaultMaxDepth,
        _ body: (inout JSONReader) throws -> T
    ) throws -> T {
        var reader = JSONReader(bytes, maxDepth: maxDepth)
        let result = try body(&reader)
        try reader.finish()
        return result
    }

    /// Checks that one whole value was read and only whitespace is left.
    mutating func finish() throws(JSONError) {
        skipWhitespace()
        guard position == bytes.count else {
            throw error(
                "expected the end of the document, found \(foundDescription(at: position))", at: position)
        }
        guard depth == 0 else { throw error("unexpected end of input", at: position) }
        var start = JSONError.hasByteOrderMark(bytes) ? 3 : 0
        while start < bytes.count && Self.isWhitespace(bytes[start]) { start += 1 }
        guard start < bytes.count else {
            throw error("expected a value, found the end of the input", at: position)
        }
    }

    /// Skips whitespace and returns the byte after it, 0 at the end.
    @inline(__always) @discardableResult
    mutating func skipWhitespace() -> UInt8 {
        while position < bytes.count {
            let byte = bytes[position]
            guard Self.isWhitespace(byte) else { return byte }
            position += 1
        }
        return 0
    }

    @inline(__always) static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// Skips whitespace, marks the start of a value there and returns its first byte, 0 at the end.
    @inline(__always)
    mutating func startValue() -> UInt8 {
        let byte = skipWhitespace()
        valueStart = position
        return byte
    }
}
