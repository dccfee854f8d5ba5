import TodoCore

/// What `complete` adds when it completes a task of today's goal: the goal's progress, or, with
/// the last open task, a congratulation that says how to mark the goal achieved. On a terminal
/// (stdin and stdout both) it asks instead, and marks the goal on a yes.
struct GoalCheer {
    /// Today's goal, as it is after the completion.
    let goal: DayGoal
    /// The tasks the command completed (not those completed already).
    let completed: [Int]

    static let question = "Mark today's goal achieved? [Y/n] "

    func run(_ context: CommandContext) throws {
        guard completed.contains(where: goal.contains(taskId:)) else { return }
        let title = "\"" + TerminalText.escaped(goal.title) + "\""
        guard goal.allTasksDone else {
            let left = goal.tasks.count - goal.doneCount
            return context.output.writeLine(
                "Today's goal \(title): \(goal.doneCount) of \(goal.tasks.count) done, \(left) to go. Keep going!"
            )
        }
        let done =
            (goal.tasks.count == 1
                ? "The task of today's goal \(title) is done."
                : "All \(goal.tasks.count) tasks of today's goal \(title) are done.") + " Well done!"
        guard !goal.isAchieved else { return context.output.writeLine(done) }
        guard let ask = context.askLine else {
            return context.output.writeLine(done + #" Mark it achieved with "todo goal done"."#)
        }
        context.output.writeLine(done)
        context.output.write(Self.question)
        context.output.flush()
        guard let answer = ask() else {
            return context.output.writeLine(#"\#nNot marked; "todo goal done" marks it later."#)
        }
        guard ["", "y", "yes"].contains(answer.trimmed.lowercased()) else {
            return context.output.writeLine(#"Not marked; "todo goal done" marks it later."#)
        }
        try GoalMark.run(achieved: true, context)
    }
}
