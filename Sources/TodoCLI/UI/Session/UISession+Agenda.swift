import TodoCore

/// The Agenda tab: what `todo agenda` prints, from the summaries the ui holds, with a cursor on
/// the tasks' current deadlines (not their projected occurrences); `s` snoozes as `todo snooze`.
extension UISession {
    /// The keys of the Agenda tab; false for a key it leaves to the list's keys.
    func agendaKey(_ key: Key) -> Bool {
        switch key {
        case .up, .text("k"): moveAgendaCursor(by: -1)
        case .down, .text("j"): moveAgendaCursor(by: 1)
        case .text("s"):
            if let id = agendaTask { perform(["snooze", String(id)]) }
        case .text(" "), .enter:
            if let id = agendaTask { perform(["complete", String(id)]) }
        default: return false
        }
        return true
    }

    var agendaLines: [AgendaView.Line] { agenda?.lines ?? [] }

    /// The id of the task at the cursor.
    var agendaTask: Int? {
        agendaLines.indices.contains(agendaCursor) ? agendaLines[agendaCursor].task : nil
    }

    /// Snoozes the marked tasks, or the one at the cursor, in a list tab.
    func snoozeMarked() {
        let ids = chosenIds
        guard !ids.isEmpty else { return }
        perform(["snooze"] + ids.map(String.init))
        marked = []
    }

    /// Makes the lines again, keeping the cursor on its task when it is still there.
    func refreshAgenda() {
        let id = agendaTask
        let source = PlanSource(summaries: summaries, now: now)
        let agenda = Agenda(
            source.summaries.tasks, dayCount: 7, now: now, zone: zone, recurrence: source.recurrence,
            zones: runner.current.zones)
        self.agenda = AgendaView(
            agenda: agenda, source: source, now: now, zone: zone, width: size.columns - 1)
        let selectable = agendaLines.indices.filter(isSelectable)
        agendaCursor =
            selectable.first { agendaLines[$0].task == id && id != nil }
            ?? selectable.first { $0 >= agendaCursor } ?? selectable.last ?? 0
    }

    private func isSelectable(_ index: Int) -> Bool {
        agendaLines[index].task != nil && !agendaLines[index].isProjected
    }

    private func moveAgendaCursor(by step: Int) {
        var index = agendaCursor + step
        while agendaLines.indices.contains(index), !isSelectable(index) { index += step }
        if agendaLines.indices.contains(index) { agendaCursor = index }
    }

    /// The lines on screen, scrolled so that the cursor's shows, the cursor's in reverse video.
    func agendaRows(width: Int) -> [ScreenLine] {
        guard let agenda else { return [] }
        let top = max(0, min(agendaCursor - bodyHeight + 2, agendaLines.count - bodyHeight))
        return agendaLines.indices.dropFirst(top).prefix(bodyHeight).map { index in
            let line = agendaLines[index]
            let isCursor = index == agendaCursor && isSelectable(index)
            var style = CellStyle(reverse: isCursor)
            if colors, line.isOverdue { style.color = 31 }
            if colors, line.isDim { style.dim = true }
            var row = ScreenLine(width: width)
            row.append((isCursor ? ">" : " ") + agenda.text(line), style)
            if isCursor { row.pad(style) }
            return row
        }
    }
}
