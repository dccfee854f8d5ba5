import TodoCore

/// `todo list` for people: sections with counts, ids aligned, the deadline as a date and as
/// relative time, the location, completed tasks marked ✓, fitted to the terminal's width.
struct ListView {
    static let emptyMessage = "No items to display. Please run \"todo add\" to add new items."
    /// Without a terminal nothing is cut, but titles longer than this do not widen every row.
    static let widestPaddedTitle = 48

    let listing: TaskListing<TaskSummary>
    /// The bytes the summaries' text lies in.
    let summaries: TaskSummaries
    let now: Instant
    let zone: ZoneRules
    let width: Int?
    let style: TextStyle

    func render(into output: OutputBuffer) {
        guard !listing.isEmpty else {
            output.writeLine(Self.emptyMessage)
            return
        }
        let dates = DateDisplay(now: now, zone: zone)
        var rows: [ListRow] = []
        rows.reserveCapacity(listing.count)
        for section in listing.sections {
            section.forEach { rows.append(ListRow($0, in: summaries, state: section.state, dates: dates)) }
        }
        let columns = ListColumns(fitting: rows, width: width)
        var text: [UInt8] = []
        text.reserveCapacity(min(rows.count * 100, OutputBuffer.chunkSize) + 4096)
        var next = 0
        for (index, section) in listing.sections.enumerated() {
            if index > 0 { text.append(0x0A) }
            let (start, end) = style.codes(for: section.state)
            text += (start + "\(Self.heading(section.state)) (\(section.count))" + end + "\n").utf8
            section.forEach { task in
                if !start.isEmpty { text.append(utf8: start) }
                columns.append(rows[next], of: task, in: summaries, to: &text)
                if !end.isEmpty { text.append(utf8: end) }
                text.append(0x0A)
                next += 1
                output.stream(&text)
            }
        }
        output.write(bytes: text)
    }

    static func heading(_ state: TaskState) -> String {
        switch state {
        case .overdue: return "Overdue"
        case .pending: return "Pending"
        case .completed: return "Completed"
        }
    }
}
