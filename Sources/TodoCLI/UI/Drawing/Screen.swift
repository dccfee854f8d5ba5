/// What the ui wants on the screen: one line per row, and where the cursor stands (nil: hidden).
struct Frame: Equatable {
    var size: TerminalSize
    var rows: [ScreenLine]
    var cursor: (row: Int, column: Int)?

    static func == (one: Frame, other: Frame) -> Bool {
        one.size == other.size && one.rows == other.rows && one.cursor?.row == other.cursor?.row
            && one.cursor?.column == other.cursor?.column
    }
}

/// The screen as last drawn, and the bytes that turn it into the next frame: after a resize
/// (or when told the screen is lost) every row, otherwise only the rows that changed.
struct Screen {
    private var shown: [[UInt8]] = []
    private var shownSize: TerminalSize?
    private var shownCursor: (row: Int, column: Int)?

    /// Takes the alternate screen (the shell's screen comes back as it was), hides the cursor,
    /// and turns line wrapping off so that nothing drawn in the last column scrolls.
    static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l"
    /// Undoes `enter`.
    static let leave = "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

    /// Forgets what is shown: the next update draws every row.
    mutating func invalidate() {
        shown = []
        shownSize = nil
    }

    /// The bytes that change the screen from what was drawn to `frame` (none if nothing changed).
    mutating func update(to frame: Frame) -> [UInt8] {
        var output: [UInt8] = []
        let whole = shownSize != frame.size || shown.count != frame.rows.count
        if whole { output += Array("\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8) }
        var next: [[UInt8]] = []
        next.reserveCapacity(frame.rows.count)
        for (index, row) in frame.rows.enumerated() {
            let bytes = row.finished
            next.append(bytes)
            guard whole || shown[index] != bytes else { continue }
            output += Array("\u{1B}[\(index + 1);1H".utf8)
            output += bytes
            // Clear what is left of the old row; a full row is left alone, as erasing from the
            // last column would take its last character.
            if row.width < frame.size.columns { output += Array("\u{1B}[K".utf8) }
        }
        let cursorMoved = frame.cursor?.row != shownCursor?.row || frame.cursor?.column != shownCursor?.column
        if let cursor = frame.cursor, !output.isEmpty || cursorMoved {
            output += Array("\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H".utf8)
            if shownCursor == nil || whole { output += Array("\u{1B}[?25h".utf8) }
        } else if frame.cursor == nil, shownCursor != nil || whole {
            output += Array("\u{1B}[?25l".utf8)
        }
        shown = next
        shownSize = frame.size
        shownCursor = frame.cursor
        return output
    }
}
