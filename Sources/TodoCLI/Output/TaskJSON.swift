import TodoCore

/// `--json` output of tasks: the task object of `todo help json`, `state` and the other
/// derived fields included (`TaskReadiness`: whether a task is blocked is worked out from the
/// tasks it waits on, which the command's list holds), one per line.
enum TaskJSON {
    /// The task object; for a task not yet added (`add --dry-run`), with `null` id and uuid.
    static func write(
        _ task: TodoTask, readiness: TaskReadiness, to output: OutputBuffer, isAdded: Bool = true
    ) {
        var writer = JSONWriter()
        TaskCodec.write(task, facts: readiness.facts(of: task), into: &writer, isAdded: isAdded)
        writer.raw("\n")
        output.write(bytes: writer.bytes)
    }

    static func write(_ tasks: [TodoTask], readiness: TaskReadiness, to output: OutputBuffer) {
        write(readiness: readiness, to: output) { body in tasks.forEach(body) }
    }

    /// An array of the tasks `complete` named, as they are after it: a repeating task that moved
    /// on with `"completedOccurrence"`, the record of the occurrence completed (by the task's id).
    static func write(
        _ tasks: [TodoTask], completedOccurrences records: [Int: TodoTask], readiness: TaskReadiness,
        to output: OutputBuffer
    ) {
        var writer = JSONWriter()
        writer.linedArray({ body in tasks.forEach(body) }) { task, writer in
            TaskCodec.write(task, facts: readiness.facts(of: task), into: &writer) { writer in
                guard let record = records[task.id] else { return }
                writer.member("completedOccurrence")
                TaskCodec.write(record, facts: readiness.facts(of: record), into: &writer)
            }
        }
        writer.raw("\n")
        output.write(bytes: writer.bytes)
    }

    /// A JSON array of the tasks that `eachTask` passes to its argument, in that order, handed
    /// on in chunks as it is made: 100,000 tasks make 30 MB of JSON, which is never all in
    /// memory at once, nor are the tasks copied into an array in the order shown.
    static func write(
        readiness: TaskReadiness, to output: OutputBuffer, _ eachTask: ((TodoTask) -> Void) -> Void
    ) {
        var writer = JSONWriter(capacity: OutputBuffer.chunkSize + 4096)
        writer.linedArray(eachTask) { task, writer in
            TaskCodec.write(task, facts: readiness.facts(of: task), into: &writer)
            output.stream(&writer.bytes)
        }
        writer.raw("\n")
        output.write(bytes: writer.bytes)
    }
}
