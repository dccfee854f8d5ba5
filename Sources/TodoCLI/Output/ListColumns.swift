/// The widths of the list's columns, and how a row is laid out in them.
///
/// On a terminal, a row never wraps: the location, then the title, give up room (cut with `…`),
/// and columns are dropped when the terminal is very narrow. Without a terminal nothing is cut.
struct ListColumns {
    private var idWidth = 0
    private var titleWidth = 0
    private var dateWidth = 0
    private var relativeWidth = 0
    private var placeWidth = 0
    private let width: Int?

    private static let minimumTitle = 16
    private static let minimumPlace = 10

    init<Rows: Sequence>(fitting rows: Rows, width: Int?) where Rows.Element == ListRow {
        self.width = width
        var widestTitle = 0
        for row in rows {
            idWidth = max(idWidth, row.id.utf8.count)
            widestTitle = max(widestTitle, row.title.width)
            dateWidth = max(dateWidth, row.date.width)
            relativeWidth = max(relativeWidth, row.relative.width)
            placeWidth = max(placeWidth, row.place.width)
        }
        titleWidth = min(widestTitle, ListView.widestPaddedTitle)
        guard let width else { return }
        placeWidth = min(placeWidth, 32)
        var room = width - fixedWidth - trailingWidth
        if room < Self.minimumTitle, placeWidth > Self.minimumPlace {
            placeWidth = max(Self.minimumPlace, placeWidth - (Self.minimumTitle - room))
            room = width - fixedWidth - trailingWidth
        }
        for drop in [\ListColumns.placeWidth, \.relativeWidth, \.dateWidth] where room < Self.minimumTitle {
            self[keyPath: drop] = 0
            room = width - fixedWidth - trailingWidth
        }
        titleWidth = max(1, min(widestTitle, room))
    }

    /// Indent, id, mark and the gap before the title.
    private var fixedWidth: Int { 2 + idWidth + 1 + 1 + 2 }

    private var trailingWidth: Int {
        [dateWidth, relativeWidth, placeWidth].reduce(0) { $0 + ($1 > 0 ? 2 + $1 : 0) }
    }

    /// Whether every row fits the terminal as the columns are laid out.
    private var fitsTerminal: Bool {
        width.map { fixedWidth + titleWidth + trailingWidth <= $0 } ?? true
    }

    /// Appends the row's line, without its newline.
    func append(_ row: ListRow, to output: OutputBuffer) {
        guard fitsTerminal else {
            let scratch = OutputBuffer()
            appendCells(row, to: scratch)
            output.write(TerminalText.truncated(String(decoding: scratch.bytes, as: UTF8.self), toWidth: width ?? 0))
            return
        }
        appendCells(row, to: output)
    }

    private func appendCells(_ row: ListRow, to output: OutputBuffer) {
        output.writeSpaces(2 + idWidth - row.id.utf8.count)
        output.write(row.id)
        output.write(row.isCompleted ? " ✓  " : "    ")
        let cells = [(row.title, titleWidth), (row.date, dateWidth), (row.relative, relativeWidth), (row.place, placeWidth)]
        var pendingSpaces = 0
        for (index, (cell, columnWidth)) in cells.enumerated() where columnWidth > 0 || index == 0 {
            var text = cell.text
            var textWidth = cell.width
            if width != nil, textWidth > columnWidth {
                text = TerminalText.truncated(text, toWidth: columnWidth)
                textWidth = TerminalText.width(text)
            }
            if !text.isEmpty {
                output.writeSpaces(pendingSpaces)
                output.write(text)
                pendingSpaces = 0
            }
            pendingSpaces += max(0, columnWidth - textWidth) + 2
        }
    }
}
