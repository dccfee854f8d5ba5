import TodoCore

/// What `complete` and `uncomplete` share: mark tasks, all or none, and say what changed for each.
/// A repeating task that `complete` moves on is named with its next deadline, and with `--json`
/// carries the record of the occurrence completed (`completedOccurrence`).
struct CompletionChange {
    let ids: [Int]
    let completion: TaskEdits.Completion
    /// Completing: the open subtasks of the tasks too, at any depth.
    var withSubtasks = false

    func run(_ context: CommandContext) throws {
        let today = context.today
        let (edited, (goal, list)) = try TaskEdit.apply(
            to: ids, withSubtasks: withSubtasks, in: context, { _ in TaskEdits(completion: completion) }
        ) { list in
            (list.goal(on: today), list)
        }
        let occurrences = Self.records(of: edited, in: list)
        if context.json {
            TaskJSON.write(
                edited.map(\.after), completedOccurrences: occurrences,
                readiness: TaskReadiness(tasks: list.tasks, now: context.now), to: context.output)
            return
        }
        for (old, new) in edited {
            let title = TerminalText.escaped(new.title)
            switch (completion, old == new) {
            case (.complete, false) where occurrences[new.id] != nil || Self.movedOn(old, new):
                let next =
                    new.deadline.map { DateDisplay.dated($0, now: context.now, zone: context.zone) } ?? ""
                context.output.writeLine("Completed task \(new.id): \(title); next due \(next)")
            case (.complete, false): context.output.writeLine("Completed task \(new.id): \(title)")
            case (.complete, true): context.output.writeLine("Task \(new.id) was already completed: \(title)")
            case (.uncomplete, false): context.output.writeLine("Reopened task \(new.id): \(title)")
            case (.uncomplete, true): context.output.writeLine("Task \(new.id) was not completed: \(title)")
            }
        }
        if completion == .complete, let goal {
            try GoalCheer(goal: goal, completed: edited.filter { $0.before != $0.after }.map(\.after.id))
                .run(context)
        }
    }

    /// The record of each occurrence a task moved on from, by the task's id, as `list` holds
    /// it after the change.
    private static func records(of edited: [(before: TodoTask, after: TodoTask)], in list: TodoList)
        -> [Int: TodoTask]
    {
        var records: [Int: TodoTask] = [:]
        for (old, new) in edited where movedOn(old, new) {
            guard let deadline = old.deadline else { continue }
            records[new.id] = list.occurrenceRecord(of: old, dueAt: deadline)
        }
        return records
    }

    /// Whether a completion moved a repeating task on rather than completing it.
    private static func movedOn(_ old: TodoTask, _ new: TodoTask) -> Bool {
        new.repeats && !old.isCompleted && !new.isCompleted && old.deadline != new.deadline
    }
}
