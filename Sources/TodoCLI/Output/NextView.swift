import TodoCore

/// `todo next` for people: the tasks offered, most urgent first, each row as `list` draws it
/// with the urgency before it. The ui's Next tab shows the same rows.
struct NextView {
    let ranked: [NextTasks.Entry]
    /// The bytes the summaries' text lies in.
    let summaries: TaskSummaries
    let readiness: TaskReadiness
    let now: Instant
    let zone: ZoneRules
    let width: Int?
    let style: TextStyle

    static let emptyMessage = "Nothing to do next: no open task is ready (see 'todo list all')."

    /// One task's line, without colours, and what colours it.
    struct Row {
        let id: Int
        let state: TaskState
        let text: String
    }

    /// Points as people read them: one decimal, always (`5.0`, `15.3`).
    static func points(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10))"
    }

    func render(into output: OutputBuffer) {
        let rows = self.rows()
        guard !rows.isEmpty else {
            output.writeLine(Self.emptyMessage)
            return
        }
        var text = OutputBytes(capacity: rows.count * 120 + 64)
        text.append(utf8: "Next (\(rows.count))\n")
        for row in rows {
            let (start, end) = style.codes(for: row.state)
            text.append(utf8: start + row.text + end + "\n")
        }
        output.write(bytes: text)
    }

    /// The rows, in order: the urgency right-aligned, then the columns of `list`, fitted to
    /// the width.
    func rows() -> [Row] {
        let dates = DateDisplay(now: now, zone: zone)
        let urgencies = ranked.map { Self.points($0.urgency.total) }
        let urgencyWidth = urgencies.map(\.count).max() ?? 0
        var columns = ListColumns(width: width.map { $0 - urgencyWidth - 2 })
        let listed = ranked.map { entry in
            let task = summaries.tasks[entry.index]
            let state = task.state(at: now)
            return (
                task.id, state, ListRow(task, in: summaries, state: state, dates: dates, readiness: readiness)
            )
        }
        for (_, _, row) in listed { columns.fit(row) }
        columns.finishFitting()
        return zip(listed, urgencies).map { listed, urgency in
            var text = OutputBytes(capacity: 160)
            text.appendSpaces(2 + urgencyWidth - urgency.count)
            text.append(utf8: urgency)
            columns.append(listed.2, in: summaries, to: &text)
            return Row(
                id: listed.0, state: listed.1, text: text.withBytes { String(decoding: $0, as: UTF8.self) })
        }
    }
}
