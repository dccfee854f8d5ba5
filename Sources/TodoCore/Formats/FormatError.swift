/// A problem in a file in one of the formats `import` reads, with the place it was found.
///
/// `description` is `line 3, column 14: DUE is not a date or a date-time`, meant to be shown
/// after the file's name.
public struct FormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, in a few words and without the position.
    public var message: String
    /// The line of the problem, from 1.
    public var line: Int
    /// The column of the problem, from 1, in Unicode scalars from the start of the line.
    public var column: Int

    /// A problem described by `message`, at `line` and `column` (both from 1).
    public init(_ message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }

    /// The same problem, found in a JSON file.
    public init(_ error: JSONError) {
        self.init(error.message, line: error.line, column: error.column)
    }

    /// `line 3, column 14: message`.
    public var description: String { "line \(line), column \(column): \(message)" }

    /// The column of byte `offset` in a line that starts at byte `start`: Unicode scalars are
    /// counted by their first bytes.
    static func column(of offset: Int, from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var column = 1
        var index = start
        while index < min(offset, bytes.count) {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return column
    }
}
