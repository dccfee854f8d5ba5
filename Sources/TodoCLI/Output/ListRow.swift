import TodoCore

/// One task's cells in the list, escaped and measured once.
struct ListRow {
    /// A cell's text and the columns it takes on a terminal.
    struct Cell {
        let text: String
        let width: Int

        init(_ text: String) {
            self.text = text
            width = TerminalText.width(text)
        }
    }

    let id: String
    let isCompleted: Bool
    let title: Cell
    let date: Cell
    let relative: Cell
    let place: Cell

    init(_ task: TodoTask, state: TaskState, now: Instant, zone: ZoneRules) {
        id = String(task.id)
        isCompleted = state == .completed
        title = Cell(TerminalText.escaped(task.title))
        date = Cell(task.deadline.map { DateDisplay.absolute($0, now: now, zone: zone) } ?? "")
        if let completedAt = task.completedAt {
            relative = Cell("done " + DateDisplay.relative(completedAt, now: now, zone: zone))
        } else {
            relative = Cell(task.deadline.map { DateDisplay.relative($0, now: now, zone: zone) } ?? "")
        }
        place = Cell(task.location.map { "@ " + TerminalText.escaped($0.name) } ?? "")
    }
}
