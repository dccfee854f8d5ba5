/// Works out what a change did to the tasks, from the store as read and the tasks as they are to
/// be written, knowing nothing of the command that changed them.
///
/// A task read from the store and left unchanged still knows where its bytes lie in the file it
/// came from; every other task is new, changed or restored. The tasks a change removed or
/// changed are found as what the unchanged ones no longer cover: in the main file, the bytes of
/// its tasks array between the unchanged tasks (so `add` and `complete` on 10,000 tasks keep no
/// second array of them); in an archive segment, the segment's tasks the snapshot still holds.
struct ChangeDetector {
    /// What the change did: the tasks and goals it touched, and those it changed or removed as
    /// they were.
    struct Outcome {
        var touched: [TouchedTask] = []
        var before: [TodoTask] = []
        var goals: [TouchedGoal] = []
        var goalsBefore: [DayGoal] = []
    }

    let snapshot: StoreSnapshot

    /// The outcome, or nil when the change touched no task or goal in a way the log records: a
    /// change that only marked reminders delivered (`remindedAt`) is the store's bookkeeping, not
    /// the user's doing, and undoing it would only deliver those reminders again.
    func outcome(of list: TodoList) throws(StoreError) -> Outcome? {
        var outcome = try taskOutcome(of: list.tasks) ?? Outcome()
        (outcome.goals, outcome.goalsBefore) = GoalChanges.between(snapshot.document.goals, list.goals)
        return outcome.touched.isEmpty && outcome.goals.isEmpty ? nil : outcome
    }

    private func taskOutcome(of tasks: [TodoTask]) throws(StoreError) -> Outcome? {
        var scan = scanned(tasks)
        if scan.keptInMain != snapshot.activeTaskCount, let main = snapshot.mainSource {
            if scan.isInOrder {
                for index in stride(from: 0, to: scan.gaps.count, by: 2) {
                    scan.before += try storedTasks(in: scan.gaps[index]..<scan.gaps[index + 1], of: main)
                }
            } else {
                scan.before += try tasksUncoveredSorting(tasks)
            }
        }
        if snapshot.segments.isEmpty {
            scan.fresh += scan.elsewhere
        } else {
            scan.before += segmentTasksUncovered(by: tasks, elsewhere: scan.elsewhere, fresh: &scan.fresh)
        }
        return Self.outcome(before: scan.before, after: scan.fresh.map { tasks[$0] })
    }

    /// The tasks of the segments the snapshot read that no unchanged task covers any more; the
    /// tasks at `elsewhere` that are not unchanged segment tasks join `fresh`. Only commands
    /// that read segments get here (`add` and `complete` do not): the sets cost them nothing.
    private func segmentTasksUncovered(by tasks: [TodoTask], elsewhere: [Int], fresh: inout [Int])
        -> [TodoTask]
    {
        let sources = Set(snapshot.segments.values.compactMap { $0.first?.source.map(ObjectIdentifier.init) })
        var kept = Set<Origin>()
        for index in elsewhere {
            guard let source = tasks[index].source, let range = tasks[index].originRange,
                sources.contains(ObjectIdentifier(source))
            else {
                fresh.append(index)
                continue
            }
            kept.insert(Origin(source: source, start: range.lowerBound))
        }
        return snapshot.segments.values.flatMap { segment in
            segment.filter { task in
                guard let source = task.source, let range = task.originRange else { return true }
                return !kept.contains(Origin(source: source, start: range.lowerBound))
            }
        }
    }

    private struct Origin: Hashable {
        let source: ObjectIdentifier
        let start: Int

        init(source: StoreBytes, start: Int) {
            self.source = ObjectIdentifier(source)
            self.start = start
        }
    }

    private struct Scan {
        var keptInMain = 0
        /// The stretches of the main file's tasks array between the unchanged tasks that hold
        /// more than the `,\n` between two neighbours, walked in the order the list holds them,
        /// as start and end offsets one after the other. A plain `[Int]`: an array of ranges, or
        /// an optional one, is made at run time by a search of the program's conformances that
        /// costs `add` more than all the rest of its entry in the log.
        var gaps: [Int] = []
        /// Whether the list holds the unchanged tasks in the file's order (`gaps` is then right).
        var isInOrder = true
        /// The positions of the tasks read unchanged from another file than the main one: an
        /// archive segment, when the command read one.
        var elsewhere: [Int] = []
        /// The positions of the tasks not read unchanged from the store.
        var fresh: [Int] = []
        var before: [TodoTask] = []
    }

