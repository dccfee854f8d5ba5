import TodoCore

/// `--json` of goals: the goal object of `todo help json`, one per line in an array.
enum GoalJSON {
    /// The goal object, or `null`.
    static func write(_ goal: DayGoal?, to output: OutputBuffer) {
        var writer = JSONWriter()
        if let goal { write(goal, into: &writer) } else { writer.null() }
        writer.raw("\n")
        output.write(bytes: writer.bytes)
    }

    static func write(_ goals: [DayGoal], to output: OutputBuffer) {
        var writer = JSONWriter()
        writer.linedArray(goals) { goal, writer in write(goal, into: &writer) }
        writer.raw("\n")
        output.write(bytes: writer.bytes)
    }

    static func write(_ goal: DayGoal, into writer: inout JSONWriter) {
        writer.raw("{")
        writer.key("date")
        writer.string(goal.date.iso8601)
        writer.raw(",")
        writer.key("title")
        writer.string(goal.title)
        writer.raw(",")
        writer.key("tasks")
        writer.raw("[")
        for (index, task) in goal.tasks.enumerated() {
            writer.raw(index == 0 ? "{" : ",{")
            writer.key("id")
            writer.int(task.id)
            writer.raw(",")
            writer.key("title")
            writer.string(task.title)
            writer.raw(",")
            writer.key("completed")
            writer.bool(task.isCompleted)
            writer.raw("}")
        }
        writer.raw("],")
        writer.key("setAt")
        writer.isoInstant(goal.setAt)
        writer.raw(",")
        writer.key("achievedAt")
        writer.isoInstant(goal.achievedAt)
        writer.raw(",")
        writer.key("carriedFrom")
        writer.optionalString(goal.carriedFrom?.iso8601)
        writer.raw(",")
        writer.key("remindedAt")
        writer.isoInstant(goal.remindedAt)
        writer.raw("}")
    }
}
