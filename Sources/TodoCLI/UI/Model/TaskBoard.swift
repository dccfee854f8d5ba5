import TodoCore

/// The tasks as the ui shows them at one instant: the store's summaries split into the
/// sections of `list` (the same listing, so the same order), narrowed by the filter, with the
/// columns laid out as `list` lays them out for the screen's width.
///
/// Made when the store changes, the filter or the width changes, or a task changes section
/// with time; drawing a frame only reads it, so moving the cursor costs the rows on screen.
///
/// Without a filter each section is a tree, as `list` shows it; the subtasks of a task in
/// `folded` are left out of its section, and its row ends with `▸`.
struct TaskBoard {
    let summaries: TaskSummaries
    /// Which tasks are blocked and which wait: their rows are marked as `list` marks them.
    let readiness: TaskReadiness
    /// Each section's tasks, in display order.
    private(set) var overdue: [TaskSummary] = []
    private(set) var pending: [TaskSummary] = []
    private(set) var completed: [TaskSummary] = []
    /// Each section's rows' places in the tree, beside its tasks.
    private var nestings: [[RowNesting]] = [[], [], []]
    private var columns: [ListColumns] = []
    /// When the next task becomes overdue or is cleared, and the board must be made again.
    private(set) var nextChange: Instant?

    init(
        summaries: TaskSummaries, now: Instant, zone: ZoneRules, width: Int, filter: TextFilter,
        folded: Set<Int> = []
    ) {
        self.summaries = summaries
        readiness = TaskReadiness(summaries: summaries, now: now)
        let isTree = filter.isEmpty
        let listing =
            isTree
            ? TaskListing(nesting: summaries.tasks, now: now) : TaskListing(tasks: summaries.tasks, now: now)
        for section in listing.sections {
            var tasks = listing.tasks(in: section, of: summaries.tasks)
            var nestings: [RowNesting]
            if isTree {
                nestings = zip(tasks, listing.places(in: section)).map { RowNesting($0, place: $1) }
                Self.fold(&tasks, &nestings, folded)
            } else {
                tasks.removeAll { !filter.matches($0, in: summaries, readiness: readiness) }
                nestings = Array(repeating: .flat, count: tasks.count)
            }
            self.nestings[Self.index(of: section.state)] = nestings
            switch section.state {
            case .overdue: overdue = tasks
            case .pending: pending = tasks
            case .completed: completed = tasks
            }
        }
        let dates = DateDisplay(now: now, zone: zone)
        for state in [TaskState.overdue, .pending, .completed] {
            var fitted = ListColumns(width: width)
            for (task, nesting) in zip(tasks(in: state), nestings[Self.index(of: state)]) {
                fitted.fit(
                    ListRow(
                        task, in: summaries, state: state, dates: dates, readiness: readiness,
                        nesting: nesting))
            }
            fitted.finishFitting()
            columns.append(fitted)
        }
        nextChange = Self.nextChange(of: summaries.tasks, after: now)
    }

    /// Leaves out the rows under each task of `folded`, and marks the task's row.
    private static func fold(_ tasks: inout [TaskSummary], _ nestings: inout [RowNesting], _ folded: Set<Int>)
    {
        guard !folded.isEmpty else { return }
        var keptTasks: [TaskSummary] = []
        var keptNestings: [RowNesting] = []
        var hiddenBelow: Int?
        for (task, nesting) in zip(tasks, nestings) {
            if let depth = hiddenBelow, nesting.depth > depth {
                keptNestings[keptNestings.count - 1].isFolded = true
                continue
            }
            hiddenBelow = folded.contains(task.id) ? nesting.depth : nil
            keptTasks.append(task)
            keptNestings.append(nesting)
        }
        tasks = keptTasks
        nestings = keptNestings
    }

    /// The tasks of one section, in display order.
    func tasks(in state: TaskState) -> [TaskSummary] {
        switch state {
        case .overdue: return overdue
        case .pending: return pending
        case .completed: return completed
        }
    }

    /// Whether the task at `index` of a section has subtasks in it (shown, or folded away).
    func hasSubtasks(at index: Int, in state: TaskState) -> Bool {
        let nestings = nestings[Self.index(of: state)]
        guard nestings.indices.contains(index) else { return false }
        return nestings[index].isFolded
            || (index + 1 < nestings.count && nestings[index + 1].depth > nestings[index].depth)
    }

    /// The row of the task at `index` of a section as `list` writes it, after the two columns
    /// the ui uses for its cursor and marks: its bytes (escaped) and its width.
    func row(at index: Int, in state: TaskState, dates: DateDisplay) -> [UInt8] {
        var output = OutputBytes(capacity: 256)
        let task = tasks(in: state)[index]
        let row = ListRow(
            task, in: summaries, state: state, dates: dates, readiness: readiness,
            nesting: nestings[Self.index(of: state)][index])
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
        func consider(_ change: Instant?) {
            guard let change, change > now else { return }
            if next.map({ change < $0 }) ?? true { next = change }
        }
        for task in tasks {
            // A task changes section at its deadline or its clearing, and loses its mark at its wait.
            if let completedAt = task.completedAt {
                consider(completedAt + AutoClear.retentionSeconds)
            } else {
                consider(task.deadline)
                consider(task.wait)
            }
        }
        return next
    }
}
