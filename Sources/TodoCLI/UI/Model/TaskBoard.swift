import TodoCore

/// The tasks as the ui shows them at one instant: the store's summaries split into the
/// sections of `list` (the same listing, so the same order), narrowed by the filter, with the
/// columns laid out as `list` lays them out for the screen's width.
///
/// Made when the store changes, the filter or the width changes, or a task changes section
/// with time; drawing a frame only reads it, so moving the cursor costs the rows on screen.
struct TaskBoard {
    let summaries: TaskSummaries
    /// Each section's tasks, in display order.
    private(set) var overdue: [TaskSummary] = []
    private(set) var pending: [TaskSummary] = []
    private(set) var completed: [TaskSummary] = []
    private var columns: [ListColumns] = []
    /// When the next task becomes overdue or is cleared, and the board must be made again.
    private(set) var nextChange: Instant?

    init(summaries: TaskSummaries, now: Instant, zone: ZoneRules, width: Int, filter: TextFilter) {
        self.summaries = summaries
        let listing = TaskListing(tasks: summaries.tasks, now: now)
        for section in listing.sections {
            var tasks = listing.tasks(in: section, of: summaries.tasks)
            if !filter.isEmpty { tasks.removeAll { !filter.matches($0, in: summaries) } }
            switch section.state {
            case .overdue: overdue = tasks
            case .pending: pending = tasks
            case .completed: completed = tasks
            }
        }
        let dates = DateDisplay(now: now, zone: zone)
        for state in [TaskState.overdue, .pending, .completed] {
            var fitted = ListColumns(width: width)
            for task in tasks(in: state) {
                fitted.fit(ListRow(task, in: summaries, state: state, dates: dates))
            }
            fitted.finishFitting()
            columns.append(fitted)
        }
        nextChange = Self.nextChange(of: summaries.tasks, after: now)
    }

    /// The tasks of one section, in display order.
    func tasks(in state: TaskState) -> [TaskSummary] {
        switch state {
        case .overdue: return overdue
        case .pending: return pending
        case .completed: return completed
        }
    }

    /// The row of `task` as `list` writes it, after the two columns the ui uses for its cursor
    /// and marks: its bytes (escaped) and its width.
    func row(_ task: TaskSummary, in state: TaskState, dates: DateDisplay) -> [UInt8] {
        var output = OutputBytes(capacity: 256)
        let row = ListRow(task, in: summaries, state: state, dates: dates)
        columns[Self.index(of: state)].append(row, in: summaries, to: &output)
        return output.withBytes { Array($0.dropFirst(2)) }
    }

    private static func index(of state: TaskState) -> Int {
        switch state {
        case .overdue: return 0
        case .pending: return 1
        case .completed: return 2
        }
    }

    /// The first instant after `now` at which a task's section or visibility changes.
    private static func nextChange(of tasks: [TaskSummary], after now: Instant) -> Instant? {
        var next: Instant?
        for task in tasks {
            let change: Instant?
            if let completedAt = task.completedAt {
                change = completedAt + AutoClear.retentionSeconds
            } else {
                change = task.deadline
            }
            guard let change, change > now else { continue }
            if next.map({ change < $0 }) ?? true { next = change }
        }
        return next
    }
}
