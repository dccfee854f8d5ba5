/// A problem in a JSON document, or in what a document holds, with the place it was found.
///
/// `description` is `line 3, column 14: expected ',' or '}' after an object member`, meant to be
/// shown after the file name.
public struct JSONError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, in a few words and without the position.
    public var message: String
    /// The line of the problem, from 1. Lines end at each line feed (`\n`).
    public var line: Int
    /// The column of the problem, from 1, counted in Unicode scalars (characters as most editors
    /// count them, a tab being one) from the start of the line; a leading byte order mark is not
    /// counted.
    public var column: Int
    /// The offset of the problem in bytes from the start of the input, byte order mark included.
    public var offset: Int

    /// An error at a known place.
    public init(message: String, line: Int, column: Int, offset: Int) {
        self.message = message
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `line 3, column 14: …`, to follow the file's name.
    public var description: String { "line \(line), column \(column): \(message)" }

    /// An error at `offset` of `bytes`, its line and column worked out from the bytes before it.
    init(_ message: String, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        let offset = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = JSONError.hasByteOrderMark(bytes) ? 3 : 0
        for index in lineStart..<max(offset, lineStart) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        var column = 1
        for index in lineStart..<max(offset, lineStart) where bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        self.init(message: message, line: line, column: column, offset: offset)
    }

    static func hasByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }
}
