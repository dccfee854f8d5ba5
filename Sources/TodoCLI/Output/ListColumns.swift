import TodoCore

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
    /// The priority marks' column, 0 when no row has one.
    private var priorityWidth = 0
    private var widestTitle = 0
    private let width: Int?

    private static let minimumTitle = 16
    private static let minimumPlace = 10

    /// Columns that fit nothing yet; `fit` each row, then `finishFitting`.
    init(width: Int?) {
        self.width = width
    }

    /// Widens the columns to hold `row`.
    mutating func fit(_ row: ListRow) {
        idWidth = max(idWidth, row.idWidth)
        widestTitle = max(widestTitle, row.titleCellWidth)
        priorityWidth = max(priorityWidth, row.priorityMarkWidth)
        dateWidth = max(dateWidth, row.dateWidth)
        relativeWidth = max(relativeWidth, row.relativeWidth)
        placeWidth = max(placeWidth, row.placeWidth)
    }

    /// Fits the columns to the terminal, once every row is fitted.
    mutating func finishFitting() {
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

    /// Indent, id, mark, priority mark and the gap before the title.
    private var fixedWidth: Int { 2 + idWidth + 1 + 1 + 2 + (priorityWidth > 0 ? priorityWidth + 1 : 0) }

    private var trailingWidth: Int {
        [dateWidth, relativeWidth, placeWidth].reduce(0) { $0 + ($1 > 0 ? 2 + $1 : 0) }
    }

    /// Whether every row fits the terminal as the columns are laid out.
    private var fitsTerminal: Bool {
        width.map { fixedWidth + titleWidth + trailingWidth <= $0 } ?? true
    }

    /// Appends the line of `row` without its newline; `summaries` hold the bytes of its text.
    func append(_ row: ListRow, in summaries: TaskSummaries, to output: inout OutputBytes) {
        guard fitsTerminal else {
            var scratch = OutputBytes(capacity: 256)
            appendCells(row, in: summaries, to: &scratch)
            let line = scratch.withBytes { String(decoding: $0, as: UTF8.self) }
            output.append(utf8: TerminalText.truncated(line, toWidth: width ?? 0))
            return
        }
        appendCells(row, in: summaries, to: &output)
    }

    private func appendCells(
        _ row: ListRow, in summaries: TaskSummaries, to output: inout OutputBytes
    ) {
        output.appendSpaces(2 + idWidth - row.idWidth)
        output.append(decimal: row.id)
        output.append(static: row.mark)
        if priorityWidth > 0 {
            output.append(static: row.priorityMark)
            output.appendSpaces(priorityWidth - row.priorityMarkWidth + 1)
        }
        var gap = appendTitle(row, in: summaries, to: &output)
        gap = append(
            .short(row.date), width: row.dateWidth, column: dateWidth, after: gap, in: summaries, to: &output)
        gap = append(
            .short(row.relative), prefix: row.isCompleted ? ListRow.donePrefix : "", width: row.relativeWidth,
            column: relativeWidth, after: gap, in: summaries, to: &output)
        guard let place = row.place else { return }
        _ = append(
            .stored(place), prefix: ListRow.placePrefix, width: row.placeWidth, column: placeWidth,
            after: gap,
            in: summaries, to: &output)
    }

    /// Writes the title and labels, cut to their column on a terminal; returns the spaces owed
    /// before the next cell.
    private func appendTitle(
        _ row: ListRow, in summaries: TaskSummaries, to output: inout OutputBytes
    ) -> Int {
        if width == nil || row.titleCellWidth <= titleWidth {
            row.nesting.appendPrefix(to: &output)
            row.title.appendShown(in: summaries, to: &output)
            row.nesting.appendSuffix(to: &output)
            if let labels = row.labels {
                output.append(0x20)
                labels.appendShown(in: summaries, to: &output)
            }
            return max(0, titleWidth - row.titleCellWidth) + 2
        }
        var cell = row.title.shown(in: summaries)
        if let labels = row.labels { cell += " " + labels.shown(in: summaries) }
        // The title and labels give up room; the place in the tree keeps it while it can.
        let room = titleWidth - row.nesting.prefixWidth - row.nesting.suffixWidth
        let title =
            room >= 4
            ? row.nesting.prefix + TerminalText.truncated(cell, toWidth: room) + row.nesting.suffix
            : TerminalText.truncated(row.nesting.prefix + cell + row.nesting.suffix, toWidth: titleWidth)
        output.append(utf8: title)
        return max(0, titleWidth - TerminalText.width(title)) + 2
    }

    /// What a cell after the title shows: a short text made for the row, or text of the store.
    private enum Cell {
        case short(ShortText)
        case stored(ListText)

        var isEmpty: Bool {
            switch self {
            case .short(let text): return text.isEmpty
            case .stored(let text): return text.width == 0 && text.span.isEmpty
            }
        }

        func append(in summaries: TaskSummaries, to output: inout OutputBytes) {
            switch self {
            case .short(let text): text.withUTF8 { output.append($0) }
            case .stored(let text): text.appendShown(in: summaries, to: &output)
            }
        }

        func string(in summaries: TaskSummaries) -> String {
            switch self {
            case .short(let text): return text.string
            case .stored(let text): return text.shown(in: summaries)
            }
        }
    }

    /// Writes a cell (`prefix` first) after the spaces owed, unless it is empty or its column
    /// was dropped; returns the spaces owed before the next one. Trailing spaces are never written.
    private func append(
        _ cell: Cell, prefix: StaticString = "", width cellWidth: Int, column: Int, after gap: Int,
        in summaries: TaskSummaries, to output: inout OutputBytes
    ) -> Int {
        guard column > 0 else { return gap }
        guard !cell.isEmpty else { return gap + column + 2 }
        output.appendSpaces(gap)
        if width != nil, cellWidth > column {
            let cut = TerminalText.truncated(prefix.description + cell.string(in: summaries), toWidth: column)
            output.append(utf8: cut)
            return max(0, column - TerminalText.width(cut)) + 2
        }
        output.append(static: prefix)
        cell.append(in: summaries, to: &output)
        return max(0, column - cellWidth) + 2
    }
}
