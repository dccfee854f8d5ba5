import TodoCore

/// The frame the ui wants on screen now: the tab bar, the body of the mode or tab, the status bar.
extension UISession {
    func frame() -> Frame {
        let width = size.columns
        var rows = [TabBar(counts: tabCounts, current: tab).line(width: width)]
        var cursor: (row: Int, column: Int)?
        switch mode {
        case .form(let form):
            let deadline = form.text("Deadline")
            let view = FormView(
                form: form, reading: reading(ofDeadline: deadline), titleReading: reading(ofTitle: form),
                colors: colors)
            let drawn = view.rows(width: width, height: bodyHeight)
            rows += drawn.rows
            cursor = drawn.cursor.map { (row: $0.row + 1, column: $0.column) }
        case .detail(let id, let top):
            rows += detailLines(id).dropFirst(top).prefix(bodyHeight).map { text in
                var line = ScreenLine(width: width)
                line.append(" " + text)
                return line
            }
        case .help(let top):
            rows += UIKeys.lines.dropFirst(top).prefix(bodyHeight).map { text in
                var line = ScreenLine(width: width)
                line.append(" " + text)
                return line
            }
        default:
            if let state = tab.state {
                rows += listRows(state, width: width)
            } else if tab == .agenda {
                rows += agendaRows(width: width)
            } else if tab == .next {
                rows += nextScreenRows(width: width)
            } else {
                rows += panelRows(width: width)
            }
        }
        while rows.count < size.rows - 1 { rows.append(ScreenLine(width: width)) }
        // A message of more than one row: the rows before its last over the body's last rows,
        // until the next key.
        let above = messageRows.dropLast().suffix(max(0, size.rows - 2))
        for (offset, text) in above.enumerated() {
            var line = ScreenLine(width: width)
            line.append(" " + text, message?.isError == true ? .alert(colors: colors) : .plain)
            rows[size.rows - 1 - above.count + offset] = line
        }
        let status = StatusBar(session: self)
        if let column = status.cursorColumn { cursor = (row: size.rows - 1, column: column) }
        rows.append(status.line)
        return Frame(size: size, rows: Array(rows.prefix(size.rows)), cursor: cursor)
    }

    /// What a command printed, for Stats and Today; on Today, the cursor on a task of the goal
    /// (its rows follow the goal's title, as `todo goal` prints them).
    private func panelRows(width: Int) -> [ScreenLine] {
        panel.prefix(bodyHeight).enumerated().map { index, text in
            let isCursor = tab == .today && (goal?.tasks.isEmpty == false) && index == goalCursor + 1
            var line = ScreenLine(width: width)
            line.append((isCursor ? ">" : " ") + text, CellStyle(reverse: isCursor))
            if isCursor { line.pad(CellStyle(reverse: true)) }
            return line
        }
    }

    /// The message wrapped to the screen's width, at most three rows: the last ones.
    var messageRows: [String] {
        guard let message else { return [] }
        return Array(message.lines.flatMap { Wrapping.lines($0, width: size.columns - 2) }.suffix(3))
    }

    private var tabCounts: [UITab: Int] {
        var counts: [UITab: Int] = [:]
        for tab in UITab.allCases {
            if let state = tab.state { counts[tab] = board.tasks(in: state).count }
        }
        return counts
    }

    /// The rows of the list on screen: only those, whatever the length of the list.
    private func listRows(_ state: TaskState, width: Int) -> [ScreenLine] {
        let tasks = board.tasks(in: state)
        guard !tasks.isEmpty else {
            var line = ScreenLine(width: width)
            line.append(
                filter.isEmpty
                    ? " No items to display. Please press \"a\" to add new items."
                    : " No tasks here match '\(filter.text)'. Esc clears the filter.")
            return [line]
        }
        let cursor = cursors[tab] ?? ListCursor()
        let dates = DateDisplay(now: now, zone: zone)
        var rows: [ScreenLine] = []
        for index in cursor.top..<min(tasks.count, cursor.top + bodyHeight) {
            let task = tasks[index]
            let isCursor = index == cursor.index
            var style = rowStyle(state)
            style.reverse = isCursor
            var line = ScreenLine(width: width)
            line.append((isCursor ? ">" : " ") + (marked.contains(task.id) ? "*" : " "), style)
            board.row(at: index, in: state, dates: dates).withUnsafeBufferPointer { bytes in
                line.append(measured: bytes, columns: DisplayWidth.columns(bytes), style)
            }
            if isCursor { line.pad(style) }
            rows.append(line)
        }
        return rows
    }

    /// The colours of `list`: overdue red, completed dim; none without colours.
    private func rowStyle(_ state: TaskState) -> CellStyle {
        guard colors else { return .plain }
        switch state {
        case .overdue: return CellStyle(color: 31)
        case .completed: return CellStyle(dim: true)
        case .pending: return .plain
        }
    }
}
