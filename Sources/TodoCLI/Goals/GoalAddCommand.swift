import TodoCore

struct GoalAddCommand: Command {
    static let spec = CommandSpec(
        "add", parent: "goal", abstract: "Link tasks to today's goal: ids, or a title for a new task.",
        discussion: """
            When every word is an id (or a range 2-4), those tasks are linked; otherwise the words
            form one title, which links the open task of that title or adds a new task. A goal has
            at most 3 tasks.
            """,
        arguments: [ArgumentSpec("ID|TITLE", .oneOrMore, help: "task ids, or the title of a task")],
        examples: ["todo goal add 12 14", "todo goal add Call the printer"])

    let choices: [GoalTaskChoice]

    init(arguments: ParsedArguments, context: CommandContext) throws {
        choices = GoalTaskOptions.choices(arguments.positionals)
    }

    func run(_ context: CommandContext) throws {
        let today = context.today
        let ids = GoalTaskOptions.ids(in: choices)
        let uuids = RepeatableUUIDs(context.makeUUID)
        let (goal, added) = try context.update(scope: .all(archived: .ids(ids))) { list in
            try list.addGoalTasks(choices, on: today, now: context.now, makeUUID: uuids.fromTheStart())
        }
        if context.json { return GoalJSON.write(goal, to: context.output) }
        GoalTaskOptions.report(added: added, context: context)
        GoalView(goal: goal, context: context).render(into: context.output)
    }
}
