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
        for (index, section) in listing.sections.enumerated() {
            if index > 0 { output.writeLine() }
            let heading = "\(Self.heading(section.state)) (\(section.tasks.count))"
            output.writeLine(style.forState(section.state, heading))
            for row in rows[index] {
                output.writeLine(style.forState(section.state, columns.line(for: row)))
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

/// One task's cells, escaped and measured once.
struct ListRow {
    let id: String
    let isCompleted: Bool
    let title: String
    let date: String
    let relative: String
    let place: String

    init(_ task: TodoTask, state: TaskState, now: Instant, zone: ZoneRules) {
        id = String(task.id)
        isCompleted = state == .completed
        title = TerminalText.escaped(task.title)
        date = task.deadline.map { DateDisplay.absolute($0, now: now, zone: zone) } ?? ""
        if let completedAt = task.completedAt {
            relative = "done " + DateDisplay.relative(completedAt, now: now, zone: zone)
        } else {
            relative = task.deadline.map { DateDisplay.relative($0, now: now, zone: zone) } ?? ""
        }
        place = task.location.map { "@ " + TerminalText.escaped($0.name) } ?? ""
    }
}
