import TodoCore

/// `agenda` for people: `Overdue (N)` with each task's id, deadline and title, then a heading
/// per day (`Thu 26 Nov, today (2)`) with each task's id, clock time and title, a repeating
/// task marked ↻ and a later occurrence ↻ (repeat); fitted to the terminal's width.
struct AgendaView {
    let agenda: Agenda<TaskSummary>
    let source: PlanSource
    let now: Instant
    let zone: ZoneRules
    let width: Int?

    func render(into output: OutputBuffer, style: TextStyle) {
        let dates = DateDisplay(now: now, zone: zone)
        let idWidth = String(
            max(agenda.overdue.map(\.id).max() ?? 0, agenda.days.flatMap(\.entries).map(\.task.id).max() ?? 0)
        ).count
        if !agenda.overdue.isEmpty {
            let whens = agenda.overdue.map { $0.deadline.map(dates.absolute) ?? "" }
            let whenWidth = whens.map(TerminalText.width).max() ?? 0
            output.writeLine(style.forState(.overdue, "Overdue (\(agenda.overdue.count))"))
            for (task, when) in zip(agenda.overdue, whens) {
                let line = row(
                    id: task.id, idWidth: idWidth, when: TerminalText.padded(when, toWidth: whenWidth),
                    title: source.title(task), mark: task.isRepeating ? " ↻" : "")
                output.writeLine(style.forState(.overdue, line))
            }
        }
        let today = zone.localDateTime(at: now).date
        for day in agenda.days {
            if day.date != today || !agenda.overdue.isEmpty { output.writeLine("") }
            output.writeLine(Self.heading(day, today: today))
            if day.entries.isEmpty { output.writeLine(style.dim("  nothing due")) }
            for entry in day.entries {
                let mark = entry.isProjected ? " ↻ (repeat)" : entry.task.isRepeating ? " ↻" : ""
                output.writeLine(
                    row(
                        id: entry.task.id, idWidth: idWidth,
                        when: DateDisplay.clock(entry.deadline, zone: zone),
                        title: source.title(entry.task), mark: mark))
            }
        }
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
