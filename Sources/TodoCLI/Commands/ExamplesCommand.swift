import TodoCore

struct ExamplesCommand: Command {
    static let spec = CommandSpec(
        "examples", abstract: "Fill an empty store with sample tasks that show what a task can have.",
        discussion: """
            Adds a task due soon, an overdue one, one with a description of two lines, one with a
            location and its address, a completed one and a plain one, and says which is which. A
            store that has tasks is left alone (exit code 3): try the samples on a store of their
            own with --file.
            """,
        examples: ["todo --file /tmp/try.json examples", "todo examples --json"])

    init(arguments: ParsedArguments, context: CommandContext) throws {}

    func run(_ context: CommandContext) throws {
        let samples = SampleTasks(now: context.now, zone: context.zone)
        let uuids = samples.samples.map { _ in context.makeUUID() }
        let added = try context.update(scope: .all(archived: .all)) { list in
            guard list.tasks.isEmpty else { throw ExamplesError.storeHasTasks(count: list.tasks.count) }
            return try samples.add(to: &list, uuids: uuids)
        }
        if context.json {
            let tasks = added.map(\.task)
            TaskJSON.write(
                tasks, readiness: TaskReadiness(tasks: tasks, now: context.now), to: context.output)
            return
        }
        context.output.writeLine("Added \(added.count) sample tasks:")
        let idWidth = added.map { String($0.task.id).count }.max() ?? 1
        let titleWidth = added.map { $0.task.title.count }.max() ?? 0
        for (task, shows) in added {
            let id = String(task.id)
            context.output.writeLine(
                "  " + String(repeating: " ", count: idWidth - id.count) + id + "  " + task.title
                    + String(repeating: " ", count: titleWidth - task.title.count) + "  " + shows)
        }
        let ids = added.map(\.task.id)
        let range = ids.count > 1 ? "\(ids[0])-\(ids[ids.count - 1])" : ids.map(String.init).joined()
        context.output.writeLine("See them with 'todo list'; remove them with 'todo rm \(range)'.")
    }
}

/// `todo examples` on a store that has tasks: exit code 3, and the store is left as it was.
enum ExamplesError: Error, Equatable {
    case storeHasTasks(count: Int)
}
