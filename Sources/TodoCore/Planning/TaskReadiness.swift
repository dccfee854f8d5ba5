/// Which tasks are ready at a moment (open, not waiting, not blocked), and how many open
/// tasks each open task blocks, worked out once from every active task of a store: a task is
/// blocked while a task it waits on (`blockedBy`) is open; one deleted no longer counts.
///
/// Made in a pass over the tasks, and when some wait on others, a second that notes the open
/// ones in a bitmap (`IdSet`): `list` of 10,000 tasks hashes nothing but the tasks that block
/// others, counted.
public struct TaskReadiness: Sendable {
    /// The moment waits are judged at.
    public let now: Instant
    /// The open tasks that wait on an open task.
    private var blockedIds = IdSet()
    /// The number of open tasks that wait on each open task that any does.
    private var blockedCounts: [Int: Int] = [:]
    /// Whether any task waits at `now`: when none does, `list` leaves none out.
    public private(set) var anyWaiting = false
    /// Whether any task is blocked: when none is, `list` asks of no row whether it is.
    public private(set) var anyBlocked = false

    /// The readiness of `tasks`, the store's active tasks (the list of a change that read a
    /// few tasks holds those they wait on too), at `now`.
    public init(tasks: [TodoTask], now: Instant) {
        self.init(tasks, now: now) { $0.blockedBy.isEmpty ? nil : $0.blockedBy }
    }

    /// The readiness of the tasks of `summaries` (every active task of the store), at `now`.
    public init(summaries: TaskSummaries, now: Instant) {
        self.init(summaries.tasks, now: now) { $0.hasBlockers ? summaries.blockers(of: $0) : nil }
    }

    /// Whole tasks and summaries alike: `blockers` gives the ids a task waits on, nil for none.
    private init<Tasks: Collection>(_ tasks: Tasks, now: Instant, blockers: (Tasks.Element) -> [Int]?)
    where Tasks.Element: PlannableTask {
        self.now = now
        var waiters: [(id: Int, blockers: [Int])] = []
        for task in tasks where !task.isCompleted {
            anyWaiting = anyWaiting || task.isWaiting(at: now)
            if let ids = blockers(task) { waiters.append((task.id, ids)) }
        }
        guard !waiters.isEmpty else { return }
        var open = IdSet()
        for task in tasks where !task.isCompleted { open.insert(task.id) }
        count(waiters, open: open)
    }

    /// No task waits on another: readiness by the clock alone.
    public init(now: Instant) {
        self.now = now
    }

    /// Marks blocked each of `waiters` (open tasks, with the ids they wait on) that waits on a
    /// task of `open`, and counts, for each task of `open`, the waiters that wait on it.
    private mutating func count(_ waiters: [(id: Int, blockers: [Int])], open: IdSet) {
        for waiter in waiters {
            var isBlocked = false
            for blocker in waiter.blockers where blocker != waiter.id && open.contains(blocker) {
                isBlocked = true
                blockedCounts[blocker, default: 0] += 1
            }
            if isBlocked {
                blockedIds.insert(waiter.id)
                anyBlocked = true
            }
        }
    }

    /// Whether `task` waits at `now`: it is open and its wait is later.
    public func isWaiting(_ task: some PlannableTask) -> Bool {
        task.isWaiting(at: now)
    }

    /// Whether the task `id` is blocked: it is open and a task it waits on is open.
    public func isBlocked(_ id: Int) -> Bool {
        blockedIds.contains(id)
    }

    /// Whether `task` is ready: open, not waiting, not blocked. What `next` lists.
    public func isReady(_ task: some PlannableTask) -> Bool {
        task.completedAt == nil && !isWaiting(task) && !isBlocked(task.id)
    }

    /// How many open tasks wait on the task `id` while it is open (0 once it is completed).
    public func openTasksBlocked(by id: Int) -> Int {
        blockedCounts.isEmpty ? 0 : blockedCounts[id] ?? 0
    }

    /// What `--json` says of `task` beside its fields.
    public func facts(of task: TodoTask) -> TaskFacts {
        Self.facts(of: task, at: now, isBlocked: isBlocked(task.id))
    }

    /// What `--json` says of `task` beside its fields when no task waits on another, as
    /// `TaskReadiness(now:)` would, without making one (for a task or two, as a hook is given).
    public static func facts(of task: TodoTask, at now: Instant) -> TaskFacts {
        facts(of: task, at: now, isBlocked: false)
    }

    private static func facts(of task: TodoTask, at now: Instant, isBlocked: Bool) -> TaskFacts {
        TaskFacts(state: task.state(at: now), isWaiting: task.isWaiting(at: now), isBlocked: isBlocked)
    }
}
