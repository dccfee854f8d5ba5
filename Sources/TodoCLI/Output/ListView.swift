import TodoCore

/// `todo list` for people: sections with counts, ids aligned, the deadline as a date and as
/// relative time, the location, completed tasks marked ✓, blocked ones ⊘, waiting ones ◷ and
/// repeating ones ↻, fitted to the terminal's width.
struct ListView {
    static let emptyMessage = "No items to display. Please run \"todo add\" to add new items."
    /// Without a terminal nothing is cut, but titles longer than this do not widen every row.
    static let widestPaddedTitle = 48

    let listing: TaskListing
    /// The bytes the summaries' text lies in.
    let summaries: TaskSummaries
    let now: Instant
    let zone: ZoneRules
    let width: Int?
    let style: TextStyle
    /// Which tasks are blocked and which wait.
    let readiness: TaskReadiness
    /// Whether the list is shown as a tree (no filter): indented, with each parent's count of
    /// subtasks done.
    var isTree = false

    func render(into output: OutputBuffer) {
        guard !listing.isEmpty else {
            output.writeLine(Self.emptyMessage)
            return
        }
        let dates = DateDisplay(now: now, zone: zone)
        // Rows are made twice, for the widths and then for the lines, rather than kept: 10,000
        // of them would fill 300 fresh pages of memory, which costs more than making them again.
        // The widths do not depend on the order, so the first time goes through memory in order.
        var columns = ListColumns(width: width)
        listing.forEachNestedInListedOrder(of: summaries.tasks) { task, state, place in
            columns.fit(
                ListRow(
                    task, in: summaries, state: state, dates: dates, readiness: readiness,
                    nesting: nesting(task, place)))
        }
        columns.finishFitting()
        var text = OutputBytes(capacity: min(listing.count * 100, OutputBuffer.chunkSize) + 4096)
        for (index, section) in listing.sections.enumerated() {
            if index > 0 { text.append(0x0A) }
            let (start, end) = style.codes(for: section.state)
            text.append(utf8: start + "\(Self.heading(section.state)) (\(section.count))" + end + "\n")
            listing.forEachNestedBlock(in: section, of: summaries.tasks) { tasks, places in
                // The titles and labels of a block are fetched together too, rather than each in turn.
                for task in tasks {
                    summaries.prefetch(task.title)
                    if let tags = task.tags { summaries.prefetch(tags) }
                    if let project = task.project { summaries.prefetch(project) }
                }
                for (task, place) in zip(tasks, places) {
                    if !start.isEmpty { text.append(utf8: start) }
                    let row = ListRow(
                        task, in: summaries, state: section.state, dates: dates, readiness: readiness,
                        nesting: nesting(task, place))
                    columns.append(row, in: summaries, to: &text)
                    if !end.isEmpty { text.append(utf8: end) }
                    text.append(0x0A)
                }
                output.stream(&text)
            }
        }
        output.write(bytes: text)
    }

    /// The row's place in the tree: none in a flat list.
    private func nesting(_ task: TaskSummary, _ place: TreePlace) -> RowNesting {
        isTree ? RowNesting(task, place: place) : .flat
    }

    static func heading(_ state: TaskState) -> String {
        switch state {
        case .overdue: return "Overdue"
        case .pending: return "Pending"
        case .completed: return "Completed"
        }
    }
}
