import TodoCore

/// What `complete` and `uncomplete` share: mark tasks, all or none, and say what changed for each.
struct CompletionChange {
    let ids: [Int]
    let completion: TaskEdits.Completion
    /// Completing: the open subtasks of the tasks too, at any depth.
    var withSubtasks = false

    func run(_ context: CommandContext) throws {
        let today = context.today
        let (edited, goal) = try TaskEdit.apply(
            to: ids, withSubtasks: withSubtasks, in: context, { _ in TaskEdits(completion: completion) }
        ) {
            $0.goal(on: today)
        }
        if context.json {
            TaskJSON.write(edited.map(\.after), now: context.now, to: context.output)
            return
        }
        for (old, new) in edited {
            let title = TerminalText.escaped(new.title)
            switch (completion, old == new) {
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
}
