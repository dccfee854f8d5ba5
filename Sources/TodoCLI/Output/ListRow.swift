import TodoCore

/// What one task shows in the list, measured once for the column widths. The title is not kept
/// as a String: it is written from the task's bytes when the row is laid out.
struct ListRow {
    let id: String
    let isCompleted: Bool
    let titleWidth: Int
    /// Whether the title can be written as it is: no control characters to escape.
    let titleIsPlain: Bool
    let date: String
    /// `in 3 h`, `tomorrow 17:00`; for a completed task, when it was done (shown after `done `).
    let relative: String
    /// The location's name, escaped, or empty.
    let place: String

    init(_ task: TodoTask, state: TaskState, now: Instant, zone: ZoneRules) {
        id = String(task.id)
        isCompleted = state == .completed
        (titleWidth, titleIsPlain) = task.withTitleUTF8 { bytes in
            TerminalText.needsEscaping(utf8: bytes)
                ? (TerminalText.width(TerminalText.escaped(task.title)), false)
                : (DisplayWidth.columns(bytes), true)
        }
        date = task.deadline.map { DateDisplay.absolute($0, now: now, zone: zone) } ?? ""
        if let completedAt = task.completedAt {
            relative = DateDisplay.relative(completedAt, now: now, zone: zone)
        } else {
            relative = task.deadline.map { DateDisplay.relative($0, now: now, zone: zone) } ?? ""
        }
        place = task.location.map { TerminalText.escaped($0.name) } ?? ""
    }

    static let donePrefix = "done "
    static let placePrefix = "@ "

    /// The widths of the date, relative and place cells; dates are plain ASCII.
    var dateWidth: Int { date.utf8.count }
    var relativeWidth: Int {
        relative.isEmpty ? 0 : relative.utf8.count + (isCompleted ? Self.donePrefix.utf8.count : 0)
    }
    var placeWidth: Int { place.isEmpty ? 0 : Self.placePrefix.utf8.count + TerminalText.width(place) }
}
