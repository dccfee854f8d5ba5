import TodoCore

/// Taskwarrior (`task`, Debian package `taskwarrior`) with the same tasks, in a fresh
/// `TASKDATA` and a `TASKRC` that makes it quiet and non-interactive: no confirmations, no
/// hooks, no colour, no footnotes. Everything else is its default (garbage collection on).
///
/// A title becomes the task's description; a description and a location become annotations
/// (taskwarrior has no such fields); archived tasks are imported as completed, and taskwarrior
/// moves them to `completed.data`, its own archive.
struct TaskwarriorFixture: Tool {
    let name = "task"
    let binary: String
    let environment: [String: String]

    /// - Parameter shift: seconds added to every instant: taskwarrior has no `TODO_NOW`, so the
    ///   tasks are moved to the real clock, keeping which are overdue and which were just completed.
    static func create(tasks: [TodoTask], shift: Int64, in folder: Scratch, binary: String) throws -> (
        TaskwarriorFixture, String
    ) {
        let data = try folder.folder("taskdata")
        try folder.write(
            """
            data.location=\(data.root)
            confirmation=off
            verbose=nothing
            hooks=off
            color=off

            """, to: "taskrc")
        var writer = JSONWriter(capacity: tasks.count * 400)
        writer.raw("[")
        for (index, task) in tasks.enumerated() {
            writer.raw(index == 0 ? "\n" : ",\n")
            write(task, shift: shift, into: &writer)
        }
        writer.raw("\n]\n")
        try folder.write(writer.bytes, to: "task-import.json")

        let fixture = TaskwarriorFixture(
            binary: binary,
            environment: baseEnvironment(home: folder.root).merging(
                ["TASKRC": folder.path("taskrc"), "TASKDATA": data.root]) { $1 })
        let start = ProcessTimer.monotonicSeconds()
        let imported = try ProcessTimer.capture(
            Invocation(
                executable: binary, arguments: ["import", folder.path("task-import.json")],
                environment: fixture.environment),
            scratch: folder)
        guard imported.status == 0 else {
            throw SpawnError(
                description: "task import failed (exit \(imported.status)): \(imported.output.prefix(300))")
        }
        return (fixture, "task import: \(decimal(ProcessTimer.monotonicSeconds() - start, 2)) s")
    }

    /// `task K done` completes the K-th pending task of the moment; ids are renumbered as tasks
    /// are completed, so every run completes a task that was still pending.
    func invocation(_ operation: Operation, run k: Int) -> Invocation? {
        let arguments: [String]
        switch operation {
        case .list: arguments = ["list"]
        case .next: arguments = ["next"]
        case .export: arguments = ["export"]
        case .add: arguments = ["add", addedTitle(run: k, tool: name)]
        case .complete: arguments = [String(k + 1), "done"]
        case .listTag, .listProject, .listText: arguments = Array(operation.words.dropFirst()) + ["list"]
        case .listJSON, .stats, .addDue, .completionIds, .listBesideIds, .exportICS, .importJSON, .importICS,
            .remind:
            return nil
        case .listField, .addBeside, .addField, .addOptions, .addSentence, .listRepeating, .completeRepeating,
            .addHooked,
            .hookAlone:
            return nil
        case .goal, .statsWeek, .statsMonth, .statsYear, .undo, .log, .listFullLog: return nil
        case .listSubtasks, .listPlanning, .show, .showNotes, .agenda, .calendar: return nil
        }
        return Invocation(executable: binary, arguments: arguments, environment: environment)
    }

    private static func write(_ task: TodoTask, shift: Int64, into writer: inout JSONWriter) {
        func date(_ key: StaticString, _ instant: Instant) {
            writer.raw(",")
            writer.key(key)
            writer.string(taskDate(instant + shift))
        }
        writer.raw("{")
        writer.key("uuid")
        writer.string(task.uuid)
        writer.raw(",")
        writer.key("description")
        writer.string(task.title)
        writer.raw(",")
        writer.key("status")
        writer.string(task.isCompleted ? "completed" : "pending")
        date("entry", task.createdAt)
        if let deadline = task.deadline { date("due", deadline) }
        if let completedAt = task.completedAt { date("end", completedAt) }
        writeLabels(of: task, into: &writer)
        let notes = [
            task.details, task.location.map { "@ " + $0.name + ($0.address.map { ", " + $0 } ?? "") },
        ]
        .compactMap { $0 }
        if !notes.isEmpty {
            writer.raw(",")
            writer.key("annotations")
            writer.raw("[")
            for (index, note) in notes.enumerated() {
                writer.raw(index == 0 ? "{" : ",{")
                writer.key("entry")
                writer.string(taskDate(task.createdAt + shift + Int64(index)))
                writer.raw(",")
                writer.key("description")
                writer.string(note)
                writer.raw("}")
            }
            writer.raw("]")
        }
        writer.raw("}")
    }

    /// Tags, project and priority (`H`, `M`, `L`), which taskwarrior has too.
    private static func writeLabels(of task: TodoTask, into writer: inout JSONWriter) {
        if !task.tags.isEmpty {
            writer.raw(",")
            writer.key("tags")
            writer.raw("[")
            for (index, tag) in task.tags.enumerated() {
                if index > 0 { writer.raw(",") }
                writer.string(tag)
            }
            writer.raw("]")
        }
        if let project = task.project {
            writer.raw(",")
            writer.key("project")
            writer.string(project)
        }
        if let priority = task.priority {
            writer.raw(",")
            writer.key("priority")
            writer.string(priority.rawValue.prefix(1).uppercased())
        }
    }

    /// Taskwarrior's form of an instant: `20260301T093000Z`.
    private static func taskDate(_ instant: Instant) -> String {
        String(instant.iso8601.filter { $0 != "-" && $0 != ":" })
    }
}
