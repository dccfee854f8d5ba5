import TodoCore

struct GoalDoneCommand: Command {
    static let spec = CommandSpec(
        "done", parent: "goal", aliases: ["achieved"], abstract: "Mark today's goal achieved now.",
        examples: ["todo goal done"])

    init(arguments: ParsedArguments, context: CommandContext) throws {}

    func run(_ context: CommandContext) throws {
        try GoalMark.run(achieved: true, context)
    }
}

struct GoalUndoneCommand: Command {
    static let spec = CommandSpec(
        "undone", parent: "goal", abstract: "Mark today's goal not achieved.", examples: ["todo goal undone"])

    init(arguments: ParsedArguments, context: CommandContext) throws {}

    func run(_ context: CommandContext) throws {
        try GoalMark.run(achieved: false, context)
    }
}

/// What `goal done` and `goal undone` share.
enum GoalMark {
    static func run(achieved: Bool, _ context: CommandContext) throws {
        let today = context.today
        let (before, after) = try context.update { list in
            try list.markGoal(achieved: achieved, on: today, now: context.now)
        }
        if context.json { return GoalJSON.write(after, to: context.output) }
        let title = TerminalText.escaped(after.title)
        switch (achieved, before.isAchieved) {
        case (true, false): context.output.writeLine("Today's goal achieved: \(title) ✓")
        case (true, true): context.output.writeLine("Today's goal was already achieved: \(title) ✓")
        case (false, true): context.output.writeLine("Today's goal is no longer marked achieved: \(title)")
        case (false, false): context.output.writeLine("Today's goal was not marked achieved: \(title)")
        }
    }
}
