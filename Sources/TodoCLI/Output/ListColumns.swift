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
            widestTitle = max(widestTitle, TerminalText.width(row.title))
            dateWidth = max(dateWidth, TerminalText.width(row.date))
            relativeWidth = max(relativeWidth, TerminalText.width(row.relative))
            placeWidth = max(placeWidth, TerminalText.width(row.place))
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

    func line(for row: ListRow) -> String {
        var line = "  " + String(repeating: " ", count: idWidth - row.id.utf8.count) + row.id
        line += row.isCompleted ? " ✓  " : "    "
        let cells: [(String, Int)] = [
            (row.title, titleWidth), (row.date, dateWidth), (row.relative, relativeWidth), (row.place, placeWidth),
        ]
        // Spaces owed before the next cell, counted rather than built: after the last cell they
        // are never written, and a very wide last column must not cost a long string per row.
        var pending = 0
        for (index, (text, columnWidth)) in cells.enumerated() where columnWidth > 0 || index == 0 {
            let cell = width == nil ? text : TerminalText.truncated(text, toWidth: columnWidth)
            if !cell.isEmpty {
                line += String(repeating: " ", count: pending) + cell
                pending = 0
            }
            pending += max(0, columnWidth - TerminalText.width(cell)) + 2
        }
        guard let width else { return line }
        return TerminalText.truncated(line, toWidth: width)
    }
}
