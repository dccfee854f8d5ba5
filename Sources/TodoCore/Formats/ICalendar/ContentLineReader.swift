/// Splits an iCalendar file into content lines (RFC 5545, section 3.1): physical lines end at
/// LF or CRLF, and a line that starts with a space or a tab continues the one before. Lines
/// are unfolded as bytes, before any decoding, so a fold inside a UTF-8 character is harmless.
/// Blank lines are skipped.
struct ContentLineReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position: Int
    /// The physical line at `position`, from 1.
    private var lineNumber = 1
    /// Where folded lines are joined; reused from line to line.
    private var scratch: [UInt8] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        position = hasByteOrderMark ? 3 : 0
    }

    /// Where one content line lies in the file, to turn a place in it into a line and column.
    struct Place {
        /// The physical line it starts on, and the byte where it starts.
        var line: Int
        var start: Int
        /// The continuation lines: where each starts in the unfolded line, and in the file (the
        /// byte after its leading space or tab).
        var folds: [(unfolded: Int, line: Int, start: Int)] = []

        /// The column of byte `offset` of the unfolded line, on its physical line.
        func column(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
            guard folds.isEmpty else { return error("", at: offset, in: bytes).column }
            return FormatError.column(of: start + offset, from: start, in: bytes)
        }

        /// The line and column of byte `offset` of the unfolded line.
        func error(_ message: String, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> FormatError {
            guard let fold = folds.last(where: { $0.unfolded <= offset }) else {
                return FormatError(
                    message, line: line,
                    column: FormatError.column(of: start + offset, from: start, in: bytes))
            }
            let fileOffset = fold.start + offset - fold.unfolded
            return FormatError(
                message, line: fold.line,
                column: FormatError.column(of: fileOffset, from: fold.start - 1, in: bytes))
        }
    }

    /// The position of the end of the file, for an error found there.
    var endPlace: Place { Place(line: lineNumber, start: position) }

    /// Calls `body` with the next content line, unfolded, and where it lies; false at the end.
    mutating func next(
        _ body: (UnsafeBufferPointer<UInt8>, Place) throws(FormatError) -> Void
    ) throws(FormatError) -> Bool {
        while position < bytes.count {
            let start = position
            var place = Place(line: lineNumber, start: start)
            let end = takeLine()
            if end == start { continue }
            if bytes[start] == 0x20 || bytes[start] == 0x09 {
                if isBlank(start) { continue }
                throw place.error(
                    "a folded line (starting with a space) with no line before it", at: 0, in: bytes)
            }
            guard position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 else {
                try body(UnsafeBufferPointer(rebasing: bytes[start..<end]), place)
                return true
            }
            scratch.removeAll(keepingCapacity: true)
            scratch.append(contentsOf: bytes[start..<end])
            while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 {
                let piece = position + 1
                let line = lineNumber
                position = piece
                let pieceEnd = takeLine()
                place.folds.append((scratch.count, line, piece))
                if piece < pieceEnd { scratch.append(contentsOf: bytes[piece..<pieceEnd]) }
            }
            try scratch.withUnsafeBufferPointer { (line) throws(FormatError) in try body(line, place) }
            return true
        }
        return false
    }

    /// Moves past the physical line at the position and its line break; returns where its text
    /// ends (before a CR LF or LF).
    private mutating func takeLine() -> Int {
        var index = position
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        let end = index > position && bytes[index - 1] == 0x0D ? index - 1 : index
        if index < bytes.count {
            position = index + 1
            lineNumber += 1
        } else {
            position = index
        }
        return end
    }

    /// Whether the physical line at `start` holds only spaces and tabs.
    private func isBlank(_ start: Int) -> Bool {
        var index = start
        while index < bytes.count, bytes[index] != 0x0A {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x09 || byte == 0x0D else { return false }
            index += 1
        }
        return true
    }
}
