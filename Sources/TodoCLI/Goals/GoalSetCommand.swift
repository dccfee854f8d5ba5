import TodoCore

struct GoalSetCommand: Command {
    static let spec = CommandSpec(
        "set", parent: "goal", abstract: "Set today's goal; the remaining words form its title.",
        discussion: """
            Each -t names a task of the goal: an id (digits only), or a title, which links the open
            task of that title or else adds a new task. A goal has at most 3 tasks. A day that has a
            goal keeps it unless --replace is given.
            """,
        arguments: [ArgumentSpec("TITLE", .oneOrMore, help: "the goal (words are joined by spaces)")],
        options: [GoalTaskOptions.task.spec, GoalTaskOptions.replace],
        examples: [
            "todo goal set Ship the release -t 12 -t 'Write the notes' -t 'Tag the build'",
            "todo goal set --replace Clear the inbox",
        ])

    let title: String
    let choices: [GoalTaskChoice]
    let replacing: Bool

    init(arguments: ParsedArguments, context: CommandContext) throws {
        title = arguments.positionals.joined(by: " ")
        choices = try arguments.values(GoalTaskOptions.task, context)
        replacing = arguments.has(GoalTaskOptions.replace)
    }

    func run(_ context: CommandContext) throws {
        let today = context.today
        let ids = GoalTaskOptions.ids(in: choices)
        let uuids = RepeatableUUIDs(context.makeUUID)
        let (goal, added, replaced) = try context.update(scope: .all(archived: .ids(ids))) {
            list in
            let replaced = list.goals.goal(on: today)
            let (goal, added) = try list.setGoal(
                title, tasks: choices, on: today, now: context.now, replacing: replacing,
                makeUUID: uuids.fromTheStart())
            return (goal, added, replaced)
        }
        if context.json { return GoalJSON.write(goal, to: context.output) }
        if let replaced {
            context.output.writeLine("Replaced today's goal \"\(TerminalText.escaped(replaced.title))\".")
        }
        GoalTaskOptions.report(added: added, context: context)
        GoalView(goal: goal, context: context).render(into: context.output)
    }
}
