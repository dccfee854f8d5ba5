/// Which tasks are ready at a moment (open, not waiting, not blocked), and how many open
/// tasks each open task blocks, worked out once from every active task of a store: a task is
/// blocked while a task it waits on (`blockedBy`) is open; one deleted no longer counts.
///
/// Made in a pass over the tasks, and without a set or table when no task waits on another
/// (most stores): `list` of 10,000 tasks pays for the tasks that wait on others alone.
public struct TaskReadiness: Sendable {
    /// The moment waits are judged at.
    public let now: Instant
    /// The open tasks that wait on an open task.
    private var blockedIds = Set<Int>()
    /// The number of open tasks that wait on each open task that any does.
    private var blockedCounts: [Int: Int] = [:]
    /// Whether any task waits at `now`: when none does, `list` leaves none out.
    public private(set) var anyWaiting = false

    /// The readiness of `tasks`, the store's active tasks (the list of a change that read a
    /// few tasks holds those they wait on too), at `now`.
    public init(tasks: some Collection<TodoTask>, now: Instant) {
        self.init(now: now) { visit in
            for task in tasks {
                visit(
                    task.id, task.isCompleted, task.isWaiting(at: now),
                    task.blockedBy.isEmpty ? nil : task.blockedBy)
            }
        }
    }

    /// The readiness of the tasks of `summaries` (every active task of the store), at `now`.
    public init(summaries: TaskSummaries, now: Instant) {
        self.init(now: now) { visit in
            for task in summaries.tasks {
                visit(
                    task.id, task.isCompleted, task.isWaiting(at: now),
                    task.hasBlockers ? summaries.blockers(of: task) : nil)
            }
        }
    }

    /// No task waits on another: readiness by the clock alone.
    public init(now: Instant) {
        self.now = now
    }

    /// Works the sets out from `forEach`, which hands each task's id, whether it is completed
    /// and whether it waits, and the ids it waits on (nil for none).
    private init(now: Instant, _ forEach: ((Int, Bool, Bool, [Int]?) -> Void) -> Void) {
        self.now = now
        var waiters: [(id: Int, blockers: [Int])] = []
        var anyWaiting = false
        forEach { id, isCompleted, isWaiting, blockers in
            anyWaiting = anyWaiting || isWaiting
            if !isCompleted, let blockers { waiters.append((id, blockers)) }
        }
        self.anyWaiting = anyWaiting
        guard !waiters.isEmpty else { return }
        var named = Set<Int>()
        for waiter in waiters { named.formUnion(waiter.blockers) }
        var open = Set<Int>()
        forEach { id, isCompleted, _, _ in
            if !isCompleted, named.contains(id) { open.insert(id) }
        }
        for waiter in waiters {
            var isBlocked = false
            for blocker in waiter.blockers where open.contains(blocker) && blocker != waiter.id {
                isBlocked = true
                blockedCounts[blocker, default: 0] += 1
            }
            if isBlocked { blockedIds.insert(waiter.id) }
        }
    }

    /// Whether `task` waits at `now`: it is open and its wait is later.
    public func isWaiting(_ task: some PlannableTask) -> Bool {
        task.isWaiting(at: now)
    }

    /// Whether the task `id` is blocked: it is open and a task it waits on is open.
    public func isBlocked(_ id: Int) -> Bool {
        !blockedIds.isEmpty && blockedIds.contains(id)
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
        TaskFacts(state: task.state(at: now), isWaiting: isWaiting(task), isBlocked: isBlocked(task.id))
    }
}
