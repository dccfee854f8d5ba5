/// The rules of repeating tasks. A repeating task is one task that keeps its id and moves on:
///
/// - Setting a repetition (`--every`) on a task without a deadline gives it the rule's first
///   occurrence from today on, at the end of that day; a repetition set or a deadline changed
///   anchors the rule at the deadline (`Recurrence.anchored(at:zone:)`), and an end (`until`)
///   before the deadline is refused. A repeating task keeps a deadline: clearing it is refused.
/// - Completing it moves its deadline to the next occurrence
///   (`Recurrence.nextDeadline(after:completedAt:zone:)`: missed ones are skipped) and records
///   the occurrence completed as a task of its own, whose uuid is derived from the series and
///   the occurrence (`occurrenceUUID(series:deadline:)`), so that two machines completing it
///   make the same record. Past its end, completing it completes it for good, as does
///   completing a rule kept verbatim, which `todo` does not move on.
/// - `skip` moves it on without completing anything.
///
/// The rules work on whatever tasks the list holds: a record needs only a fresh id.
extension TodoList {
    /// Moves each repeating task on to its next occurrence without completing anything (`skip`),
    /// all or none: a task that does not repeat, is completed, or has no occurrence left is refused.
    public mutating func skip(ids: [Int], now: Instant, zones: ZoneLookup) throws(TaskError) -> [TodoTask] {
        let indices = try indices(of: ids)
        var skipped: [TodoTask] = []
        for index in indices {
            var task = tasks[index]
            guard let recurrence = task.recurrence else {
                throw .cannotRepeat(id: task.id, reason: .notRepeating)
            }
            guard recurrence.isInterpreted else { throw .cannotRepeat(id: task.id, reason: .notInterpreted) }
            guard !task.isCompleted else { throw .cannotRepeat(id: task.id, reason: .completed) }
            guard let deadline = task.deadline,
                let next = recurrence.nextDeadline(
                    after: deadline, completedAt: now, zone: zones.rules(for: recurrence.zone))
            else { throw .cannotRepeat(id: task.id, reason: .lastOccurrence) }
            task.deadline = next
            task.remindedAt = nil
            task.modifiedAt = now
            skipped.append(task)
        }
        for (index, task) in zip(indices, skipped) { replaceTask(at: index, with: task) }
        return skipped
    }

    /// The uuid of the record of the occurrence of the series `series` (a uuid) due at
    /// `deadline`: the same wherever and whenever it is completed.
    public static func occurrenceUUID(series: String, deadline: Instant) -> String {
        UUIDText.derived(from: "occurrence " + series + " " + deadline.iso8601)
    }

    /// The record of the completed occurrence of `task` due at `deadline`, if the list holds it.
    public func occurrenceRecord(of task: TodoTask, dueAt deadline: Instant) -> TodoTask? {
        let uuid = Self.occurrenceUUID(series: task.uuid, deadline: deadline)
        return tasks.first { $0.uuid == uuid }
    }

    /// Adds the record of a completed occurrence with a fresh id, unless the list holds it
    /// already (another machine completed the same occurrence).
    mutating func addRecord(_ record: TodoTask) {
        guard !tasks.contains(where: { $0.uuid == record.uuid }) else { return }
        var record = record
        record.id = usedIds.nextFreshId
        appendTask(record)
    }

    /// `task` as the edits left it, with the rules of a repetition applied (see above): its
    /// first deadline, its anchoring, its end checked.
    static func settlingRecurrence(of task: TodoTask, from original: TodoTask, _ entry: FieldEntry)
        throws(TaskError) -> TodoTask
    {
        guard let recurrence = task.recurrence else { return task }
        let isNew = recurrence != original.recurrence
        guard isNew || task.deadline != original.deadline else { return task }
        var task = task
        let zone = entry.zones.rules(for: recurrence.zone)
        guard let deadline = task.deadline else {
            guard isNew else { throw .cannotRepeat(id: task.id, reason: .needsDeadline) }
            guard let rule = recurrence.rule else { return task }
            guard
                let start = Recurrence.start(
                    rule, fromCompletion: recurrence.fromCompletion, deadline: nil, now: entry.now, zone: zone
                )
            else { throw .cannotRepeat(id: task.id, reason: .lastOccurrence) }
            if let until = recurrence.until, until < start.deadline {
                throw .untilBeforeDeadline(until: until, deadline: start.deadline)
            }
            task.deadline = start.deadline
            task.recurrence = start.recurrence
            task.recurrence?.until = recurrence.until
            return task
        }
        if let until = recurrence.until, until < deadline {
            throw .untilBeforeDeadline(until: until, deadline: deadline)
        }
        task.recurrence = recurrence.anchored(at: deadline, zone: zone)
        return task
    }

    /// A repeating task that its edits completed, moved on to its next occurrence (not
    /// completed), and the record of the occurrence completed; nil when it does not move on
    /// (it does not repeat, its rule is kept verbatim, or its series is over), and so stays
    /// completed.
    static func movingOn(_ task: TodoTask, completedAt now: Instant, zones: ZoneLookup)
        -> (series: TodoTask, record: TodoTask)?
    {
        guard task.isCompleted, let recurrence = task.recurrence, recurrence.isInterpreted,
            let deadline = task.deadline,
            let next = recurrence.nextDeadline(
                after: deadline, completedAt: now, zone: zones.rules(for: recurrence.zone))
        else { return nil }
        var record = task
        record.uuid = occurrenceUUID(series: task.uuid, deadline: deadline)
        record.recurrence = nil
        record.occurrenceOf = task.uuid
        record.modifiedAt = now
        var series = task
        series.completedAt = nil
        series.deadline = next
        return (series, record)
    }
}
