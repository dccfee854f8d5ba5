import TodoCore

/// What one task shows in the list, measured once for the column widths. Its text is not kept
/// as Strings: it is written from the store's bytes when the row is laid out.
struct ListRow {
    let id: Int
    let isCompleted: Bool
    /// What stands between the id and the title (see `mark`), kept as a byte: rows are copied
    /// about, 10,000 of them twice.
    private let markKind: MarkKind
    let title: ListText
    let date: ShortText
    /// `in 3 h`, `tomorrow 17:00`; for a completed task, when it was done (shown after `done `).
    let relative: ShortText
    /// The location's name.
    let place: ListText?
    let priority: TaskPriority?
    /// The tags and project, shown after the title in its column.
    let labels: ListLabels?
    /// Its place in the tree of subtasks.
    let nesting: RowNesting

    init(
        _ task: TaskSummary, in summaries: borrowing TaskSummaries, state: TaskState, dates: DateDisplay,
        readiness: TaskReadiness, nesting: RowNesting = .flat
    ) {
        id = task.id
        isCompleted = state == .completed
        // Most stores have no blocked or waiting task: then no row asks.
        markKind =
            isCompleted
            ? .completed
            : readiness.anyBlocked && readiness.isBlocked(task.id)
                ? .blocked
                : readiness.anyWaiting && readiness.isWaiting(task)
                    ? .waiting : task.isRepeating ? .repeating : .none
        title = ListText(task.title, in: summaries)
        date = task.deadline.map { dates.absoluteText($0) } ?? ShortText()
        relative = (task.completedAt ?? task.deadline).map { dates.relativeText($0) } ?? ShortText()
        place = task.locationName.flatMap { $0.isEmpty ? nil : ListText($0, in: summaries) }
        priority = task.priority
        labels = ListLabels(task, in: summaries)
        self.nesting = nesting
    }

    private enum MarkKind: UInt8 {
        case none, completed, blocked, waiting, repeating
    }

    /// What stands between the id and the title: `✓` for a completed task, then, for an open
    /// one, `⊘` blocked, `◷` waiting, `↻` repeating (the first that holds).
    var mark: StaticString {
        switch markKind {
        case .none: return "    "
        case .completed: return " ✓  "
        case .blocked: return " ⊘  "
        case .waiting: return " ◷  "
        case .repeating: return " ↻  "
        }
    }

    static let donePrefix: StaticString = "done "
    static let placePrefix: StaticString = "@ "

    /// The widths of the cells; ids and dates are plain ASCII.
    var idWidth: Int { id.decimalDigits }
    var dateWidth: Int { date.count }
    var relativeWidth: Int {
        relative.isEmpty ? 0 : relative.count + (isCompleted ? Self.donePrefix.utf8CodeUnitCount : 0)
    }
    var placeWidth: Int { place.map { Self.placePrefix.utf8CodeUnitCount + $0.width } ?? 0 }
    /// The title, its place in the tree and, after a space, the labels.
    var titleCellWidth: Int {
        nesting.prefixWidth + title.width + nesting.suffixWidth + (labels.map { 1 + $0.width } ?? 0)
    }
    var priorityMarkWidth: Int { priorityMark.utf8CodeUnitCount }

    /// `!!!` high, `!!` medium, `!` low, as Reminders marks them.
    var priorityMark: StaticString {
        switch priority {
        case .high?: return "!!!"
        case .medium?: return "!!"
        case .low?: return "!"
        case nil: return ""
        }
    }
}
