import TodoCore

struct ShowCommand: Command {
    static let spec = CommandSpec(
        "show", abstract: "Show every field of one task, archived ones too.",
        arguments: [ArgumentSpec("ID", values: .openTaskIds, help: "the task's id")],
        examples: ["todo show 3"])

    let id: Int

    init(arguments: ParsedArguments, context: CommandContext) throws {
        guard let id = TaskIds.id(arguments.positionals[0][...]) else {
            throw UsageError.invalidId(arguments.positionals[0])
        }
        self.id = id
    }

    func run(_ context: CommandContext) throws {
        var list = try context.store.read(archived: .ids([id]))
        guard let task = list.task(id: id) else { throw TaskError.notFound(ids: [id]) }
        let readiness = TaskReadiness(tasks: list.tasks, now: context.now)
        if context.json {
            TaskJSON.write(task, readiness: readiness, to: context.output)
        } else {
            // The tasks it waits on that were completed long ago are in the archive.
            if !task.blockedBy.allSatisfy({ list.task(id: $0) != nil }) {
                list = try context.store.read(archived: .ids([id] + task.blockedBy))
            }
            let urgency = task.isCompleted ? nil : try urgency(of: task, readiness: readiness, context)
            ShowView(
                task: task, schema: list.schema, now: context.now, zone: context.zone, style: context.style,
                subtasks: list.subtasks(of: id), parent: task.parent.flatMap(list.task(id:)),
                zones: context.zones,
                series: task.occurrenceOf.flatMap { uuid in list.tasks.first { $0.uuid == uuid } },
                readiness: readiness, blockers: task.blockedBy.compactMap(list.task(id:)), urgency: urgency
            )
            .render(into: context.output)
        }
    }

    /// The urgency `next` gives the task; the whole list says how many open tasks wait on it.
    private func urgency(of task: TodoTask, readiness: TaskReadiness, _ context: CommandContext) throws
        -> Urgency
    {
        let goal = try context.store.readRecentGoals().goal(on: context.today)
        return Urgency(readiness.urgencyFacts(of: task, goal: goal), now: context.now)
    }
}
