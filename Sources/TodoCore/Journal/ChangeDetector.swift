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
        if scan.keptInMain != snapshot.activeTaskCount {
            scan.before += try tasksUncovered(in: tasks)
        }
        for segment in snapshot.segments.values {
            scan.before += segment.filter { task in
                guard let source = task.source, let range = task.originRange else { return true }
                return !scan.keptElsewhere.contains(Origin(source: source, start: range.lowerBound))
            }
        }
        return Self.outcome(before: scan.before, after: scan.fresh.map { tasks[$0] })
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
        var keptElsewhere = Set<Origin>()
        /// The positions of the tasks not read unchanged from the store.
        var fresh: [Int] = []
        var before: [TodoTask] = []
    }

    private func scanned(_ tasks: [TodoTask]) -> Scan {
        var scan = Scan()
        let main = snapshot.mainSource
        let span = snapshot.document.taskBytes
        // `add` and `complete` load no segment: they need no set of where segment tasks lie.
        let segmentSources =
            snapshot.segments.isEmpty
            ? [] : Set(snapshot.segments.values.compactMap { $0.first?.source.map(ObjectIdentifier.init) })
        for index in tasks.indices {
            guard let range = tasks[index].originRange, let source = tasks[index].source else {
                scan.fresh.append(index)
                continue
            }
            if source === main && span.contains(range.lowerBound) {
                scan.keptInMain += 1
            } else if !segmentSources.isEmpty && segmentSources.contains(ObjectIdentifier(source)) {
                scan.keptElsewhere.insert(Origin(source: source, start: range.lowerBound))
            } else {
                scan.fresh.append(index)
            }
        }
        return scan
    }

    /// The tasks of the main file's array that no unchanged task covers any more: those in the
    /// gaps between the unchanged ones, walked in the order they lie in (the list keeps it,
    /// unless a change reordered it).
    private func tasksUncovered(in tasks: [TodoTask]) throws(StoreError) -> [TodoTask] {
        guard let main = snapshot.mainSource else { return [] }
        let span = snapshot.document.taskBytes
        var uncovered: [TodoTask] = []
        var cursor = span.lowerBound
        for index in tasks.indices {
            guard let range = tasks[index].originRange, tasks[index].source === main,
                span.contains(range.lowerBound)
            else { continue }
            guard range.lowerBound >= cursor else { return try tasksUncoveredSorting(tasks) }
            uncovered += try storedTasks(in: cursor..<range.lowerBound, of: main)
            cursor = range.upperBound
        }
        return uncovered + (try storedTasks(in: cursor..<span.upperBound, of: main))
    }

    /// `tasksUncovered`, for a list whose unchanged tasks are out of order.
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

    /// Pairs the tasks as they were with the tasks as they are, by id.
    private static func outcome(before: [TodoTask], after: [TodoTask]) -> Outcome? {
        var previous: [Int: TodoTask] = [:]
        for task in before { previous[task.id] = task }
        var outcome = Outcome()
        var seen = Set<Int>()
        for task in after where seen.insert(task.id).inserted {
            guard let old = previous[task.id] else {
                outcome.touched.append(TouchedTask(id: task.id, title: task.title, action: .added))
                continue
            }
            guard !isBookkeeping(old, task) else { continue }
            outcome.touched.append(TouchedTask(id: task.id, title: task.title, action: .changed))
            outcome.before.append(old)
        }
        for task in before where !seen.contains(task.id) {
            seen.insert(task.id)
            outcome.touched.append(TouchedTask(id: task.id, title: task.title, action: .removed))
            outcome.before.append(task)
        }
        guard !outcome.touched.isEmpty else { return nil }
        outcome.touched.sort { $0.id < $1.id }
        outcome.before.sort { $0.id < $1.id }
        return outcome
    }

    /// Whether `new` differs from `old` only in when its reminder was delivered.
    private static func isBookkeeping(_ old: TodoTask, _ new: TodoTask) -> Bool {
        var probe = new
        probe.remindedAt = old.remindedAt
        return probe == old
    }
}
