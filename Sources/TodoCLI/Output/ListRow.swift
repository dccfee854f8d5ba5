import TodoCore

/// What one task shows in the list, measured once for the column widths. The title is not kept
/// as a String: it is written from the task's bytes when the row is laid out.
struct ListRow {
    let id: Int
    let isCompleted: Bool
    let titleWidth: Int
    /// Whether the title can be written as it is: no control characters to escape.
    let titleIsPlain: Bool
    let date: ShortText
    /// `in 3 h`, `tomorrow 17:00`; for a completed task, when it was done (shown after `done `).
    let relative: ShortText
    /// The location's name, escaped, or empty.
    let place: String

    init(_ task: TaskSummary, in summaries: TaskSummaries, state: TaskState, dates: DateDisplay) {
        id = task.id
        isCompleted = state == .completed
        let plainWidth = summaries.withTitleUTF8(of: task) { bytes in
            TerminalText.needsEscaping(utf8: bytes) ? nil : DisplayWidth.columns(bytes)
        }
        titleIsPlain = plainWidth != nil
        titleWidth = plainWidth ?? TerminalText.width(TerminalText.escaped(summaries.title(of: task)))
        date = task.deadline.map { dates.absoluteText($0) } ?? ShortText()
        relative = (task.completedAt ?? task.deadline).map { dates.relativeText($0) } ?? ShortText()
        place = summaries.locationName(of: task).map(TerminalText.escaped) ?? ""
    }

    static let donePrefix = "done "
    static let placePrefix = "@ "

    /// The widths of the cells; ids and dates are plain ASCII.
    var idWidth: Int { id.decimalDigits }
    var dateWidth: Int { date.count }
    var relativeWidth: Int {
        relative.isEmpty ? 0 : relative.count + (isCompleted ? Self.donePrefix.utf8.count : 0)
    }
    var placeWidth: Int { place.isEmpty ? 0 : Self.placePrefix.utf8.count + TerminalText.width(place) }
}
