import TodoCore

/// `--json` of `agenda` and `calendar`.
enum PlanJSON {
    /// `{"overdue": [task…], "days": [{"date": "2026-03-01", "tasks": [task…]}]}`; a projected
    /// occurrence is its task with `"deadline"` at the occurrence and `"projected": true` (a day's
    /// other tasks have `"projected": false`).
    static func write(_ agenda: Agenda<TodoTask>, readiness: TaskReadiness, to output: OutputBuffer) {
        var writer = JSONWriter()
        writer.beginObject()
        writer.member("overdue")
        writer.linedArray(agenda.overdue) { task, writer in
            TaskCodec.write(task, facts: readiness.facts(of: task), into: &writer)
        }
        writer.member("days")
        writer.linedArray(agenda.days) { day, writer in
            writer.beginObject()
            writer.member("date")
            writer.string(day.date.iso8601)
            writer.member("tasks")
            writer.linedArray(day.entries) { entry, writer in
                var task = entry.task
                task.deadline = entry.deadline
                TaskCodec.write(task, facts: readiness.facts(of: task), into: &writer) { writer in
                    writer.member("projected")
                    writer.bool(entry.isProjected)
                }
            }
            writer.endObject()
        }
        writer.endObject()
        writer.raw("\n")
        output.write(bytes: writer.bytes)
    }

    /// `{"month": "2026-03", "days": [{"date": "2026-03-01", "due": 2}, …]}`.
    static func write(_ month: CalendarMonth, counts: [Int], to output: OutputBuffer) {
        var writer = JSONWriter()
        writer.beginObject()
        writer.member("month")
        writer.string(month.iso8601)
        writer.member("days")
        writer.linedArray(Array(zip(month.days, counts))) { day, writer in
            writer.beginObject()
            writer.member("date")
            writer.string(day.0.iso8601)
            writer.member("due")
            writer.int(day.1)
            writer.endObject()
        }
        writer.endObject()
        writer.raw("\n")
        output.write(bytes: writer.bytes)
    }
}
