import TodoCore

/// `next --json`: an array of the task objects offered, most urgent first, each with its
/// `"urgency"`.
enum NextJSON {
    static func write(
        _ ranked: [NextTasks.Entry], of tasks: [TodoTask], readiness: TaskReadiness, to output: OutputBuffer
    ) {
        var writer = JSONWriter()
        writer.linedArray(ranked) { entry, writer in
            let task = tasks[entry.index]
            TaskCodec.write(task, facts: readiness.facts(of: task), into: &writer) { writer in
                writer.member("urgency")
                writer.rawNumber(Urgency.text(entry.urgency.total))
            }
        }
        writer.raw("\n")
        output.write(bytes: writer.bytes)
    }
}
