import TodoCore

/// `--json` output of tasks: the contract's fields plus `state`, one task object per line.
enum TaskJSON {
    static func write(_ task: TodoTask, now: Instant, to output: OutputBuffer) {
        var writer = JSONWriter()
        TaskCodec.write(task, state: task.state(at: now), into: &writer)
        writer.raw("\n")
        output.write(bytes: writer.bytes)
    }

    static func write(_ tasks: [TodoTask], now: Instant, to output: OutputBuffer) {
        var writer = JSONWriter()
        writer.bytes.reserveCapacity(tasks.count * 320 + 4)
        writer.raw("[")
        for (index, task) in tasks.enumerated() {
            writer.raw(index == 0 ? "\n" : ",\n")
            TaskCodec.write(task, state: task.state(at: now), into: &writer)
        }
        writer.raw(tasks.isEmpty ? "]\n" : "\n]\n")
        output.write(bytes: writer.bytes)
    }
}
