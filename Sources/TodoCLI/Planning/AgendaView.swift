import TodoCore

/// `agenda` for people: `Overdue (N)` with each task's id, deadline and title, then a heading
/// per day (`Thu 26 Nov, today (2)`) with each task's id, clock time and title, a repeating
/// task marked ↻ and a later occurrence ↻ (repeat); fitted to the terminal's width. The ui's
/// Agenda tab shows the same lines.
struct AgendaView {
    /// One line, and the task it is about: none for a heading, a blank line or an empty day.
    struct Line {
        let text: String
        var state: TaskState? = nil
        var isDim = false
        var task: Int? = nil
        /// Whether it is a later occurrence, not the task's current deadline.
        var isProjected = false
    }

    let agenda: Agenda<TaskSummary>
    let source: PlanSource
    let now: Instant
    let zone: ZoneRules
    let width: Int?

    func render(into output: OutputBuffer, style: TextStyle) {
        for line in lines {
            if line.isDim {
                output.writeLine(style.dim(line.text))
            } else if let state = line.state {
                output.writeLine(style.forState(state, line.text))
            } else {
                output.writeLine(line.text)
            }
        }
    }

    var lines: [Line] {
        let dates = DateDisplay(now: now, zone: zone)
        let idWidth = String(
            max(agenda.overdue.map(\.id).max() ?? 0, agenda.days.flatMap(\.entries).map(\.task.id).max() ?? 0)
        ).count
        var lines: [Line] = []
        if !agenda.overdue.isEmpty {
            let whens = agenda.overdue.map { $0.deadline.map(dates.absolute) ?? "" }
            let whenWidth = whens.map(TerminalText.width).max() ?? 0
            lines.append(Line(text: "Overdue (\(agenda.overdue.count))", state: .overdue))
            for (task, when) in zip(agenda.overdue, whens) {
                let text = row(
                    id: task.id, idWidth: idWidth, when: TerminalText.padded(when, toWidth: whenWidth),
                    title: source.title(task), mark: task.isRepeating ? " ↻" : "")
                lines.append(Line(text: text, state: .overdue, task: task.id))
            }
        }
        let today = zone.localDateTime(at: now).date
        for day in agenda.days {
            if !lines.isEmpty { lines.append(Line(text: "")) }
            lines.append(Line(text: Self.heading(day, today: today)))
            if day.entries.isEmpty { lines.append(Line(text: "  nothing due", isDim: true)) }
            for entry in day.entries {
                let mark = entry.isProjected ? " ↻ (repeat)" : entry.task.isRepeating ? " ↻" : ""
                let text = row(
                    id: entry.task.id, idWidth: idWidth, when: DateDisplay.clock(entry.deadline, zone: zone),
                    title: source.title(entry.task), mark: mark)
                lines.append(Line(text: text, task: entry.task.id, isProjected: entry.isProjected))
            }
        }
        return lines
    }

    /// `Thu 26 Nov, today (2)`, `Fri 27 Nov, tomorrow`, `Sat 28 Nov (1)`.
    static func heading(_ day: DueDay<TaskSummary>, today: CivilDate) -> String {
        var text = DateDisplay.day(day.date, today: today)
        if day.date == today { text += ", today" }
        if day.date == today.adding(days: 1) { text += ", tomorrow" }
        if !day.entries.isEmpty { text += " (\(day.entries.count))" }
        return text
    }

    /// `  12  09:30  Title ↻`, the title cut so that the row fits the width.
    private func row(id: Int, idWidth: Int, when: String, title: String, mark: String) -> String {
        let idText = String(id)
        let lead = "  " + String(repeating: " ", count: idWidth - idText.count) + idText + "  " + when + "  "
        guard let width else { return lead + title + mark }
        let room = width - TerminalText.width(lead) - TerminalText.width(mark)
        return lead + TerminalText.truncated(title, toWidth: max(room, 1)) + mark
    }
}
