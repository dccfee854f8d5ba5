import TodoCore

/// `todo list` for people: sections with counts, ids aligned, the deadline as a date and as
/// relative time, the location, completed tasks marked ✓, fitted to the terminal's width.
struct ListView {
    static let emptyMessage = "No items to display. Please run \"todo add\" to add new items."
    /// Without a terminal nothing is cut, but titles longer than this do not widen every row.
    static let widestPaddedTitle = 48

    let listing: TaskListing
    let now: Instant
    let zone: ZoneRules
    let width: Int?
    let style: TextStyle

    func render(into output: OutputBuffer) {
        guard !listing.isEmpty else {
            output.writeLine(Self.emptyMessage)
            return
        }
        let rows = listing.sections.map { section in
            section.tasks.map { ListRow($0, state: section.state, now: now, zone: zone) }
        }
        let columns = ListColumns(fitting: rows.joined(), width: width)
        output.bytes.reserveCapacity(output.bytes.count + rows.joined().count * 100)
        for (index, section) in listing.sections.enumerated() {
            if index > 0 { output.writeLine() }
            let heading = "\(Self.heading(section.state)) (\(section.tasks.count))"
            output.writeLine(style.forState(section.state, heading))
            let (start, end) = style.codes(for: section.state)
            for row in rows[index] {
                output.write(start)
                columns.append(row, to: output)
                output.writeLine(end)
            }
        }
    }

    static func heading(_ state: TaskState) -> String {
        switch state {
        case .overdue: return "Overdue"
        case .pending: return "Pending"
        case .completed: return "Completed"
        }
    }
}
