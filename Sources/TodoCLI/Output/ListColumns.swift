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
    private let width: Int?

    private static let minimumTitle = 16
    private static let minimumPlace = 10

    init<Rows: Sequence>(fitting rows: Rows, width: Int?) where Rows.Element == ListRow {
        self.width = width
        var widestTitle = 0
        for row in rows {
            idWidth = max(idWidth, row.idWidth)
            widestTitle = max(widestTitle, row.titleWidth)
            dateWidth = max(dateWidth, row.dateWidth)
            relativeWidth = max(relativeWidth, row.relativeWidth)
            placeWidth = max(placeWidth, row.placeWidth)
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

    /// Appends the line of `row`, which shows `task`, without its newline.
    func append(_ row: ListRow, of task: TaskSummary, in summaries: TaskSummaries, to output: inout [UInt8]) {
        guard fitsTerminal else {
            var scratch: [UInt8] = []
            appendCells(row, of: task, in: summaries, to: &scratch)
            output +=
                TerminalText.truncated(String(decoding: scratch, as: UTF8.self), toWidth: width ?? 0).utf8
            return
        }
        appendCells(row, of: task, in: summaries, to: &output)
    }

    private func appendCells(
        _ row: ListRow, of task: TaskSummary, in summaries: TaskSummaries, to output: inout [UInt8]
    ) {
        output.appendSpaces(2 + idWidth - row.idWidth)
        output.append(decimal: row.id)
        output.append(utf8: row.isCompleted ? " ✓  " : "    ")
        var gap = appendTitle(row, of: task, in: summaries, to: &output)
        gap = row.date.withUTF8 { date in
            append(date, width: row.dateWidth, column: dateWidth, after: gap, to: &output)
        }
        let done = row.isCompleted && !row.relative.isEmpty ? ListRow.donePrefix : ""
        gap = row.relative.withUTF8 { relative in
            append(
                relative, prefix: done, width: row.relativeWidth, column: relativeWidth, after: gap,
                to: &output)
        }
        guard !row.place.isEmpty else { return }
        var place = row.place
        _ = place.withUTF8 { place in
            append(
                place, prefix: ListRow.placePrefix, width: row.placeWidth, column: placeWidth, after: gap,
                to: &output)
        }
    }

    /// Writes the title, cut to its column on a terminal; returns the spaces owed before the next cell.
    private func appendTitle(
        _ row: ListRow, of task: TaskSummary, in summaries: TaskSummaries, to output: inout [UInt8]
    ) -> Int {
        if row.titleIsPlain, width == nil || row.titleWidth <= titleWidth {
            summaries.withTitleUTF8(of: task) { output.append(contentsOf: $0) }
            return max(0, titleWidth - row.titleWidth) + 2
        }
        var title = TerminalText.escaped(summaries.title(of: task))
        if width != nil { title = TerminalText.truncated(title, toWidth: titleWidth) }
        output.append(utf8: title)
        return max(0, titleWidth - TerminalText.width(title)) + 2
    }

    /// Writes a cell (UTF-8, `prefix` first) after the spaces owed, unless it is empty or its
    /// column was dropped; returns the spaces owed before the next one. Trailing spaces are
    /// never written.
    private func append(
        _ text: UnsafeBufferPointer<UInt8>, prefix: String = "", width textWidth: Int, column: Int,
        after gap: Int,
        to output: inout [UInt8]
    ) -> Int {
        guard column > 0 else { return gap }
        guard !text.isEmpty else { return gap + column + 2 }
        output.appendSpaces(gap)
        if width != nil, textWidth > column {
            let cut = TerminalText.truncated(prefix + String(decoding: text, as: UTF8.self), toWidth: column)
            output.append(utf8: cut)
            return max(0, column - TerminalText.width(cut)) + 2
        }
        if !prefix.isEmpty { output.append(utf8: prefix) }
        output.append(contentsOf: text)
        return max(0, column - textWidth) + 2
    }
}
