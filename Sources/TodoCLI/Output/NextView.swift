import TodoCore

/// `todo next` for people: the tasks offered, most urgent first, each row as `list` draws it
/// with the urgency before it.
struct NextView {
    let ranked: [NextTasks.Entry]
    /// The bytes the summaries' text lies in.
    let summaries: TaskSummaries
    let now: Instant
    let zone: ZoneRules
    let width: Int?
    let style: TextStyle

    static let emptyMessage = "Nothing to do next: no open task is ready (see 'todo list all')."

    /// Points as people read them: one decimal, always (`5.0`, `15.3`).
    static func points(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10))"
    }

    func render(into output: OutputBuffer) {
        guard !ranked.isEmpty else {
            output.writeLine(Self.emptyMessage)
            return
        }
        let dates = DateDisplay(now: now, zone: zone)
        let urgencies = ranked.map { Self.points($0.urgency.total) }
        let urgencyWidth = urgencies.map(\.count).max() ?? 0
        var columns = ListColumns(width: width.map { $0 - urgencyWidth - 2 })
        let rows = ranked.map { entry in
            let task = summaries.tasks[entry.index]
            return (
                ListRow(task, in: summaries, state: task.state(at: now), dates: dates), task.state(at: now)
            )
        }
        for (row, _) in rows { columns.fit(row) }
        columns.finishFitting()
        var text = OutputBytes(capacity: ranked.count * 120 + 64)
        text.append(utf8: "Next (\(ranked.count))\n")
        for ((row, state), urgency) in zip(rows, urgencies) {
            let (start, end) = style.codes(for: state)
            if !start.isEmpty { text.append(utf8: start) }
            text.appendSpaces(2 + urgencyWidth - urgency.count)
            text.append(utf8: urgency)
            columns.append(row, in: summaries, to: &text)
            if !end.isEmpty { text.append(utf8: end) }
            text.append(0x0A)
        }
        output.write(bytes: text)
    }
}