    private func scanned(_ tasks: [TodoTask]) -> Scan {
        var scan = Scan()
        let main = snapshot.mainSource
        let span = snapshot.document.taskBytes
        var cursor = span.lowerBound
        for index in tasks.indices {
            guard let range = tasks[index].originRange, let source = tasks[index].source else {
                scan.fresh.append(index)
                continue
            }
            if source === main && span.contains(range.lowerBound) {
                scan.keptInMain += 1
                if range.lowerBound < cursor {
                    scan.isInOrder = false
                } else if range.lowerBound - cursor > 2 {
                    scan.gaps += [cursor, range.lowerBound]
                }
                cursor = max(cursor, range.upperBound)
            } else if source !== main {
                scan.elsewhere.append(index)
            } else {
                scan.fresh.append(index)
            }
        }
        if span.upperBound - cursor > 2 { scan.gaps += [cursor, span.upperBound] }
        return scan
    }

    /// The tasks of the main file's array that no unchanged task covers any more, for a list
    /// whose unchanged tasks are out of order.
    private func tasksUncoveredSorting(_ tasks: [TodoTask]) throws(StoreError) -> [TodoTask] {
        guard let main = snapshot.mainSource else { return [] }
        let span = snapshot.document.taskBytes
        let kept = tasks.compactMap { task in
            task.source === main ? task.originRange.flatMap { span.contains($0.lowerBound) ? $0 : nil } : nil
        }.sorted { $0.lowerBound < $1.lowerBound }
        var uncovered: [TodoTask] = []
        var cursor = span.lowerBound
        for range in kept {
            uncovered += try storedTasks(in: cursor..<range.lowerBound, of: main)
            cursor = max(cursor, range.upperBound)
        }
        return uncovered + (try storedTasks(in: cursor..<span.upperBound, of: main))
    }

    /// The task objects in `gap`, a stretch of a tasks array between two tasks.
    private func storedTasks(in gap: Range<Int>, of source: StoreBytes) throws(StoreError) -> [TodoTask] {
        // Between two neighbours lies only `,\n`: most gaps are known empty without a reader.
        guard gap.count > 2 else { return [] }
        var found: [TodoTask] = []
        var reader = JSONReader(source.buffer, maxDepth: JSONReader.defaultMaxDepth)
        reader.position = gap.lowerBound
        do {
            while true {
                while reader.skipWhitespace() == UInt8(ascii: ",") { reader.position += 1 }
                guard reader.position < gap.upperBound else { return found }
                found.append(try TaskCodec.readStored(&reader, source: source))
            }
        } catch {
            throw .corrupt(
                path: snapshot.files.store.string,
                problem: "a task read before could not be read again: \(error)")
        }
    }

    /// Pairs the tasks as they were with the tasks as they are, by id (a list never holds one
    /// id twice). A change of a few tasks, as most are, is paired without building tables. A task
    /// whose reminder delivery alone changed counts as changed only with `countingReminders`.
    static func outcome(before: [TodoTask], after: [TodoTask], countingReminders: Bool = false) -> Outcome? {
        let isSmall = before.count <= 8
        var previous: [Int: TodoTask] = [:]
        var kept = Set<Int>()
        if !isSmall { for task in before { previous[task.id] = task } }
        var outcome = Outcome()
        for task in after {
            let old = isSmall ? before.first { $0.id == task.id } : previous[task.id]
            guard let old else {
                outcome.touched.append(TouchedTask(id: task.id, title: task.title, action: .added))
                continue
            }
            if !isSmall { kept.insert(task.id) }
            guard countingReminders ? old != task : !isBookkeeping(old, task) else { continue }
            outcome.touched.append(TouchedTask(id: task.id, title: task.title, action: .changed))
            outcome.before.append(old)
        }
        for task in before {
            let remains = isSmall ? after.contains { $0.id == task.id } : kept.contains(task.id)
            guard !remains else { continue }
            outcome.touched.append(TouchedTask(id: task.id, title: task.title, action: .removed))
            outcome.before.append(task)
        }
        guard !outcome.touched.isEmpty else { return nil }
        if outcome.touched.count > 1 {
            outcome.touched.sort { $0.id < $1.id }
            outcome.before.sort { $0.id < $1.id }
        }
        return outcome
    }

    /// Whether `new` differs from `old` only in when its reminder was delivered.
    private static func isBookkeeping(_ old: TodoTask, _ new: TodoTask) -> Bool {
        var probe = new
        probe.remindedAt = old.remindedAt
        return probe == old
    }
}
